// Sales returns and credit notes (issue 21): pos_api/sales_return.php makes one; credit_note_list.php and
// credit_note_details.php read them; pos_api/sales_return_detail.php is the return screen's bill.
import { z } from 'zod';
import { salesReturnBody } from '../../core/credit-note-payload';
import { formatRupees } from '../../core/money';
import { defineCall } from '../call';
import { readSettings } from '../sales/catalogue';
import { creditNoteDetail, listCreditNotes, salesReturnDetail } from '../sales/credit-note-views';
import { billByNumber, creditNoteNumber, saveSalesReturn } from '../sales/credit-notes';
import { idField } from '../../core/forms/fields';
import { listFilterBody } from '../sales/fields';
import { text } from '../../core/payloads';
import { rowsWithTotal } from '../sales/paging';
import { signedIn } from './sales-bill-calls';

export const salesReturn = defineCall({
  path: 'pos_api/sales_return.php',
  write: true,
  schema: salesReturnBody,
  async run({ db, body, user, now, audit }) {
    const by = signedIn(user);
    const saved = await saveSalesReturn(db, body, { userId: by.userId, isOwner: by.isOwner, now });
    await audit({ entity: 'credit_note', entityId: saved.note.credit_note_id, after: { ...saved.note, lines: saved.totals.lines } });
    return {
      msg: 'Credit note saved successfully!',
      body: {
        credit_note_id: String(saved.note.credit_note_id),
        credit_note_no: creditNoteNumber(saved.note.cn_no),
        total: formatRupees(saved.note.total),
        applied: formatRupees(saved.settlement.applied),
        refund: formatRupees(saved.settlement.refund),
        kept_credit: formatRupees(saved.settlement.keptCredit),
      },
    };
  },
});

/** The bill by its order_id, or by the number the customer knows ("28", "R-28"; the newest such bill). */
const returnBillBody = z
  .object({ order_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), idField().optional()), bill_no: text(20) })
  .refine((b) => b.order_id !== undefined || b.bill_no !== '', { error: 'is required (or a bill_no)', path: ['order_id'] });

export const salesReturnDetailCall = defineCall({
  path: 'pos_api/sales_return_detail.php',
  schema: returnBillBody,
  async run({ db, body }) {
    const orderId = body.order_id ?? (await billByNumber(db, body.bill_no));
    return { body: await salesReturnDetail(db, orderId) };
  },
});

export const creditNoteList = defineCall({
  path: 'credit_note_list.php',
  schema: listFilterBody,
  async run({ db, body, c }) {
    return { body: rowsWithTotal(await listCreditNotes(db, body), c) };
  },
});

export const creditNoteDetails = defineCall({
  path: 'credit_note_details.php',
  schema: z.object({ credit_note_id: idField() }),
  async run({ db, body }) {
    return { body: await creditNoteDetail(db, body.credit_note_id, await readSettings(db)) };
  },
});
