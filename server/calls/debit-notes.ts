// Purchase returns and debit notes (issue 30 item 2): pos_api/purchase_return.php makes one; debit_note_list.php and
// debit_note_details.php read them; pos_api/purchase_return_detail.php is the return screen's purchase.
import { z } from 'zod';
import type { PurchaseReturnSaved } from '../../core/api/debit-notes';
import { purchaseReturnBody } from '../../core/debit-note-payload';
import { idField } from '../../core/forms/fields';
import { formatRupees } from '../../core/money';
import { defineCall } from '../call';
import { debitNoteDetail, listDebitNotes, purchaseReturnDetail } from '../purchases/debit-note-views';
import { debitNoteNumber, savePurchaseReturn } from '../purchases/returns';
import { readSettings } from '../sales/catalogue';
import { listFilterBody } from '../sales/fields';
import { rowsWithTotal } from '../sales/paging';
import { signedIn } from './sales-bill-calls';

export const purchaseReturn = defineCall({
  path: 'pos_api/purchase_return.php',
  write: true,
  schema: purchaseReturnBody,
  async run({ db, body, user, now, audit }) {
    const by = signedIn(user);
    const saved = await savePurchaseReturn(db, body, { userId: by.userId, isOwner: by.isOwner, now });
    await audit({ entity: 'debit_note', entityId: saved.note.debit_note_id, after: { ...saved.note, lines: saved.totals.lines } });
    const reply: PurchaseReturnSaved = {
      debit_note_id: String(saved.note.debit_note_id),
      debit_note_no: debitNoteNumber(saved.note.dn_no),
      total: formatRupees(saved.note.total),
    };
    return { msg: 'Debit note saved successfully!', body: reply };
  },
});

export const purchaseReturnDetailCall = defineCall({
  path: 'pos_api/purchase_return_detail.php',
  schema: z.object({ purchase_id: idField() }),
  async run({ db, body }) {
    return { body: await purchaseReturnDetail(db, body.purchase_id) };
  },
});

export const debitNoteList = defineCall({
  path: 'debit_note_list.php',
  schema: listFilterBody,
  async run({ db, body, c }) {
    return { body: rowsWithTotal(await listDebitNotes(db, body), c) };
  },
});

export const debitNoteDetails = defineCall({
  path: 'debit_note_details.php',
  schema: z.object({ debit_note_id: idField() }),
  async run({ db, body }) {
    return { body: await debitNoteDetail(db, body.debit_note_id, await readSettings(db)) };
  },
});
