// DESIGN §5: deleting an issued sales bill cancels it; its stock comes back and its number stays used.
import type { Kysely } from 'kysely';
import type { Database, Order, StockLedgerTable } from '../db/types';
import type { OrderLine, OrderWithCustomer } from './order-record';
import { releaseUnitSerials } from './unit-serials';

export interface StockReturn {
  product_kind: StockLedgerTable['product_kind'];
  product_id: number;
  qty: number;
}

/** What the bill's lines took from stock, per product, in a fixed order (so two cancels never lock in opposite order). */
export function stockToReturn(lines: readonly OrderLine[]): StockReturn[] {
  const totals = new Map<string, StockReturn>();
  for (const line of lines) {
    const item: Omit<StockReturn, 'qty'> | null =
      line.retail_product_id !== null
        ? { product_kind: 'retail', product_id: line.retail_product_id }
        : line.product_id !== null
          ? { product_kind: 'product', product_id: line.product_id }
          : null;
    if (!item) continue;
    const key = `${item.product_kind}:${item.product_id}`;
    const sum = totals.get(key) ?? { ...item, qty: 0 };
    sum.qty += line.qty;
    totals.set(key, sum);
  }
  return [...totals.values()].sort((a, b) => a.product_kind.localeCompare(b.product_kind) || a.product_id - b.product_id);
}

/** Puts each product's quantity back in stock, with one ledger row per product saying why (a cancel, a deleted line). */
export async function returnStock(
  db: Kysely<Database>,
  returns: readonly StockReturn[],
  why: { reason: 'cancel' | 'line_delete'; orderId: number; userId: number; at: string },
): Promise<void> {
  for (const item of returns) {
    await db
      .updateTable(item.product_kind === 'retail' ? 'retail_products' : 'products')
      .set((eb) => ({ stock: eb('stock', '+', item.qty), updated_at: why.at }))
      .where('product_id', '=', item.product_id)
      .execute();
  }
  if (returns.length === 0) return;
  await db
    .insertInto('stock_ledger')
    .values(
      returns.map((item) => ({
        product_kind: item.product_kind,
        product_id: item.product_id,
        qty_change: item.qty,
        reason: why.reason,
        doc_kind: 'order',
        doc_id: why.orderId,
        user_id: why.userId,
        created_at: why.at,
      })),
    )
    .execute();
}

/** Marks the bill cancelled and gives its stock back; false when another request cancelled it first. */
export async function cancelOrder(
  db: Kysely<Database>,
  order: Pick<Order, 'order_id' | 'version'>,
  lines: readonly OrderLine[],
  by: number,
  at: string,
): Promise<StockReturn[] | null> {
  const marked = await db
    .updateTable('orders')
    .set((eb) => ({ cancelled: 1, cancelled_at: at, cancelled_by: by, version: eb('version', '+', 1), updated_at: at }))
    .where('order_id', '=', order.order_id)
    .where('cancelled', '=', 0)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== 1) return null;
  const returns = stockToReturn(lines);
  await returnStock(db, returns, { reason: 'cancel', orderId: order.order_id, userId: by, at });
  await releaseUnitSerials(db, { orderId: order.order_id }, { released: 'cancel', at });
  return returns;
}

/** A quotation is deleted for real; its lines go with it. */
export async function deleteEstimate(db: Kysely<Database>, orderId: number): Promise<void> {
  await db.deleteFrom('order_lines').where('order_id', '=', orderId).execute();
  await db.deleteFrom('orders').where('order_id', '=', orderId).where('kind', '=', 'estimate').execute();
}

/** The bill as it was, for the audit trail: its own columns and lines, without the joined customer contact. */
export function beforeImage(order: OrderWithCustomer, lines: readonly OrderLine[]) {
  const {
    customer_name: _name,
    customer_mobile: _mobile,
    customer_address: _address,
    customer_state: _state,
    customer_email: _email,
    customer_city: _city,
    customer_pincode: _pincode,
    customer_tax_number: _gstin,
    ...own
  } = order;
  return { ...own, lines };
}
