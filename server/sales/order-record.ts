// One sales bill with its customer and lines, as the detail, editor and cancel calls read it.
import type { Kysely, Selectable } from 'kysely';
import type { Database, Order, OrderLineTable } from '../db/types';
import type { OrderKind } from './order-list';

export type OrderLine = Selectable<OrderLineTable>;

export interface CustomerContact {
  customer_name: string;
  customer_mobile: string;
  customer_address: string;
  customer_state: string;
  customer_email: string;
  customer_city: string;
  customer_pincode: string;
  /** The customer's GSTIN: a bill with no state of its own takes its place of supply from it. */
  customer_tax_number: string;
}

export type OrderWithCustomer = Order &
  CustomerContact & {
    /** A quotation's: the bill number of the bill it became (orders.billed_order_id), or null. */
    billed_bill_no: number | null;
  };

export interface OrderRecord {
  order: OrderWithCustomer;
  lines: OrderLine[];
}

const CONTACT = [
  'c.name as customer_name',
  'c.mobile as customer_mobile',
  'c.address as customer_address',
  'c.state as customer_state',
  'c.email as customer_email',
  'c.city as customer_city',
  'c.pincode as customer_pincode',
  'c.tax_number as customer_tax_number',
] as const;

function ordersWithCustomer(db: Kysely<Database>) {
  return db
    .selectFrom('orders as o')
    .innerJoin('customers as c', 'c.user_id', 'o.customer_id')
    .leftJoin('orders as billed', 'billed.order_id', 'o.billed_order_id')
    .selectAll('o')
    .select(CONTACT)
    .select('billed.bill_no as billed_bill_no');
}

/** The bill, if it exists and is one of `kinds` (a bill of another kind is "not found" to the caller). */
export async function findOrder(db: Kysely<Database>, orderId: number, kinds: readonly OrderKind[]): Promise<OrderWithCustomer | undefined> {
  return ordersWithCustomer(db).where('o.order_id', '=', orderId).where('o.kind', 'in', kinds).executeTakeFirst();
}

export async function linesOf(db: Kysely<Database>, orderId: number): Promise<OrderLine[]> {
  return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('line_no').orderBy('od_id').execute();
}

export async function loadOrder(db: Kysely<Database>, orderId: number, kinds: readonly OrderKind[]): Promise<OrderRecord | undefined> {
  const order = await findOrder(db, orderId, kinds);
  if (!order) return undefined;
  return { order, lines: await linesOf(db, orderId) };
}

/** Every cancelled bill with its lines, newest first: two queries, whatever the count. */
export async function loadCancelled(db: Kysely<Database>, range: { from: string | null; to: string | null }): Promise<OrderRecord[]> {
  let orders = ordersWithCustomer(db).where('o.cancelled', '=', 1);
  let lines = db.selectFrom('order_lines as l').innerJoin('orders as o', 'o.order_id', 'l.order_id').selectAll('l').where('o.cancelled', '=', 1);
  if (range.from) {
    orders = orders.where('o.order_date', '>=', range.from);
    lines = lines.where('o.order_date', '>=', range.from);
  }
  if (range.to) {
    orders = orders.where('o.order_date', '<=', range.to);
    lines = lines.where('o.order_date', '<=', range.to);
  }
  const [found, allLines] = await Promise.all([
    orders.orderBy('o.order_date', 'desc').orderBy('o.order_id', 'desc').execute(),
    lines.orderBy('l.order_id').orderBy('l.line_no').orderBy('l.od_id').execute(),
  ]);
  const byOrder = new Map<number, OrderLine[]>();
  for (const line of allLines) {
    const list = byOrder.get(line.order_id) ?? [];
    list.push(line);
    byOrder.set(line.order_id, list);
  }
  return found.map((order) => ({ order, lines: byOrder.get(order.order_id) ?? [] }));
}
