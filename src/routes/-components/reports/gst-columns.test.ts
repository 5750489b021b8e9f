import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../../core/report-csv';
import type { GstRow } from '../../../api/reports';
import { gstColumns, gstCsv, gstRateCsv, gstRateSummary, gstTotals, placeShown } from './gst-columns';

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

describe('the sales GST report rate by rate (issue 31 item 4)', () => {
  // The 18% + 5% bill worked by hand in tests/api/gst-report-rates.test.ts, within the state and to Karnataka, and a
  // credit note of ₹100.00 at 5% (a negative row).
  const rate = (gst: string, taxable: string, cgst: string, sgst: string, igst = '0.00') => ({ gst_percentage: gst, taxable_amt: taxable, cgst, sgst, igst });
  const twoRates = row({
    order_id: '51',
    bill_no: '40',
    taxable_amt: '8931.00',
    cgst: '501.15',
    sgst: '501.15',
    gst_amt: '1002.30',
    total: '9933.00',
    tax_by_rate: [rate('18.00', '4275.02', '384.75', '384.75'), rate('5.00', '4655.98', '116.40', '116.40')],
  });
  const inter = row({
    ...karnataka,
    order_id: '52',
    bill_no: '41',
    taxable_amt: '8931.00',
    igst: '1002.30',
    gst_amt: '1002.30',
    total: '9933.00',
    tax_by_rate: [rate('18.00', '4275.02', '0.00', '0.00', '769.50'), rate('5.00', '4655.98', '0.00', '0.00', '232.80')],
  });
  const note = row({
    order_id: '51',
    bill_no: 'CN-3',
    bill_type: 'credit_note',
    credit_note_id: '3',
    taxable_amt: '-100.00',
    cgst: '-2.50',
    sgst: '-2.50',
    gst_amt: '-5.00',
    total: '-105.00',
    tax_by_rate: [rate('5.00', '-100.00', '-2.50', '-2.50')],
  });
  const oneRate = row({ ...intra, tax_by_rate: [rate('18.00', '1000.00', '90.00', '90.00')] });

  it('sums the rows rate by rate, lowest rate first, and the rates add up to the totals row', () => {
    const rows = [twoRates, inter, note, oneRate];
    const summary = gstRateSummary(rows);
    expect(summary.map((r) => [r.rate, r.figures.taxable_amt, r.figures.cgst, r.figures.sgst, r.figures.igst])).toEqual([
      ['5%', 4_655_98 * 2 - 100_00, 116_40 - 2_50, 116_40 - 2_50, 232_80],
      ['18%', 4_275_02 * 2 + 1_000_00, 384_75 + 90_00, 384_75 + 90_00, 769_50],
    ]);
    const totals = gstTotals(rows);
    const sum = (figure: 'taxable_amt' | 'cgst' | 'sgst' | 'igst') => summary.reduce((acc, r) => acc + r.figures[figure], 0);
    expect([sum('taxable_amt'), sum('cgst'), sum('sgst'), sum('igst')].map((p) => (p / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 }))).toEqual([
      totals.taxable_amt,
      totals.cgst,
      totals.sgst,
      totals.igst,
    ]);
    // Purchases carry no rates: no table.
    expect(gstRateSummary([row({})])).toEqual([]);
  });

  it('exports one line per bill per rate, each with its bill, adding up to the bill; a totals line under them', () => {
    const csv = gstRateCsv([twoRates, inter, note, oneRate]);
    expect(csv.header).toEqual([
      'S.No',
      'Bill No',
      'Order Date',
      'Customer Name',
      'GSTIN',
      'Place of Supply',
      'GST Rate %',
      'Taxable Value',
      'CGST',
      'SGST',
      'IGST',
      'GST Amount',
    ]);
    expect(csv.rows).toEqual([
      [1, '40', '02-11-2026', 'Murugan Electricals', '', 'Tamil Nadu (33)', '18', '4275.02', '384.75', '384.75', '0.00', '769.50'],
      [1, '40', '02-11-2026', 'Murugan Electricals', '', 'Tamil Nadu (33)', '5', '4655.98', '116.40', '116.40', '0.00', '232.80'],
      [2, '41', '02-11-2026', 'Bengaluru Cool Point', '29AAHCC1234K1Z5', 'Karnataka (29)', '18', '4275.02', '0.00', '0.00', '769.50', '769.50'],
      [2, '41', '02-11-2026', 'Bengaluru Cool Point', '29AAHCC1234K1Z5', 'Karnataka (29)', '5', '4655.98', '0.00', '0.00', '232.80', '232.80'],
      [3, 'CN-3', '02-11-2026', 'Murugan Electricals', '', 'Tamil Nadu (33)', '5', '-100.00', '-2.50', '-2.50', '0.00', '-5.00'],
      [4, '28', '02-11-2026', 'Murugan Electricals', '', 'Tamil Nadu (33)', '18', '1000.00', '90.00', '90.00', '0.00', '180.00'],
    ]);
    expect(csv.totals).toEqual(['Total', '', '', '', '', '', '', '18762.00', '588.65', '588.65', '1002.30', '2179.60']);
    expect(toCsv(csv.header, csv.rows, csv.totals).trim().split(/\r?\n/)).toHaveLength(8);
  });
});
