import { describe, expect, it } from 'vitest';
import { checkCustomerRow, checkProductRow, checkRetailRow, describeIssue, readHeader, withoutFloatNoise } from './import-rows';

const productHeader = () => {
  const read = readHeader('products', [
    'supplier name',
    ' Product  Name ',
    'Price Per Pcs',
    'Case Content',
    'Unit',
    'Buy Price',
    'Stock',
    'Count of Pcs',
    'Serial No',
  ]);
  if (!read.ok) throw new Error('header');
  return read.header;
};

describe('import rows', () => {
  it('reads the header in any case and spacing, and names each missing spec column', () => {
    expect(productHeader().get('Serial No')).toBe(8);
    const missing = readHeader('retail', ['Product Name', 'Rate']);
    expect(missing).toEqual({
      ok: false,
      issues: [
        { row: 1, column: 'Qty Per Box', reason: 'column is missing from the header row' },
        { row: 1, column: 'Stock', reason: 'column is missing from the header row' },
      ],
    });
  });

  it('reads a product row: rupees with grouping or "Rs.", whole numbers written as 12.0, defaults for blanks', () => {
    const row = checkProductRow(productHeader(), ['Chennai Fans', 'Fan', 'Rs. 1,500.50', '1 Nos', 'Nos', '', '12.0', '', 'ab-1'], 7);
    expect(row).toEqual({
      ok: true,
      value: {
        row: 7,
        supplierName: 'Chennai Fans',
        productName: 'Fan',
        pricePerPcs: 150_050,
        caseContent: '1 Nos',
        unit: 'Nos',
        buyPrice: 0,
        stock: 12,
        countOfPcs: 1,
        serialNo: 'AB-1',
        productCode: '',
        hsnCode: '',
        category: '',
      },
    });
  });

  it('lists every problem of a row with its column', () => {
    const row = checkProductRow(productHeader(), ['', 'Fan', '1.234', '', '', '-1', 'many', '0'], 3);
    expect(row.ok).toBe(false);
    if (row.ok) return;
    expect(row.issues.map(describeIssue)).toEqual([
      'Row 3, Supplier Name: is required',
      'Row 3, Price Per Pcs: must be an amount in rupees such as 1234.50, not "1.234"',
      'Row 3, Buy Price: cannot be negative ("-1")',
      'Row 3, Stock: must be a whole number from 0 to 10000000, not "many"',
      'Row 3, Count of Pcs: must be a whole number from 1 to 10000000, not "0"',
    ]);
  });

  it('takes a price up to what a product form and the counter take (₹1 crore), and no more', () => {
    const header = readHeader('retail', ['Product Name', 'Rate', 'Qty Per Box', 'Stock']);
    if (!header.ok) throw new Error('header');
    expect(checkRetailRow(header.header, ['Chiller', '1,00,00,000', '1', '2'], 2)).toMatchObject({ ok: true, value: { rate: 1_000_000_000 } });
    const over = checkRetailRow(header.header, ['Chiller', '10000000.01', '1', '2'], 3);
    expect(over.ok ? [] : over.issues.map(describeIssue)).toEqual(["Row 3, Rate: must be at most ₹1,00,00,000.00, what a product's form and the counter take"]);
  });

  it('checks a customer mobile as digits only, at most 10', () => {
    const read = readHeader('customers', ['Customer Name', 'Address', 'Mobile', 'GST Number', 'State']);
    if (!read.ok) throw new Error('header');
    expect(checkCustomerRow(read.header, ['A', '', '94430 12345', '', 'Kerala'], 2)).toMatchObject({ ok: true, value: { mobile: '9443012345' } });
    expect(checkCustomerRow(read.header, ['A', '', '944301234567', '', 'Kerala'], 2)).toMatchObject({ ok: false });
  });

  it('drops floating-point noise from a computed price, so 1180.0000000000002 reads as 1180.00 to the paisa', () => {
    expect(withoutFloatNoise('1180.0000000000002')).toBe('1180');
    expect(withoutFloatNoise('1002.4099999999999')).toBe('1002.41');
    expect(withoutFloatNoise('1.234')).toBe('1.234');
    expect(withoutFloatNoise('1500.50')).toBe('1500.50');
    expect(withoutFloatNoise('0x10')).toBe('0x10');
    const header = readHeader('retail', ['Product Name', 'Rate', 'Qty Per Box', 'Stock']);
    if (!header.ok) throw new Error('header');
    const row = checkRetailRow(header.header, ['Bajaj Kettle', '1180.0000000000002', '1', '2'], 2);
    expect(row.ok && row.value.rate).toBe(118_000);
    const subPaisa = checkRetailRow(header.header, ['Bajaj Kettle', '1061.8230000000001', '1', '2'], 3);
    expect(subPaisa.ok ? [] : subPaisa.issues.map(describeIssue)).toEqual([
      'Row 3, Rate: must be an amount in rupees such as 1234.50, not "1061.8230000000001"',
    ]);
  });
});

describe('the optional "GST %" column (issue 31 item 4)', () => {
  const header = (kind: 'products' | 'retail', cells: string[]) => {
    const read = readHeader(kind, cells);
    if (!read.ok) throw new Error('header refused');
    return read.header;
  };
  it('reads a rate from the list, "5" or "5%", blank as none (kept), and refuses one off the list', () => {
    const h = header('retail', ['Product Name', 'Rate', 'Qty Per Box', 'Stock', 'GST %']);
    const rate = (cell: string) => checkRetailRow(h, ['Fan Capacitor', '85', '10', '40', cell], 2);
    expect(rate('5')).toMatchObject({ ok: true, value: { gstBp: 500 } });
    expect(rate('28%')).toMatchObject({ ok: true, value: { gstBp: 2800 } });
    expect(rate('')).toMatchObject({ ok: true, value: { gstBp: undefined } });
    expect(rate('7')).toEqual({
      ok: false,
      issues: [{ row: 2, column: 'GST %', reason: `must be one of 0, 5, 12, 18, 28, 40 (%), or blank for the shop's CGST + SGST, not "7"` }],
    });
  });
  it('a product row reads it the same way', () => {
    const h = header('products', ['Supplier Name', 'Product Name', 'Price Per Pcs', 'Case Content', 'Unit', 'Buy Price', 'Stock', 'Count of Pcs', 'gst %']);
    expect(checkProductRow(h, ['Chennai', 'Solar Heater', '100', '', '', '', '', '', '5'], 3)).toMatchObject({ ok: true, value: { gstBp: 500 } });
  });
});
