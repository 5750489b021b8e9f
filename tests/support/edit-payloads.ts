// Edit payloads as the three editors send them: a save payload (./pos-payloads) plus order_id, bill_no, version and
// each line's od_id (null on a line added in the editor).
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/types';

export interface BillRef {
  orderId: number;
  billNo: number;
  version: number;
}

export function asEdit<B extends { productdetails: readonly object[] }>(body: B, bill: BillRef, odIds: ReadonlyArray<number | null>) {
  return {
    ...body,
    order_id: String(bill.orderId),
    bill_no: String(bill.billNo),
    version: bill.version,
    productdetails: body.productdetails.map((line, i) => ({ ...line, od_id: odIds[i] === null || odIds[i] === undefined ? null : String(odIds[i]) })),
  };
}

export async function storedLines(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('line_no').execute();
}

export async function storedOrder(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
}
