// The product form's choices, read by the /addproducts and /editproducts loaders. Kept apart from the screens: a
// route's loader stays in the main chunk, and must not pull the screens (and so the sign-in page's JavaScript) with it.
import { fetchBrands, fetchCategories, fetchSuppliers, fetchUnits } from '../../../api/catalogue';
import { choicesOf, type ProductChoices } from './product-form';

export async function loadProductChoices(): Promise<ProductChoices> {
  return choicesOf(await Promise.all([fetchSuppliers(), fetchBrands(), fetchUnits(), fetchCategories()]));
}
