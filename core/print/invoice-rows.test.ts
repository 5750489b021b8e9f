import { describe, expect, it } from 'vitest';
import type { InvoiceData } from '../api/print-document';
import { invoiceRows, printTitle } from './invoice-rows';

const seller = { state: 'Tamil Nadu' } as InvoiceData['seller_detail'];
const billing = (fields: Partial<InvoiceData['final_billing']>): InvoiceData['final_billing'] => ({
  subtotal: '0.00',
  cgst: '0.00',
  sgst: '0.00',
  cgst_percentage: '9.00',
  sgst_percentage: '9.00',
  gst_percentage: '18.00',
  gst_total: '0.00',
  discount_percentage: '0.00',
  discount_amt: '0.00',
  commission_percentage: '0.00',
  commission_amt: '0.00',
  packing_percentage: '0.00',
  packing_amt: '0.00',
  total: '0.00',
  ...fields,
});
const rows = (fields: Partial<InvoiceData['final_billing']>, state = 'Tamil Nadu') =>
  invoiceRows({ final_billing: billing(fields), seller_detail: seller, buyer_detail: { name: 'x', tax_number: '', address: '', state, telephone: '' } }).map(
    (r) => [r.label, r.sign, r.amount],
  );

// The big GST bill of tests/support/sales-fixtures.ts.
const BIG = {
  subtotal: '110450.50',
  discount_percentage: '5.00',
  discount_amt: '5522.55',
  commission_percentage: '2.00',
  commission_amt: '2098.56',
  cgst: '9443.52',
  sgst: '9443.52',
  packing_percentage: '1.00',
  packing_amt: '1049.28',
  total: '122766.00',
};

describe('invoice totals rows (spec §9)', () => {
  it('Tamil Nadu: Sub-Total rounded, deductions -, CGST and SGST +, Packing +, Round Off, Grand Total; they add up', () => {
    expect(rows({ ...BIG, tax_split: 'intra' })).toEqual([
      ['Sub-Total', '', 11_045_100],
      ['Discount 5%', '-', 552_255],
      ['Commission 2%', '-', 209_856],
      ['CGST 9%', '+', 944_352],
      ['SGST 9%', '+', 944_352],
      ['Packing 1%', '+', 104_928],
      ['Round Off', '-', 21],
      ['Grand Total', '', 12_276_600],
    ]);
  });

  it('Karnataka: one IGST line equal to CGST + SGST, decided from the states when the server does not say', () => {
    expect(rows(BIG, 'Karnataka').filter(([label]) => /GST/.test(String(label)))).toEqual([['IGST 18%', '+', 1_888_704]]);
    expect(
      rows(BIG, ' tamil nadu')
        .filter(([label]) => /GST/.test(String(label)))
        .map(([l]) => l),
    ).toEqual(['CGST 9%', 'SGST 9%']);
  });

  it('no charge: no Sub-Total, only Round Off and Grand Total; zero rows are left out', () => {
    expect(rows({ subtotal: '1234.40', total: '1234.00' })).toEqual([
      ['Round Off', '-', 40],
      ['Grand Total', '', 123_400],
    ]);
    expect(rows({ subtotal: '1000.00', total: '1000.00' })).toEqual([['Grand Total', '', 100_000]]);
  });
});

describe('print titles', () => {
  it('Invoice_{buyer name}_{dd-mm-yyyy} and Quotation_{buyer name}_{dd-mm-yyyy}', () => {
    expect(printTitle('invoice', 'Murugan Electricals ', '20-11-2026')).toBe('Invoice_Murugan Electricals_20-11-2026');
    expect(printTitle('quotation', 'Lakshmi Home Appliances', '19-11-2026')).toBe('Quotation_Lakshmi Home Appliances_19-11-2026');
  });
});
