// The one query of a party's account (DESIGN §11): every document that moves what a customer owes the shop (opening
// balance, issued GST and retail bills, credit notes, their refunds, kept credit applied, payments received) or the
// shop owes a supplier (opening balance, purchases, debit notes, payments made). Cancelled bills and what was booked on them are
// left out, as the pending report leaves them out. core/ledger/fold.ts folds the answer.
import type { Kysely } from 'kysely';
import { billNumber } from '../../core/bill-series';
import type { LedgerDocument, LedgerParty } from '../../core/ledger/documents';
import { formatMoney } from '../../core/money';
import { describePaymentMode, PAYMENT_MODE_NAMES, type PaymentMode } from '../../core/payment-mode';
import type { Database } from '../db/types';
import { receiptNumber } from '../payments/paid-report';

export interface LedgerPartyRecord {
  id: number;
  name: string;
  mobile: string;
  address: string;
  state: string;
  taxNumber: string;
}

/** How a payment row's narration names its mode: "cash", "UPI", "cheque 123456 dated 05-12-2026, ref …" (issue 29 item 6). */
const modeName = (p: { mode: PaymentMode; cheque_no: string; cheque_date: string | null; reference: string }): string => {
  const said = describePaymentMode({ mode: p.mode, chequeNo: p.cheque_no, chequeDate: p.cheque_date, reference: p.reference });
  const name = PAYMENT_MODE_NAMES[p.mode];
  return p.mode === 'upi' ? said : name.toLowerCase() + said.slice(name.length);
};

/** The opening balance as a document of the account (none when 0 or undated). */
const openingDocument = (balance: number, date: string): LedgerDocument | null =>
  balance > 0 && date !== '' ? { date, kind: 'opening', number: 'Opening', narration: 'Opening balance', amount: balance, seq: 0 } : null;

/** The party (null when there is none with that id) and its opening balance. */
export async function ledgerParty(
  db: Kysely<Database>,
  party: LedgerParty,
  id: number,
): Promise<{ record: LedgerPartyRecord; opening: LedgerDocument | null } | null> {
  const row =
    party === 'customer'
      ? await db
          .selectFrom('customers')
          .select(['user_id as id', 'name', 'mobile', 'address', 'state', 'tax_number as taxNumber', 'opening_balance', 'opening_date'])
          .where('user_id', '=', id)
          .executeTakeFirst()
      : await db
          .selectFrom('suppliers')
          .select(['id', 'supplier_name as name', 'mobile', 'address', 'state', 'gst_number as taxNumber', 'opening_balance', 'opening_date'])
          .where('id', '=', id)
          .executeTakeFirst();
  if (!row) return null;
  const opening = openingDocument(Number(row.opening_balance), row.opening_date);
  return { record: { id: row.id, name: row.name, mobile: row.mobile, address: row.address, state: row.state, taxNumber: row.taxNumber }, opening };
}

/** One party's document (partyId: the customer's or supplier's id). */
interface PartyDocument {
  partyId: number;
  doc: LedgerDocument;
}

/** `only`: one party's documents; null: every party's. */
async function customerDocuments(db: Kysely<Database>, only: number | null): Promise<PartyDocument[]> {
  const docs: PartyDocument[] = [];
  const bills = await db
    .selectFrom('orders')
    .select(['order_id', 'customer_id', 'kind', 'bill_no', 'order_date', 'total'])
    .$if(only !== null, (q) => q.where('customer_id', '=', only!))
    .where('kind', 'in', ['gst', 'retail'])
    .where('cancelled', '=', 0)
    .execute();
  const numbers = new Map<number, string>();
  for (const b of bills) {
    const kind = b.kind === 'retail' ? 'retail' : 'gst';
    const number = billNumber(kind, b.bill_no);
    numbers.set(b.order_id, number);
    if (b.customer_id === null) continue;
    docs.push({
      partyId: b.customer_id,
      doc: { date: b.order_date, kind: 'bill', number, narration: kind === 'retail' ? 'Retail bill' : 'GST bill', amount: Number(b.total), seq: b.order_id },
    });
  }
  const billNo = (orderId: number): string => numbers.get(orderId) ?? String(orderId);

  const notes = await db
    .selectFrom('credit_notes as n')
    .innerJoin('orders as o', 'o.order_id', 'n.order_id')
    .select(['n.credit_note_id', 'n.customer_id', 'n.cn_no', 'n.cn_date', 'n.order_id', 'n.total', 'n.refund'])
    .$if(only !== null, (q) => q.where('n.customer_id', '=', only!))
    .where('o.cancelled', '=', 0)
    .execute();
  const noteNumbers = new Map<number, string>();
  for (const n of notes) {
    const number = billNumber('credit_note', n.cn_no);
    noteNumbers.set(n.credit_note_id, number);
    docs.push({
      partyId: n.customer_id,
      doc: { date: n.cn_date, kind: 'credit_note', number, narration: `Return on bill ${billNo(n.order_id)}`, amount: Number(n.total), seq: n.credit_note_id },
    });
    if (Number(n.refund) > 0)
      docs.push({
        partyId: n.customer_id,
        doc: { date: n.cn_date, kind: 'refund', number, narration: `Refund on ${number}`, amount: Number(n.refund), seq: n.credit_note_id },
      });
  }

  const applications = await db
    .selectFrom('credit_applications')
    .select(['id', 'customer_id', 'credit_note_id', 'order_id', 'amount', 'applied_date'])
    .$if(only !== null, (q) => q.where('customer_id', '=', only!))
    .execute();
  for (const a of applications) {
    const note = noteNumbers.get(a.credit_note_id) ?? `CN ${a.credit_note_id}`;
    docs.push({
      partyId: a.customer_id,
      doc: {
        date: a.applied_date,
        kind: 'credit_applied',
        number: note,
        narration: `Credit of ${formatMoney(Number(a.amount))} from ${note} taken off bill ${billNo(a.order_id)}`,
        amount: Number(a.amount),
        seq: a.id,
      },
    });
  }

  // An entry on the opening balance has no bill (issue 29 item 1); one on a cancelled bill is left out.
  const payments = await db
    .selectFrom('customer_payments as cp')
    .leftJoin('orders as o', 'o.order_id', 'cp.order_id')
    .select(['cp.paid_id', 'cp.customer_id', 'cp.order_id', 'cp.amount', 'cp.paid_date', 'cp.mode', 'cp.cheque_no', 'cp.cheque_date', 'cp.reference'])
    .$if(only !== null, (q) => q.where('cp.customer_id', '=', only!))
    .where((eb) => eb.or([eb('cp.order_id', 'is', null), eb('o.cancelled', '=', 0)]))
    .execute();
  for (const p of payments) {
    docs.push({
      partyId: p.customer_id,
      doc: {
        date: p.paid_date,
        kind: 'payment_received',
        number: receiptNumber('customer', p.paid_id),
        narration: `Payment received (${modeName(p)}) on ${p.order_id === null ? 'the opening balance' : `bill ${billNo(p.order_id)}`}`,
        amount: Number(p.amount),
        seq: p.paid_id,
      },
    });
  }
  return docs;
}

async function supplierDocuments(db: Kysely<Database>, only: number | null): Promise<PartyDocument[]> {
  const docs: PartyDocument[] = [];
  const purchases = await db
    .selectFrom('purchases')
    .select(['purchase_id', 'supplier_id', 'order_date', 'total'])
    .$if(only !== null, (q) => q.where('supplier_id', '=', only!))
    .execute();
  for (const p of purchases) {
    docs.push({
      partyId: p.supplier_id,
      doc: { date: p.order_date, kind: 'purchase', number: String(p.purchase_id), narration: 'Purchase', amount: Number(p.total), seq: p.purchase_id },
    });
  }
  const notes = await db
    .selectFrom('debit_notes')
    .select(['debit_note_id', 'supplier_id', 'dn_no', 'dn_date', 'purchase_id', 'total'])
    .$if(only !== null, (q) => q.where('supplier_id', '=', only!))
    .execute();
  for (const n of notes) {
    docs.push({
      partyId: n.supplier_id,
      doc: {
        date: n.dn_date,
        kind: 'debit_note',
        number: billNumber('debit_note', n.dn_no),
        narration: `Return on purchase ${n.purchase_id}`,
        amount: Number(n.total),
        seq: n.debit_note_id,
      },
    });
  }
  const payments = await db
    .selectFrom('supplier_payments')
    .select(['paid_id', 'supplier_id', 'purchase_id', 'amount', 'paid_date', 'mode', 'cheque_no', 'cheque_date', 'reference'])
    .$if(only !== null, (q) => q.where('supplier_id', '=', only!))
    .execute();
  for (const p of payments) {
    docs.push({
      partyId: p.supplier_id,
      doc: {
        date: p.paid_date,
        kind: 'payment_made',
        number: receiptNumber('supplier', p.paid_id),
        narration: `Payment made (${modeName(p)}) on ${p.purchase_id === null ? 'the opening balance' : `purchase ${p.purchase_id}`}`,
        amount: Number(p.amount),
        seq: p.paid_id,
      },
    });
  }
  return docs;
}

/** The party's documents (unordered: the fold orders them), its opening balance included. */
export async function partyDocuments(db: Kysely<Database>, party: LedgerParty, id: number, opening: LedgerDocument | null): Promise<LedgerDocument[]> {
  const docs = (party === 'customer' ? await customerDocuments(db, id) : await supplierDocuments(db, id)).map((d) => d.doc);
  return opening ? [opening, ...docs] : docs;
}

/** Every party of the kind with its documents (its opening balance included) and credit days, in name order. */
export async function everyPartyDocuments(
  db: Kysely<Database>,
  party: LedgerParty,
): Promise<Array<{ record: Pick<LedgerPartyRecord, 'id' | 'name' | 'mobile'>; creditDays: number; documents: LedgerDocument[] }>> {
  const parties =
    party === 'customer'
      ? await db
          .selectFrom('customers')
          .select(['user_id as id', 'name', 'mobile', 'opening_balance', 'opening_date', 'credit_days'])
          .orderBy('name')
          .orderBy('user_id')
          .execute()
      : await db
          .selectFrom('suppliers')
          .select(['id', 'supplier_name as name', 'mobile', 'opening_balance', 'opening_date', 'credit_days'])
          .orderBy('supplier_name')
          .orderBy('id')
          .execute();
  const byParty = new Map<number, LedgerDocument[]>();
  for (const p of parties) {
    const opening = openingDocument(Number(p.opening_balance), p.opening_date);
    byParty.set(p.id, opening ? [opening] : []);
  }
  for (const { partyId, doc } of party === 'customer' ? await customerDocuments(db, null) : await supplierDocuments(db, null)) byParty.get(partyId)?.push(doc);
  return parties.map((p) => ({ record: { id: p.id, name: p.name, mobile: p.mobile }, creditDays: Number(p.credit_days), documents: byParty.get(p.id) ?? [] }));
}
