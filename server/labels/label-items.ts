// What a label print holds (issue 33 item 2): one entry per label, in the order asked: each product as many times as
// its copies, or each line of a purchase as many times as its quantity. The name, price and code are the product's
// as they are now (the product list's Sell Rate; its serial, else its product code).
import type { Kysely } from 'kysely';
import { isCode128Text, labelCode, LABEL_MESSAGES, MAX_LABELS, type ProductLabels } from '../../core/labels/label-request';
import type { Database } from '../db/types';
import { ApiError } from '../envelope';

export interface LabelContent {
  productId: number;
  name: string;
  /** Paise. */
  price: number;
  code: string;
}

interface Wanted {
  productId: number;
  copies: number;
}

async function wantedOf(db: Kysely<Database>, body: ProductLabels): Promise<Wanted[]> {
  if (body.purchase_id === undefined) return (body.items ?? []).map((item) => ({ productId: item.product_id, copies: item.copies }));
  const purchase = await db.selectFrom('purchases').select('purchase_id').where('purchase_id', '=', body.purchase_id).executeTakeFirst();
  if (!purchase) throw new ApiError(404, LABEL_MESSAGES.unknownPurchase(body.purchase_id));
  const lines = await db
    .selectFrom('purchase_lines')
    .select(['product_id', 'qty'])
    .where('purchase_id', '=', body.purchase_id)
    .orderBy('line_no')
    .orderBy('od_id')
    .execute();
  const wanted = lines.map((line) => ({ productId: line.product_id, copies: Number(line.qty) }));
  const total = wanted.reduce((sum, w) => sum + w.copies, 0);
  if (total > MAX_LABELS) throw new ApiError(400, LABEL_MESSAGES.tooMany(total));
  if (total === 0) throw new ApiError(400, LABEL_MESSAGES.nothing);
  return wanted;
}

export async function labelContents(db: Kysely<Database>, body: ProductLabels): Promise<LabelContent[]> {
  const wanted = await wantedOf(db, body);
  const ids = [...new Set(wanted.map((w) => w.productId))];
  let query = db.selectFrom('products').select(['product_id', 'product_name', 'serial_no', 'product_code', 'sell_rate']).where('product_id', 'in', ids);
  // A product deleted from the list is unknown to a print from the list; a purchase still labels what it bought.
  if (body.purchase_id === undefined) query = query.where('deleted_at', 'is', null);
  const products = new Map((await query.execute()).map((p) => [p.product_id, p]));
  const labels: LabelContent[] = [];
  for (const w of wanted) {
    const product = products.get(w.productId);
    if (!product) throw new ApiError(404, LABEL_MESSAGES.unknownProduct(w.productId));
    const code = labelCode(product);
    if (code === '') throw new ApiError(400, LABEL_MESSAGES.noCode(product.product_name));
    if (!isCode128Text(code)) throw new ApiError(400, LABEL_MESSAGES.notCode128(code));
    for (let i = 0; i < w.copies; i += 1) labels.push({ productId: product.product_id, name: product.product_name, price: Number(product.sell_rate), code });
  }
  return labels;
}
