// itc_register.php (issue 30 item 3): the month's purchases, by purchase date, with the supplier's invoice and the GST
// each carries where its supplier's place of supply puts it, less the month's debit notes; the figures are
// core/itc-register's.
import type { Kysely } from 'kysely';
import { billNumber } from '../../core/bill-series';
import { monthRange } from '../../core/dates';
import { itcRegister, itcRegisterBody, type ItcRegisterBody } from '../../core/itc-register';
import { purchaseSplit } from '../../core/tax-columns';
import type { Database } from '../db/types';
import { sellerState } from '../sales/catalogue';

export async function itcRegisterForMonth(db: Kysely<Database>, month: { month: number; year: number }): Promise<ItcRegisterBody> {
  const range = monthRange(month.year, month.month);
  const [seller, rows, notes] = await Promise.all([
    sellerState(db),
    db
      .selectFrom('purchases as p')
      .innerJoin('suppliers as s', 's.id', 'p.supplier_id')
      .select([
        'p.purchase_id',
        'p.order_date',
        'p.supplier_name',
        's.supplier_name as current_name',
        's.gst_number',
        'p.supplier_state',
        'p.supplier_invoice_no',
        'p.supplier_invoice_date',
        'p.subtotal',
        'p.cgst_amt',
        'p.sgst_amt',
      ])
      .where('p.order_date', '>=', range.from)
      .where('p.order_date', '<=', range.to)
      .orderBy('p.order_date')
      .orderBy('p.purchase_id')
      .execute(),
    db
      .selectFrom('debit_notes as d')
      .innerJoin('suppliers as s', 's.id', 'd.supplier_id')
      .select(['d.dn_no', 'd.dn_date', 's.supplier_name', 's.gst_number', 'd.taxable', 'd.igst_amt', 'd.cgst_amt', 'd.sgst_amt'])
      .where('d.dn_date', '>=', range.from)
      .where('d.dn_date', '<=', range.to)
      .orderBy('d.dn_date')
      .orderBy('d.debit_note_id')
      .execute(),
  ]);
  const register = itcRegister(
    rows.map((r) => ({
      purchaseId: r.purchase_id,
      purchaseDate: r.order_date,
      supplierName: r.supplier_name || r.current_name,
      gstin: r.gst_number,
      invoiceNo: r.supplier_invoice_no,
      invoiceDate: r.supplier_invoice_date,
      split: purchaseSplit(r.supplier_state, seller),
      subtotal: Number(r.subtotal),
      cgstAmt: Number(r.cgst_amt),
      sgstAmt: Number(r.sgst_amt),
    })),
    // The month's debit notes (purchase returns, issue 30 item 2) reverse the credit their goods carried.
    {
      debitNotes: notes.map((n) => ({
        documentNo: billNumber('debit_note', n.dn_no),
        date: n.dn_date,
        supplierName: n.supplier_name,
        gstin: n.gst_number,
        taxable: Number(n.taxable),
        igst: Number(n.igst_amt),
        cgst: Number(n.cgst_amt),
        sgst: Number(n.sgst_amt),
      })),
    },
  );
  return itcRegisterBody(month, register);
}
