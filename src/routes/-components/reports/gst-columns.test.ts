import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../../core/report-csv';
import type { GstRow } from '../../../api/reports';
import { gstColumns, gstCsv, gstTotals, placeShown } from './gst-columns';

const row = (over: Partial<GstRow>): GstRow => ({
  order_id: '1',
  bill_no: '1',
  bill_type: 'gst',
  order_date: '02-11-2026',
  customer_name: 'Murugan Electricals',
  gst_number: '',
  place_of_supply: 'Tamil Nadu',
  tax_split: 'intra',
  taxable_amt: '1000.00',
  cgst: '90.00',
  sgst: '90.00',
  igst: '0.00',
  gst_amt: '180.00',
  total: '1180.00',
  ...over,
});

const intra = row({ order_id: '41', bill_no: '28' });
const retail = row({
  order_id: '42',
  bill_no: 'R-28',
  bill_type: 'retail',
  customer_name: 'Lakshmi, "Home"',
  taxable_amt: '500.00',
  cgst: '45.00',
  sgst: '45.00',
  gst_amt: '90.00',
  total: '590.00',
});
const karnataka = row({
  order_id: '43',
  bill_no: '29',
  customer_name: 'Bengaluru Cool Point',
  gst_number: '29AAHCC1234K1Z5',
  place_of_supply: 'KA',
  tax_split: 'inter',
  taxable_amt: '123456.00',
  cgst: '0.00',
  sgst: '0.00',
  igst: '22222.08',
  gst_amt: '22222.08',
  total: '145678.00',
});

describe("the GST reports' columns", () => {
  it("name what they hold: the bill number (with its series) or the purchase's id, and CGST, SGST and IGST apart", () => {
    expect(gstColumns('sales').map((c) => c.header)).toEqual([
      'Bill No',
      'Order Date',
      'Customer Name',
      'Taxable Value',
      'CGST',
      'SGST',
      'IGST',
      'GST Amount',
      'Total',
    ]);
    expect(gstColumns('purchase').map((c) => c.header)).toEqual([
      'Purchase ID',
      'Order Date',
      'Supplier Name',
      'Taxable Value',
      'CGST',
      'SGST',
      'IGST',
      'GST Amount',
      'Total',
      'Supplier Invoice No',
      'Supplier Invoice Date',
    ]);
    expect(gstColumns('sales').map((c) => c.text(retail))).toEqual([
      'R-28',
      '02-11-2026',
      'Lakshmi, "Home"',
      '500.00',
      '45.00',
      '45.00',
      '0.00',
      '90.00',
      '590.00',
    ]);
    expect(gstColumns('sales').map((c) => c.text(karnataka))).toEqual([
      '29',
      '02-11-2026',
      'Bengaluru Cool Point',
      '1,23,456.00',
      '0.00',
      '0.00',
      '22,222.08',
      '22,222.08',
      '1,45,678.00',
    ]);
    const purchase: GstRow = {
      ...row({}),
      order_id: '7',
      purchase_id: '7',
      customer_name: undefined,
      supplier_name: 'Sai Ram Distributors',
      bill_no: undefined,
    };
    expect(gstColumns('purchase')[0].text(purchase)).toBe('7');
    expect(gstColumns('purchase')[2].text(purchase)).toBe('Sai Ram Distributors');
  });

  it('total each figure over the rows the filters keep', () => {
    expect(gstTotals([intra, retail, karnataka])).toEqual({
      taxable_amt: '1,24,956.00',
      cgst: '135.00',
      sgst: '135.00',
      igst: '22,222.08',
      gst_amt: '22,492.08',
      total: '1,47,448.00',
    });
    expect(gstTotals([])).toEqual({ taxable_amt: '0.00', cgst: '0.00', sgst: '0.00', igst: '0.00', gst_amt: '0.00', total: '0.00' });
  });

  it("export a CSV with the bill numbers' series, GSTIN, place of supply and the three taxes", () => {
    const csv = gstCsv('sales', [intra, retail, karnataka]);
    expect(toCsv(csv.header, csv.rows, csv.totals)).toBe(
      [
        '\uFEFFS.No,Bill No,Order Date,Customer Name,GSTIN,Place of Supply,Taxable Value,CGST,SGST,IGST,GST Amount,Total',
        '1,28,02-11-2026,Murugan Electricals,,Tamil Nadu (33),1000.00,90.00,90.00,0.00,180.00,1180.00',
        '2,R-28,02-11-2026,"Lakshmi, ""Home""",,Tamil Nadu (33),500.00,45.00,45.00,0.00,90.00,590.00',
        '3,29,02-11-2026,Bengaluru Cool Point,29AAHCC1234K1Z5,Karnataka (29),123456.00,0.00,0.00,22222.08,22222.08,145678.00',
        'Total,,,,,,124956.00,135.00,135.00,22222.08,22492.08,147448.00',
        '',
      ].join('\r\n'),
    );
    expect(gstCsv('purchase', []).header.slice(0, 4)).toEqual(['S.No', 'Purchase ID', 'Order Date', 'Supplier Name']);
    const purchase = gstCsv('purchase', [{ ...intra, purchase_id: '7', supplier_invoice_no: 'SF/101', supplier_invoice_date: '01-11-2026' }]);
    expect(purchase.header.slice(-2)).toEqual(['Supplier Invoice No', 'Supplier Invoice Date']);
    expect(purchase.rows[0]?.slice(-2)).toEqual(['SF/101', '01-11-2026']);
    expect(purchase.totals).toEqual(['Total', '', '', '', '', '', '1000.00', '90.00', '90.00', '0.00', '180.00', '1180.00', '', '']);
  });

  it('show a place the GST state table knows with its code, and other text as kept', () => {
    expect(placeShown('33')).toBe('Tamil Nadu (33)');
    expect(placeShown('Atlantis')).toBe('Atlantis');
    expect(placeShown(undefined)).toBe('');
  });
});
