import { describe, expect, it } from 'vitest';
import type { BillDetailLine } from '../api/print';
import { columnWidths, itemColumns } from './item-columns';

const line = (over: Partial<BillDetailLine> = {}): BillDetailLine => ({
  order_detail_id: '1', brand_name: '', product_name: 'Fan', serial_no: '', product_code: '', model: '', type: '', batch_no: '', hsn_code: '',
  amount_per_product: '100.00', qty: 1, unit: '', discount_percentage: '0.00', total_per_product: '100.00', ...over,
});
const titles = (...args: Parameters<typeof itemColumns>) => itemColumns(...args).map((c) => c.title);

describe('the invoice item columns', () => {
  it('leave out every column no line has a value in', () => {
    expect(titles('invoice', [line(), line()])).toEqual(['S.No', 'Product', 'Rate', 'Qty', 'Total']);
  });

  it('keep a column one line fills', () => {
    expect(titles('invoice', [line({ brand_name: 'Crompton', serial_no: 'CR1', hsn_code: '8414', unit: 'Nos' }), line({ model: 'HS', discount_percentage: '5.00' })])).toEqual([
      'S.No', 'Brand', 'Product', 'Serial No', 'Model', 'HSN', 'Rate', 'Qty', 'Unit', 'Disc %', 'Total',
    ]);
    expect(titles('invoice', [line({ type: 'Fan', batch_no: ' B1 ' })])).toEqual(['S.No', 'Product', 'Type', 'Batch', 'Rate', 'Qty', 'Total']);
  });

  it('name the code column Code on a retail bill, filled by the product code', () => {
    expect(titles('retail', [line({ product_code: 'BJP2' })])).toEqual(['S.No', 'Product', 'Code', 'Rate', 'Qty', 'Total']);
    expect(titles('retail', [line({ serial_no: '' , product_code: '' })])).toEqual(['S.No', 'Product', 'Rate', 'Qty', 'Total']);
  });
});

describe('the invoice item column widths', () => {
  const lines = [
    line({ brand_name: 'Crompton', product_name: 'Crompton HS Plus 1200mm High Speed Ceiling Fan, Lustre Brown', serial_no: 'TWL001', hsn_code: '841451', unit: 'Nos', amount_per_product: '1,234.00', total_per_product: '2,468.00', qty: 2 }),
  ];
  const text = (l: BillDetailLine) => (key: string) => String((({ sno: '1', brand: l.brand_name, product: l.product_name, serial: l.serial_no, hsn: l.hsn_code, rate: l.amount_per_product, qty: l.qty, unit: l.unit, total: l.total_per_product }) as Record<string, unknown>)[key] ?? '');

  it('give the product name the rest of the sheet, every other column its content\'s width', () => {
    const columns = itemColumns('invoice', lines);
    const widths = columnWidths(columns, lines.map(text));
    expect(Math.round(widths.reduce((a, b) => a + b, 0))).toBe(100);
    const product = widths[columns.findIndex((c) => c.key === 'product')];
    // The rest of the sheet: over a third of it here.
    expect(product).toBeGreaterThan(34);
    expect(widths[columns.findIndex((c) => c.key === 'qty')]).toBeLessThan(5);
  });

  it('keep the product at least 58 mm of the sheet\'s 190 mm across (before scaling) however many columns are filled', () => {
    const full = [line({ brand_name: 'Crompton Greaves', serial_no: 'SERIAL-0000000001', model: 'HS-PLUS-1200-BRN', type: 'Ceiling Fan', batch_no: 'B-2026-11-A', hsn_code: '84145110', unit: 'Nos', discount_percentage: '12.50', amount_per_product: '1,23,456.00', total_per_product: '12,34,560.00' })];
    const columns = itemColumns('invoice', full);
    const widths = columnWidths(columns, full.map(text));
    const product = widths[columns.findIndex((c) => c.key === 'product')];
    // Every column filled and long: the product keeps 58 of the columns' widths (a fifth of the sheet and more).
    expect(product).toBeGreaterThan(20);
  });
});
