import { describe, expect, it } from 'vitest';
import { itcCsv, itcRegister, itcRegisterBody, type ItcPurchase } from './itc-register';
import { toCsv } from './report-csv';

const purchase = (over: Partial<ItcPurchase>): ItcPurchase => ({
  purchaseId: 1,
  purchaseDate: '2026-09-05',
  supplierName: 'Chennai Fans Distributors',
  gstin: '33AAACC1234F1Z5',
  invoiceNo: 'CF/101',
  invoiceDate: '2026-09-04',
  split: 'intra',
  subtotal: 300_150,
  cgstAmt: 27_018,
  sgstAmt: 27_018,
  ...over,
});

describe('the ITC register', () => {
  it('shows each purchase at the rounded subtotal GST was charged on, its GST where its place of supply puts it, with totals', () => {
    const register = itcRegister([
      purchase({}),
      purchase({
        purchaseId: 2,
        purchaseDate: '2026-09-06',
        supplierName: 'Sai Ram Distributors',
        split: 'inter',
        subtotal: 400_000,
        cgstAmt: 36_000,
        sgstAmt: 36_000,
      }),
    ]);
    expect(register.rows.map((r) => [r.reference, r.taxable, r.igst, r.cgst, r.sgst])).toEqual([
      ['1', 300_200, 0, 27_018, 27_018],
      ['2', 400_000, 72_000, 0, 0],
    ]);
    expect(register.totals).toEqual({ taxable: 700_200, igst: 72_000, cgst: 27_018, sgst: 27_018, itc: 126_036 });
  });

  it('takes debit notes as a parameter that reverses credit (negative rows in date order)', () => {
    const register = itcRegister([purchase({})], {
      debitNotes: [
        { documentNo: 'DN-1', date: '2026-09-20', supplierName: 'Chennai Fans Distributors', gstin: '', taxable: 100_000, igst: 0, cgst: 9_000, sgst: 9_000 },
      ],
    });
    expect(register.rows.map((r) => [r.kind, r.reference, r.taxable, r.cgst])).toEqual([
      ['purchase', '1', 300_200, 27_018],
      ['debit_note', 'DN-1', -100_000, -9_000],
    ]);
    expect(register.totals).toEqual({ taxable: 200_200, igst: 0, cgst: 18_018, sgst: 18_018, itc: 36_036 });
  });

  it('answers an empty month with zero totals, and a purchase without a supplier invoice with blanks', () => {
    expect(itcRegister([])).toEqual({ rows: [], totals: { taxable: 0, igst: 0, cgst: 0, sgst: 0, itc: 0 } });
    const body = itcRegisterBody({ month: 9, year: 2026 }, itcRegister([purchase({ invoiceNo: null, invoiceDate: null })]));
    expect(body.month).toBe('09-2026');
    expect(body.rows[0]).toMatchObject({ supplier_invoice_no: '', supplier_invoice_date: '', date: '05-09-2026', taxable_amt: '3002.00' });
  });

  it('exports a CSV with a byte-order mark, the register columns and a totals row', () => {
    const csv = itcCsv(itcRegisterBody({ month: 9, year: 2026 }, itcRegister([purchase({})])));
    expect(toCsv(csv.header, csv.rows, csv.totals)).toBe(
      [
        '\uFEFFS.No,Purchase ID,Date,Supplier Name,GSTIN,Supplier Invoice No,Supplier Invoice Date,Taxable Value,IGST,CGST,SGST',
        '1,1,05-09-2026,Chennai Fans Distributors,33AAACC1234F1Z5,CF/101,04-09-2026,3002.00,0.00,270.18,270.18',
        'Total,,,,,,,3002.00,0.00,270.18,270.18',
        '',
      ].join('\r\n'),
    );
  });
});
