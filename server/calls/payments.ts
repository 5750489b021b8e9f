// Payments (back-office §7): the cash book (payment_details_*), the pending reports and the payments that clear
// them (pos_report_payment, pos_update_payment and their supplier twins), and the paid reports.
import { z } from 'zod';
import { todayInKolkata } from '../../core/dates';
import { formatRupees } from '../../core/money';
import { SELECT_A_USER } from '../../core/payment';
import { rupees } from '../../core/payloads';
import { checkPaymentMode, paymentModeOf, paymentModeShape } from '../../core/payment-mode';
import { refuseClosedDay } from '../payments/day-end';
import { dateFilter } from '../../core/report-filter';
import { defineCall, type RegisteredCall } from '../call';
import { ApiError } from '../envelope';
import { paymentDetailBody } from '../../core/forms/payment-detail';
import { paymentDetailRow, paymentDetails } from '../payments/cash-book';
import { paidReport } from '../payments/paid-report';
import type { Party } from '../payments/party-books';
import { bookPayment, pendingReport } from '../payments/pending-report';
import { idField } from '../../core/forms/fields';
import { DELETED, signedIn } from './sales-bill-calls';
import { refuseDates } from '../books-lock';
import { CREDIT_APPLIED } from '../../core/credit-apply';
import { applyCustomerCredit } from '../payments/customer-credit';

const anyBody = z.object({}).passthrough();
const dateText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v)));

export const paymentDetailsList = defineCall({
  path: 'payment_details_list.php',
  schema: z.object({ from_date: dateText, to_date: dateText }).passthrough(),
  async run({ db, body }) {
    return { body: await paymentDetails(db, dateFilter(body.from_date, body.to_date)) };
  },
});

export const paymentDetailsAdd = defineCall({
  path: 'payment_details_add.php',
  write: true,
  schema: paymentDetailBody,
  async run({ db, body, user, now, audit }) {
    const writer = signedIn(user);
    const by = writer.userId;
    await refuseDates(db, { isOwner: writer.isOwner, now }, todayInKolkata(now));
    await refuseClosedDay(db, writer, [todayInKolkata(now)]);
    const row = await db
      .insertInto('payment_details')
      .values({
        name: body.name,
        amount: body.amount,
        payment_method: body.payment_method,
        payment_sent: body.payment_sent,
        description: body.description,
        mode: body.paidBy.mode,
        cheque_no: body.paidBy.chequeNo,
        cheque_date: body.paidBy.chequeDate,
        reference: body.paidBy.reference,
        added_date: todayInKolkata(now),
        created_by: by,
        created_at: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit({ entity: 'payment_detail', entityId: row.id, after: row });
    return { msg: 'payment details added successfully!', body: paymentDetailRow(row) };
  },
});

export const paymentDetailsDelete = defineCall({
  path: 'payment_details_delete.php',
  write: true,
  schema: z.object({ id: idField() }),
  async run({ db, body, user, now, audit }) {
    const row = await db.selectFrom('payment_details').selectAll().where('id', '=', body.id).executeTakeFirst();
    if (!row) throw new ApiError(404, `No payment detail with id ${body.id}`);
    await refuseDates(db, { isOwner: signedIn(user).isOwner, now }, row.added_date);
    await refuseClosedDay(db, signedIn(user), [row.added_date], row.created_by);
    await db.deleteFrom('payment_details').where('id', '=', body.id).execute();
    await audit({ entity: 'payment_detail', entityId: row.id, before: row });
    return { msg: DELETED, body: null };
  },
});

function pendingCall(path: string, party: Party): RegisteredCall {
  return defineCall({
    path,
    schema: anyBody,
    async run({ db }) {
      return { body: await pendingReport(db, party) };
    },
  });
}

const paidAmount = z
  .unknown()
  .optional()
  .transform((input, ctx): number => {
    if (input === undefined || input === null || input === '') {
      ctx.addIssue({ code: 'custom', message: 'Please enter the amount paid.' });
      return z.NEVER;
    }
    const parsed = rupees().safeParse(input);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'must be an amount in rupees' });
      return z.NEVER;
    }
    if (parsed.data <= 0) {
      ctx.addIssue({ code: 'custom', message: 'must be more than 0' });
      return z.NEVER;
    }
    return parsed.data;
  });

/** No party chosen is null: the call answers the spec's "Please select a user." as its whole message. */
const partyId = z
  .unknown()
  .optional()
  .transform((input, ctx): number | null => {
    if (input === undefined || input === null || input === '' || input === 0 || input === '0') return null;
    const parsed = idField().safeParse(input);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'must be a record id' });
      return z.NEVER;
    }
    return parsed.data;
  });

function updatePaymentCall(path: string, party: Party): RegisteredCall {
  // Not in the spec (issues 22, 29 item 6): how the money came or went; absent is cash, as every payment before it.
  const schema =
    party === 'customer'
      ? z
          .object({ user_id: partyId, paid_amount: paidAmount, ...paymentModeShape })
          .superRefine(checkPaymentMode)
          .transform((b) => ({ partyId: b.user_id, amount: b.paid_amount, paidBy: paymentModeOf(b) }))
      : z
          .object({ supplier_id: partyId, paid_amount: paidAmount, ...paymentModeShape })
          .superRefine(checkPaymentMode)
          .transform((b) => ({ partyId: b.supplier_id, amount: b.paid_amount, paidBy: paymentModeOf(b) }));
  return defineCall({
    path,
    write: true,
    schema,
    async run({ db, body, user, now, audit }) {
      if (body.partyId === null) throw new ApiError(400, SELECT_A_USER);
      const by = signedIn(user);
      await refuseDates(db, { isOwner: by.isOwner, now }, todayInKolkata(now));
      // Money taken or paid on a closed day changes that day's books: the owner's to do.
      await refuseClosedDay(db, by, [todayInKolkata(now)]);
      const booked = await bookPayment(db, party, body.partyId, body.amount, by.userId, now, body.paidBy);
      for (const entry of booked.entries) {
        await audit({
          entity: party === 'customer' ? 'customer_payment' : 'supplier_payment',
          entityId: entry.paidId,
          after: { ...entry, partyId: body.partyId },
        });
      }
      return {
        msg: 'Payment updated successfully!',
        body: {
          paid: booked.entries.map((e) => ({
            [party === 'customer' ? 'order_id' : 'purchase_id']: e.billId === null ? '' : String(e.billId),
            doc_kind: e.billId === null ? 'opening' : 'bill',
            paid_id: String(e.paidId),
            paid_amount: formatRupees(e.amount),
            pending_balance: formatRupees(e.balanceAfter),
          })),
          pending_balance: formatRupees(booked.pendingAfter),
        },
      };
    },
  });
}

function paidCall(path: string, party: Party): RegisteredCall {
  return defineCall({
    path,
    schema: anyBody,
    async run({ db }) {
      return { body: await paidReport(db, party) };
    },
  });
}

/**
 * Not in the spec (issue 21 follow-up): the customer's kept credit taken off their oldest pending bills, drawing on
 * the oldest credit notes first. No money moves: the bills' balances fall (orders.credited_amount), no payment is booked.
 */
export const posApplyCredit = defineCall({
  path: 'pos_api/pos_apply_credit.php',
  write: true,
  schema: z.object({ user_id: partyId }),
  async run({ db, body, user, now, audit }) {
    if (body.user_id === null) throw new ApiError(400, SELECT_A_USER);
    const by = signedIn(user);
    await refuseDates(db, { isOwner: by.isOwner, now }, todayInKolkata(now));
    await refuseClosedDay(db, by, [todayInKolkata(now)]);
    const done = await applyCustomerCredit(db, body.user_id, by.userId, now);
    for (const row of done.rows) {
      await audit({ entity: 'credit_application', entityId: row.id, after: { ...row, customer_id: body.user_id } });
    }
    return {
      msg: CREDIT_APPLIED,
      body: {
        applied: formatRupees(done.applied),
        credit_left: formatRupees(done.creditLeft),
        bills: done.bills.map((b) => ({
          order_id: String(b.orderId),
          bill_no: b.billNo,
          amount: formatRupees(b.amount),
          pending_balance: formatRupees(b.balanceAfter),
        })),
      },
    };
  },
});

export const posReportPayment = pendingCall('pos_api/pos_report_payment.php', 'customer');
export const posReportSupplierPayment = pendingCall('pos_api/pos_report_supplier_payment.php', 'supplier');
export const posUpdatePayment = updatePaymentCall('pos_api/pos_update_payment.php', 'customer');
export const posUpdateSupplierPayment = updatePaymentCall('pos_api/pos_update_supplier_payment.php', 'supplier');
export const posPaidReportPayment = paidCall('pos_api/pos_paid_report_payment.php', 'customer');
export const posPaidReportPaymentSupplier = paidCall('pos_api/pos_paid_report_payment_supplier.php', 'supplier');
