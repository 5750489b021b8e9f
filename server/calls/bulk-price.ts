// update_productlist, update_product_price, retail_update_productlist, retail_update_product_price (back-office §7 Bulk).
// A price call carries one product (the spec's one call per product) or { products: [...] } (the whole batch); either
// way it is one transaction.
import { z } from 'zod';
import { bulkProductRow, bulkRetailRow } from '../../core/forms/bulk-price';
import { defineCall } from '../call';
import { applyProductPrices, applyRetailPrices, priceRows, productUpdateList, retailUpdateList } from '../catalogue/bulk-price';

export const MAX_BATCH = 5000;

const productRow = bulkProductRow;
const retailRow = bulkRetailRow;

/** One row, or { products: [rows] }. */
function oneOrBatch<R extends z.ZodType>(row: R) {
  const batch = z.object({
    products: z
      .array(row)
      .min(1, { error: 'must list at least one product' })
      .max(MAX_BATCH, { error: `at most ${MAX_BATCH} products in one call` }),
  });
  return z.unknown().transform((input, ctx): Array<z.output<R>> => {
    const isBatch = !!input && typeof input === 'object' && 'products' in input;
    const parsed = (isBatch ? batch : row).safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return isBatch ? (parsed.data as { products: Array<z.output<R>> }).products : [parsed.data as z.output<R>];
  });
}

export const updateProductList = defineCall({
  path: 'update_productlist.php',
  schema: z.object({}).passthrough(),
  async run({ db }) {
    return { body: { update_productlist: await productUpdateList(db) } };
  },
});

export const updateProductPrice = defineCall({
  path: 'update_product_price.php',
  write: true,
  schema: oneOrBatch(productRow),
  async run({ db, body, audit, user, now }) {
    const ids = body.map((r) => r.product_id);
    const before = await priceRows(db, 'products', ids);
    await applyProductPrices(
      db,
      body.map((r) => ({
        productId: r.product_id,
        productCode: r.product_code,
        countOfPcs: r.count_of_pcs,
        unit: r.unit,
        pricePerPcs: r.price_per_pcs,
        rate: r.rate,
        qtyPerBox: r.qty_per_box,
        stock: r.stock,
      })),
      { userId: user?.userId ?? null, at: now.toISOString() },
    );
    const after = await priceRows(db, 'products', ids);
    for (const id of ids) await audit({ entity: 'product', entityId: id, before: before.get(id), after: after.get(id) });
    return { msg: 'Products updated successfully!', body: { updated: body.length } };
  },
});

export const retailUpdateProductList = defineCall({
  path: 'retail_update_productlist.php',
  schema: z.object({}).passthrough(),
  async run({ db }) {
    return { body: { update_productlist: await retailUpdateList(db) } };
  },
});

export const retailUpdateProductPrice = defineCall({
  path: 'retail_update_product_price.php',
  write: true,
  schema: oneOrBatch(retailRow),
  async run({ db, body, audit, user, now }) {
    const ids = body.map((r) => r.product_id);
    const before = await priceRows(db, 'retail_products', ids);
    await applyRetailPrices(
      db,
      body.map((r) => ({ productId: r.product_id, productCode: r.product_code, rate: r.rate, qtyPerBox: r.qty_per_box, stock: r.stock })),
      { userId: user?.userId ?? null, at: now.toISOString() },
    );
    const after = await priceRows(db, 'retail_products', ids);
    for (const id of ids) await audit({ entity: 'retail_product', entityId: id, before: before.get(id), after: after.get(id) });
    return { msg: 'Products updated successfully!', body: { updated: body.length } };
  },
});
