// retail_product_list, retail_product_add, retail_product_detail, retail_product_detail_update, retail_product_list_delete.
import { z } from 'zod';
import { retailAddBody, retailUpdateBody } from '../../core/forms/catalogue';
import { defineCall } from '../call';
import { idField } from '../../core/forms/fields';
import { productListBody } from '../catalogue/fields';
import { deleteProduct, isLiveProduct } from '../catalogue/products';
import { addRetailProduct, listRetailProducts, retailProductRecord, updateRetailProduct, type RetailFields } from '../catalogue/retail-products';
import { ApiError } from '../envelope';
import { rowsWithTotal } from '../sales/paging';

const addBody = retailAddBody;
const updateBody = retailUpdateBody;

function fieldsOf(body: z.output<typeof addBody>): RetailFields {
  return {
    productName: body.product_name,
    productCode: body.product_code,
    rate: body.rate,
    qtyPerBox: body.qty_per_box,
    stock: body.stock,
    categoryId: body.category_id ?? null,
    brandId: body.brand_id ?? null,
    hsnCode: body.hsn_code,
    ...(body.gst_percentage === undefined ? {} : { gstBp: body.gst_percentage }),
    barcodes: body.barcodes,
    ...(body.track_unit_serials === undefined ? {} : { tracksUnitSerials: body.track_unit_serials }),
  };
}

const productIdBody = z.object({ product_id: idField() });
const noProduct = (id: number) => new ApiError(404, `No retail product with product_id ${id}`);

export const retailProductList = defineCall({
  path: 'retail_product_list.php',
  schema: productListBody,
  async run({ db, body, c }) {
    return { body: rowsWithTotal(await listRetailProducts(db, body), c) };
  },
});

export const retailProductAdd = defineCall({
  path: 'retail_product_add.php',
  write: true,
  schema: addBody,
  async run({ db, body, audit, user, now }) {
    const productId = await addRetailProduct(db, fieldsOf(body), { userId: user?.userId ?? null, at: now.toISOString() });
    const after = await retailProductRecord(db, productId);
    await audit({ entity: 'retail_product', entityId: productId, after });
    return { msg: 'Product added successfully!', body: after ?? null };
  },
});

export const retailProductDetail = defineCall({
  path: 'retail_product_detail.php',
  schema: productIdBody,
  async run({ db, body }) {
    const product = await retailProductRecord(db, body.product_id);
    if (!product) throw noProduct(body.product_id);
    return { body: product };
  },
});

export const retailProductDetailUpdate = defineCall({
  path: 'retail_product_detail_update.php',
  write: true,
  schema: updateBody,
  async run({ db, body, audit, user, now }) {
    const before = await retailProductRecord(db, body.product_id);
    if (!before) throw noProduct(body.product_id);
    await updateRetailProduct(db, body.product_id, fieldsOf(body), { userId: user?.userId ?? null, at: now.toISOString() });
    const after = await retailProductRecord(db, body.product_id);
    await audit({ entity: 'retail_product', entityId: body.product_id, before, after });
    return { msg: 'Product updated successfully!', body: after ?? null };
  },
});

export const retailProductListDelete = defineCall({
  path: 'retail_product_list_delete.php',
  write: true,
  schema: productIdBody,
  async run({ db, body, audit, user, now }) {
    if (!(await isLiveProduct(db, 'retail', body.product_id))) throw noProduct(body.product_id);
    const before = await retailProductRecord(db, body.product_id);
    const outcome = await deleteProduct(db, 'retail', body.product_id, { userId: user?.userId ?? null, at: now.toISOString() });
    await audit({ entity: 'retail_product', entityId: body.product_id, before, after: { outcome } });
    return { msg: 'Product Deleted Successfully', body: { product_id: String(body.product_id), outcome } };
  },
});
