// billdate_detail.php and billdate_update.php: the date on a GST or retail bill.
import { z } from 'zod';
import { toDmy, todayInKolkata } from '../../core/dates';
import { billDateFields } from '../../core/forms/bill-date';
import { defineCall } from '../call';
import { ApiError } from '../envelope';
import { billDateRefusal, setBillDate } from '../sales/bill-date';
import { idField } from '../../core/forms/fields';
import { orderIdBody } from '../sales/fields';
import { findOrder } from '../sales/order-record';
import { refuseDates } from '../books-lock';
import { signedIn } from './sales-bill-calls';
import { refuseReturnedBill } from '../sales/credit-notes';

const SALES_BILLS = ['gst', 'retail'] as const;
const noBill = (orderId: number) => new ApiError(404, `No sales bill with order_id ${orderId}`);

export const billDateDetail = defineCall({
  path: 'billdate_detail.php',
  schema: orderIdBody,
  async run({ db, body }) {
    const order = await findOrder(db, body.order_id, SALES_BILLS);
    if (!order) throw noBill(body.order_id);
    return { body: { added_date: toDmy(order.order_date, '-') } };
  },
});

export const billDateUpdate = defineCall({
  path: 'billdate_update.php',
  write: true,
  schema: z.object({ order_id: idField(), ...billDateFields }),
  async run({ db, body, user, now, audit }) {
    const order = await findOrder(db, body.order_id, SALES_BILLS);
    if (!order) throw noBill(body.order_id);
    const today = todayInKolkata(now);
    if (body.new_date > today) throw new ApiError(400, `new_date: a bill cannot be dated after today (${toDmy(today)})`);
    await refuseDates(db, { isOwner: signedIn(user).isOwner, now }, order.order_date, body.new_date);
    // A credit note prints the bill's date as its "Original Invoice Date": re-dating would change notes already issued.
    await refuseReturnedBill(db, order);
    const refusal = billDateRefusal(order, body.new_date, today);
    if (refusal) throw new ApiError(refusal.code, refusal.msg);
    if (!(await setBillDate(db, order, body.new_date, now.toISOString()))) {
      throw new ApiError(409, 'This bill was changed by someone else just now: reload it and try again.');
    }
    await audit({
      entity: 'order',
      entityId: body.order_id,
      before: { order_date: order.order_date, version: order.version },
      after: { order_date: body.new_date, version: order.version + 1 },
    });
    return { msg: 'Bill date updated successfully', body: { order_id: String(body.order_id), added_date: toDmy(body.new_date, '-') } };
  },
});
