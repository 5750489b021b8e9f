// The order lists' index (order_index.php and its kin): the bills listOrders would list with no search, in columns,
// and the customers they name. Two queries (the bills, then their customers), no join per bill.
import type { Kysely } from 'kysely';
import { dateNumber, PHONE_BLANK, PHONE_CUSTOMER, steps, type OrderIndexReply } from '../../core/api/order-index';
import type { IsoDate } from '../../core/dates';
import type { Database } from '../db/types';
import type { OrderKind } from './order-list';

export interface IndexFilter {
  from: IsoDate | null;
  to: IsoDate | null;
}

export async function orderIndex(db: Kysely<Database>, kind: OrderKind, filter: IndexFilter): Promise<OrderIndexReply> {
  let issued = db.selectFrom('orders as o').where('o.kind', '=', kind).where('o.cancelled', '=', 0);
  if (filter.from) issued = issued.where('o.order_date', '>=', filter.from);
  if (filter.to) issued = issued.where('o.order_date', '<=', filter.to);
  const bills = await issued
    .select(['o.order_id', 'o.bill_no', 'o.order_date', 'o.customer_id', 'o.billing_phonenumber', 'o.total', 'o.paid_amount'])
    .orderBy('o.order_date', 'desc')
    .orderBy('o.order_id', 'desc')
    .execute();
  // Read after the bills, so every bill read finds its customer (a customer is saved before its first bill).
  const customers = await db
    .selectFrom('customers')
    .select(['user_id', 'name', 'mobile'])
    .where('user_id', 'in', issued.select('o.customer_id'))
    .orderBy('user_id')
    .execute();

  const position = new Map<number, number>();
  customers.forEach((c, i) => position.set(Number(c.user_id), i));
  const orderIds: number[] = [];
  const billNos: number[] = [];
  const dates: number[] = [];
  const customerOf: number[] = [];
  const phone: number[] = [];
  const total: number[] = [];
  const balance: number[] = [];
  const phones: string[] = [];
  const phoneCode = new Map<string, number>();
  for (const bill of bills) {
    const at = position.get(Number(bill.customer_id));
    // listOrders joins customers: a bill without its customer is not listed.
    if (at === undefined) continue;
    orderIds.push(Number(bill.order_id));
    billNos.push(Number(bill.bill_no));
    dates.push(dateNumber(bill.order_date));
    customerOf.push(at);
    const billed = bill.billing_phonenumber;
    if (billed === '') phone.push(PHONE_BLANK);
    else if (billed === (customers[at] as { mobile: string }).mobile) phone.push(PHONE_CUSTOMER);
    else {
      let code = phoneCode.get(billed);
      if (code === undefined) {
        code = phones.push(billed) + 1;
        phoneCode.set(billed, code);
      }
      phone.push(code);
    }
    total.push(Number(bill.total));
    // A quotation is never paid: nothing is owed on it (as listOrders shows it).
    balance.push(kind === 'estimate' ? 0 : Number(bill.total) - Number(bill.paid_amount));
  }
  return {
    customers: { name: customers.map((c) => c.name), mobile: customers.map((c) => c.mobile) },
    phones,
    bills: { order_id: steps(orderIds), bill_no: steps(billNos), date: steps(dates), customer: customerOf, phone, total, balance },
  };
}
