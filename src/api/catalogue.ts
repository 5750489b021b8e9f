// The catalogue screens' calls (back-office §7 Catalogue and Bulk): brands, units, products, retail products,
// the form choices, and the bulk price lists.
import type { Brand, Category, CategoryGroup, Product, ProductUpdateRow, RetailProduct, RetailUpdateRow, Supplier, Unit } from '../../core/api/catalogue';
import { callApi, type ApiResult } from './client';

export type { Brand, Category, CategoryGroup, Product, ProductUpdateRow, RetailProduct, RetailUpdateRow, Supplier, Unit };

/** product_add.php / product_detail_update.php (with product_id). */
export type ProductPayload = Omit<Product, 'product_id' | 'supplier_name' | 'category_name' | 'brand_name' | 'unit_name' | 'stock'> & {
  stock: string;
  product_id?: string;
};

export interface RetailPayload {
  product_id?: string;
  product_name: string;
  rate: string;
  qty_per_box: string;
  stock: string;
  product_code: string;
  category_id: string;
  brand_id: string;
  hsn_code: string;
  /** The product's own GST rate in percent, "" for the shop's CGST + SGST (issue 31 item 4). */
  gst_percentage: string;
  /** Issue 33: the box barcodes, and "1" when each unit sold names its unit serial. */
  barcodes: string[];
  track_unit_serials: '1' | '0';
}

export interface Page<Row> {
  rows: Row[];
  total: number;
}

export interface PageQuery {
  page: number;
  search: string;
  /** Only the products without an HSN code (product lists only). */
  missingHsn?: boolean;
}

async function paged<Row>(path: string, query: PageQuery, size: number): Promise<ApiResult<Page<Row>>> {
  const reply = await callApi<Row[]>(path, { page: query.page, per_page: size, search: query.search, ...(query.missingHsn ? { missing_hsn: '1' } : {}) });
  if (!reply.ok) return reply;
  const rows = Array.isArray(reply.body) ? reply.body : [];
  return { ok: true, msg: reply.msg, body: { rows, total: reply.total ?? rows.length } };
}

export const fetchBrands = () => callApi<Brand[]>('brand_list.php');
export const fetchBrand = (brandId: string) => callApi<Brand>('brand_detail.php', { brand_id: brandId });
export const addBrand = (brandName: string) => callApi<Brand>('brand_add.php', { brand_name: brandName });
export const updateBrand = (brandId: string, brandName: string) => callApi<Brand>('brand_detail_update.php', { brand_id: brandId, brand_name: brandName });
export const deleteBrand = (brandId: string) => callApi('brand_list_delete.php', { brand_id: brandId });

export const fetchUnits = () => callApi<Unit[]>('unit_list.php');
export const fetchUnit = (unitId: string) => callApi<Unit>('unit_detail.php', { unit_id: unitId });
export const addUnit = (unitName: string) => callApi<Unit>('unit_add.php', { unit_name: unitName });
export const updateUnit = (unitId: string, unitName: string) => callApi<Unit>('unit_detail_update.php', { unit_id: unitId, unit_name: unitName });
export const deleteUnit = (unitId: string) => callApi('unit_list_delete.php', { unit_id: unitId });

export const fetchCategories = () => callApi<Category[]>('category_list.php');
export const fetchSuppliers = () => callApi<Supplier[]>('supplier_list.php');

export const fetchProductPage = (query: PageQuery, size: number) => paged<Product>('product_list.php', query, size);
export const fetchProduct = (productId: string) => callApi<Product>('product_detail.php', { product_id: productId });
export const addProduct = (payload: ProductPayload) => callApi<Product>('product_add.php', payload);
export const updateProduct = (payload: ProductPayload) => callApi<Product>('product_detail_update.php', payload);
export const deleteProduct = (productId: string) => callApi('product_list_delete.php', { product_id: productId });

export const fetchRetailPage = (query: PageQuery, size: number) => paged<RetailProduct>('retail_product_list.php', query, size);
export const fetchRetailProduct = (productId: string) => callApi<RetailProduct>('retail_product_detail.php', { product_id: productId });
export const addRetailProduct = (payload: RetailPayload) => callApi<RetailProduct>('retail_product_add.php', payload);
export const updateRetailProduct = (payload: RetailPayload) => callApi<RetailProduct>('retail_product_detail_update.php', payload);
export const deleteRetailProduct = (productId: string) => callApi('retail_product_list_delete.php', { product_id: productId });

export const fetchProductUpdateList = () => callApi<{ update_productlist: Array<CategoryGroup<ProductUpdateRow>> }>('update_productlist.php');
export const fetchRetailUpdateList = () => callApi<{ update_productlist: Array<CategoryGroup<RetailUpdateRow>> }>('retail_update_productlist.php');

/** The whole batch in one call (one transaction); the server also takes one product per call, as the spec sends. */
export const saveProductPrices = (products: ReadonlyArray<Omit<ProductUpdateRow, 'product_name' | 'serial_no' | 'category_name'>>) =>
  callApi<{ updated: number }>('update_product_price.php', { products });
export const saveRetailPrices = (products: ReadonlyArray<Omit<RetailUpdateRow, 'product_name' | 'category_name'>>) =>
  callApi<{ updated: number }>('retail_update_product_price.php', { products });
