// The order, estimate and retail order lists, and one customer's order history: one query joined to customers.
import { sql, type Kysely } from 'kysely';
import { billBalance } from '../../core/bill-balance';
import { toDmy } from '../../core/dates';
import { formatIndian, formatRupees } from '../../core/money';
import type { OrderListRow } from '../../core/api/sales-records';
import type { Database, OrderTable } from '../db/types';
import { customersMatching } from './customer-search';
import { containsPattern, type DateRangeFilter, type ListFilter } from './fields';
import { countOf, pageOf, type Page } from './paging';

export type OrderKind = OrderTable['kind'];

interface ListedOrder {
  order_id: number;
  kind: OrderKind;
  bill_no: number;
  order_date: string;
  name: string;
  mobile: string;
  billing_phonenumber: string;
  total: number;
  paid_amount: number;
  credited_amount: number;
  billed_bill_no: number | null;
}

/** Issued (not cancelled) bills of these kinds, before the join to customers. */
function issued(db: Kysely<Database>, kinds: readonly OrderKind[]) {
  return db.selectFrom('orders as o').where('o.kind', 'in', kinds).where('o.cancelled', '=', 0);
}

/** Issued bills of one kind dated inside the From/To range (either end may be open). */
export function issuedBetween(db: Kysely<Database>, kind: OrderKind, range: DateRangeFilter) {
  let bills = issued(db, [kind]);
  if (range.from) bills = bills.where('o.order_date', '>=', range.from);
  if (range.to) bills = bills.where('o.order_date', '<=', range.to);
  return bills;
}

/** Paise still owed on a bill (less what its credit notes took off). A quotation is never paid: nothing is owed on it. */
export function owed(kind: OrderKind, total: number, paid: number, credited = 0): number {
  return billBalance({ kind, total, paid, credited });
}

const LIST_COLUMNS = [
  'o.order_id',
  'o.kind',
  'o.bill_no',
  'o.order_date',
  'c.name',
  'c.mobile',
  'o.billing_phonenumber',
  'o.total',
  'o.paid_amount',
  'o.credited_amount',
] as const;

/** `dateSeparator` is '/' on the customer order list, as the spec shows it. */
function listRow(dateSeparator: '-' | '/') {
  return (row: ListedOrder): OrderListRow => ({
    order_id: String(row.order_id),
    bill_no: String(row.bill_no),
    orderdate: toDmy(row.order_date, dateSeparator),
    added_date: toDmy(row.order_date, '-'),
    name: row.name,
    mobile: row.mobile,
    billing_phonenumber: row.billing_phonenumber,
    amount: formatIndian(row.total),
    balance: formatRupees(owed(row.kind, Number(row.total), Number(row.paid_amount), Number(row.credited_amount))),
    // Not in the spec (issue 32): the GST bill a quotation became, on a billed quotation's row only.
    ...(row.kind === 'estimate' && row.billed_bill_no !== null ? { billed_bill_no: String(row.billed_bill_no) } : {}),
  });
}

/**
 * Issued (not cancelled) bills of one kind, newest first. Search matches the customer's name (any case) or mobile,
 * the bill's own billing phone (the number its row shows) when the text is digits, or the printed bill number (issue
 * 32: never the internal order id, which people do not see), and that bill comes first; customers are searched first,
 * so a search never scans every bill's join.
 */
export async function listOrders(db: Kysely<Database>, kind: OrderKind, filter: ListFilter): Promise<Page<OrderListRow>> {
  let matching = issuedBetween(db, kind, filter);
  const number = filter.search !== '' && /^\d{1,15}$/.test(filter.search) ? Number(filter.search) : null;
  if (filter.search !== '') {
    const customers = customersMatching(db, filter.search, { taxNumber: false });
    const digits = /^\d+$/.test(filter.search);
    matching = matching.where((eb) =>
      eb.or([
        eb('o.customer_id', 'in', customers),
        ...(digits ? [sql<boolean>`${eb.ref('o.billing_phonenumber')} like ${containsPattern(filter.search)} escape '\\'`] : []),
        ...(number === null ? [] : [eb('o.bill_no', '=', number)]),
      ]),
    );
  }
  // The bill whose number was typed first, then newest first.
  const billFirst = number === null ? null : sql<number>`case when o.bill_no = ${number} then 0 else 1 end`;
  const withCustomer = (orders: typeof matching) => {
    const joined = orders
      .innerJoin('customers as c', 'c.user_id', 'o.customer_id')
      .leftJoin('orders as billed', 'billed.order_id', 'o.billed_order_id')
      .select(LIST_COLUMNS)
      .select('billed.bill_no as billed_bill_no');
    return (billFirst === null ? joined : joined.orderBy(billFirst)).orderBy('o.order_date', 'desc').orderBy('o.order_id', 'desc');
  };
  return pageOf(
    filter.page,
    {
      all: () => withCustomer(matching).execute(),
      // The page is picked from the bills alone, so the rows skipped by the offset are never joined.
      page: (limit, offset) => {
        const picked = matching.select('o.order_id');
        const ids = (billFirst === null ? picked : picked.orderBy(billFirst))
          .orderBy('o.order_date', 'desc')
          .orderBy('o.order_id', 'desc')
          .limit(limit)
          .offset(offset);
        return withCustomer(issued(db, [kind]).where('o.order_id', 'in', ids)).execute();
      },
      count: () => countOf(matching),
    },
    listRow('-'),
  );
}

/** One customer's issued sales bills (GST and retail), newest first. */
export async function customerOrders(db: Kysely<Database>, customerId: number): Promise<OrderListRow[]> {
  const rows = await issued(db, ['gst', 'retail'])
    .where('o.customer_id', '=', customerId)
    .innerJoin('customers as c', 'c.user_id', 'o.customer_id')
    .select(LIST_COLUMNS)
    .select((eb) => eb.val<number | null>(null).as('billed_bill_no'))
    .orderBy('o.order_date', 'desc')
    .orderBy('o.order_id', 'desc')
    .execute();
  return rows.map(listRow('/'));
}
