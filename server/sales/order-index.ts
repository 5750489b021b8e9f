// The order lists' index (order_index.php and its kin): the bills listOrders would list with no search, in columns,
// and the customers they name. Two queries (the bills, then their customers), no join per bill.
import type { Kysely } from 'kysely';
import { dateNumber, PHONE_BLANK, PHONE_CUSTOMER, steps, type OrderIndexReply } from '../../core/api/order-index';
import type { Database } from '../db/types';
import type { DateRangeFilter } from './fields';
import { issuedBetween, owed, type OrderKind } from './order-list';

/** Below this many bills their customers are picked in SQL; above it every customer is read (see orderIndex). */
const FEW_BILLS = 20_000;

export async function orderIndex(db: Kysely<Database>, kind: OrderKind, filter: DateRangeFilter, fewBills = FEW_BILLS): Promise<OrderIndexReply> {
  const issued = issuedBetween(db, kind, filter);
  const bills = await issued
    .leftJoin('orders as billed', 'billed.order_id', 'o.billed_order_id')
    .select([
      'o.order_id',
      'o.bill_no',
      'o.order_date',
      'o.customer_id',
      'o.billing_phonenumber',
      'o.total',
      'o.paid_amount',
      'o.credited_amount',
      'billed.bill_no as billed_bill_no',
    ])
    .orderBy('o.order_date', 'desc')
    .orderBy('o.order_id', 'desc')
    .execute();
  // Read after the bills, so every bill read finds its customer (a customer is saved before its first bill). For many
  // bills every customer is read and the unbilled ones skipped: cheaper than reading the bills again to pick them.
  const customerRows = db.selectFrom('customers').select(['user_id', 'name', 'mobile']).orderBy('user_id');
  const named = await (bills.length < fewBills ? customerRows.where('user_id', 'in', issued.select('o.customer_id')) : customerRows).execute();
  const billed = new Set<number>();
  for (const bill of bills) billed.add(Number(bill.customer_id));
  const customers = named.filter((c) => billed.has(Number(c.user_id)));

  const position = new Map<number, number>();
  customers.forEach((c, i) => position.set(Number(c.user_id), i));
  const orderIds: number[] = [];
  const billNos: number[] = [];
  const dates: number[] = [];
  const customerOf: number[] = [];
  const phone: number[] = [];
  const total: number[] = [];
  const balance: number[] = [];
  const billedAs: number[] = [];
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
    const phoned = bill.billing_phonenumber;
    if (phoned === '') phone.push(PHONE_BLANK);
    else if (phoned === (customers[at] as { mobile: string }).mobile) phone.push(PHONE_CUSTOMER);
    else {
      let code = phoneCode.get(phoned);
      if (code === undefined) {
        code = phones.push(phoned) + 1;
        phoneCode.set(phoned, code);
      }
      phone.push(code);
    }
    total.push(Number(bill.total));
    balance.push(owed(kind, Number(bill.total), Number(bill.paid_amount), Number(bill.credited_amount)));
    billedAs.push(bill.billed_bill_no === null ? 0 : Number(bill.billed_bill_no));
  }
  return {
    customers: { name: customers.map((c) => c.name), mobile: customers.map((c) => c.mobile) },
    phones,
    bills: {
      order_id: steps(orderIds),
      bill_no: steps(billNos),
      date: steps(dates),
      customer: customerOf,
      phone,
      total,
      balance,
      ...(kind === 'estimate' ? { billed: billedAs } : {}),
    },
  };
}
