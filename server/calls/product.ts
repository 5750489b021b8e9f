// product_list, product_add, product_detail, product_detail_update, product_list_delete (back-office §7 Catalogue).
import { z } from 'zod';
import { productAddBody, productUpdateBody } from '../../core/forms/catalogue';
import { defineCall } from '../call';
import { idField } from '../../core/forms/fields';
import { productListBody } from '../catalogue/fields';
import { addProduct, deleteProduct, isLiveProduct, listProducts, productRecord, updateProduct, type ProductFields } from '../catalogue/products';
import { ApiError } from '../envelope';
import { rowsWithTotal } from '../sales/paging';

const addBody = productAddBody;
const updateBody = productUpdateBody;

type ProductBody = z.output<typeof addBody>;

function fieldsOf(body: ProductBody): ProductFields {
  return {
    productName: body.product_name,
    supplierId: body.supplier_id,
    categoryId: body.category_id ?? null,
    brandId: body.brand_id ?? null,
    unitId: body.unit_id ?? null,
    batchNo: body.batch_no,
    serialNo: body.serial_no,
    productCode: body.product_code,
    model: body.model,
    type: body.type,
    hsnCode: body.hsn_code,
    purchaseRate: body.purchase_rate,
    sellRate: body.sell_rate,
    stock: body.stock,
    barcodes: body.barcodes,
    ...(body.track_unit_serials === undefined ? {} : { tracksUnitSerials: body.track_unit_serials }),
    ...(body.gst_percentage === undefined ? {} : { gstBp: body.gst_percentage }),
  };
}

const productIdBody = z.object({ product_id: idField() });
const noProduct = (id: number) => new ApiError(404, `No product with product_id ${id}`);

export const productList = defineCall({
  path: 'product_list.php',
  schema: productListBody,
  async run({ db, body, c }) {
    return { body: rowsWithTotal(await listProducts(db, body), c) };
  },
});

export const productAdd = defineCall({
  path: 'product_add.php',
  write: true,
  schema: addBody,
  async run({ db, body, audit, user, now }) {
    const productId = await addProduct(db, fieldsOf(body), { userId: user?.userId ?? null, at: now.toISOString() });
    const after = await productRecord(db, productId);
    await audit({ entity: 'product', entityId: productId, after });
    return { msg: 'Product added successfully!', body: after ?? null };
  },
});

export const productDetail = defineCall({
  path: 'product_detail.php',
  schema: productIdBody,
  async run({ db, body }) {
    const product = await productRecord(db, body.product_id);
    if (!product) throw noProduct(body.product_id);
    return { body: product };
  },
});

export const productDetailUpdate = defineCall({
  path: 'product_detail_update.php',
  write: true,
  schema: updateBody,
  async run({ db, body, audit, user, now }) {
    const before = await productRecord(db, body.product_id);
    if (!before) throw noProduct(body.product_id);
    await updateProduct(db, body.product_id, fieldsOf(body), { userId: user?.userId ?? null, at: now.toISOString() });
    const after = await productRecord(db, body.product_id);
    await audit({ entity: 'product', entityId: body.product_id, before, after });
    return { msg: 'Product updated successfully!', body: after ?? null };
  },
});

export const productListDelete = defineCall({
  path: 'product_list_delete.php',
  write: true,
  schema: productIdBody,
  async run({ db, body, audit, user, now }) {
    if (!(await isLiveProduct(db, 'product', body.product_id))) throw noProduct(body.product_id);
    const before = await productRecord(db, body.product_id);
    const outcome = await deleteProduct(db, 'product', body.product_id, { userId: user?.userId ?? null, at: now.toISOString() });
    await audit({ entity: 'product', entityId: body.product_id, before, after: { outcome } });
    return { msg: 'Product Deleted Successfully', body: { product_id: String(body.product_id), outcome } };
  },
});
