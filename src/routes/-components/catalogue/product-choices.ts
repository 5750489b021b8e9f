// The product form's choices, read by the /addproducts and /editproducts loaders. Kept apart from the screens and the
// form's rules: a route's loader stays in the main chunk, and must not pull the screens or zod (and so the sign-in
// page's JavaScript) with it (bench/login-bundle.mjs).
import { fetchBrands, fetchCategories, fetchSuppliers, fetchUnits, type Brand, type Category, type Supplier, type Unit } from '../../../api/catalogue';
import type { ApiResult } from '../../../api/client';

export interface ProductChoices {
  suppliers: Supplier[];
  brands: Brand[];
  units: Unit[];
  categories: Category[];
}

/** The four choice lists; a failed reply gives an empty one. */
export function choicesOf(replies: [ApiResult<Supplier[]>, ApiResult<Brand[]>, ApiResult<Unit[]>, ApiResult<Category[]>]): ProductChoices {
  const list = <T>(reply: ApiResult<T[]>): T[] => (reply.ok && Array.isArray(reply.body) ? reply.body : []);
  return { suppliers: list(replies[0]), brands: list(replies[1]), units: list(replies[2]), categories: list(replies[3]) };
}

export async function loadProductChoices(): Promise<ProductChoices> {
  return choicesOf(await Promise.all([fetchSuppliers(), fetchBrands(), fetchUnits(), fetchCategories()]));
}
