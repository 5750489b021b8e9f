import { describe, expect, it } from 'vitest';
import type { BillDetailLine } from '../api/print-document';
import { columnWidths, itemColumns, linesAt, textMm, twoLineMm } from './item-columns';

const line = (over: Partial<BillDetailLine> = {}): BillDetailLine => ({
  order_detail_id: '1',
  brand_name: '',
  product_name: 'Fan',
  serial_no: '',
  product_code: '',
  model: '',
  type: '',
  batch_no: '',
  hsn_code: '',
  amount_per_product: '100.00',
  qty: 1,
  unit: '',
  discount_percentage: '0.00',
  total_per_product: '100.00',
  ...over,
});
const titles = (...args: Parameters<typeof itemColumns>) => itemColumns(...args).map((c) => c.title);

describe('the invoice item columns', () => {
  it('leave out every column no line has a value in', () => {
    expect(titles('invoice', [line(), line()])).toEqual(['S.No', 'Product', 'Rate', 'Qty', 'Total']);
  });

  it('keep a column one line fills', () => {
    expect(
      titles('invoice', [
        line({ brand_name: 'Crompton', serial_no: 'CR1', hsn_code: '8414', unit: 'Nos' }),
        line({ model: 'HS', discount_percentage: '5.00' }),
      ]),
    ).toEqual(['S.No', 'Brand', 'Product', 'Serial No', 'Model', 'HSN', 'Rate', 'Qty', 'Unit', 'Disc %', 'Total']);
    expect(titles('invoice', [line({ type: 'Fan', batch_no: ' B1 ' })])).toEqual(['S.No', 'Product', 'Type', 'Batch', 'Rate', 'Qty', 'Total']);
  });

  it('name the code column Code on a retail bill, filled by the product code', () => {
    expect(titles('retail', [line({ product_code: 'BJP2' })])).toEqual(['S.No', 'Product', 'Code', 'Rate', 'Qty', 'Total']);
    expect(titles('retail', [line({ serial_no: '', product_code: '' })])).toEqual(['S.No', 'Product', 'Rate', 'Qty', 'Total']);
  });
});

describe('the invoice item column widths', () => {
  const lines = [
    line({
      brand_name: 'Crompton',
      product_name: 'Crompton HS Plus 1200mm High Speed Ceiling Fan, Lustre Brown',
      serial_no: 'TWL001',
      hsn_code: '841451',
      unit: 'Nos',
      amount_per_product: '1,234.00',
      total_per_product: '2,468.00',
      qty: 2,
    }),
  ];
  const text = (l: BillDetailLine) => (key: string) =>
    String(
      (
        {
          sno: '1',
          brand: l.brand_name,
          product: l.product_name,
          serial: l.serial_no,
          hsn: l.hsn_code,
          rate: l.amount_per_product,
          qty: l.qty,
          unit: l.unit,
          total: l.total_per_product,
        } as Record<string, unknown>
      )[key] ?? '',
    );

  it("give the product name the rest of the sheet, every other column its content's width", () => {
    const columns = itemColumns('invoice', lines);
    const widths = columnWidths(columns, lines.map(text));
    expect(Math.round(widths.reduce((a, b) => a + b, 0))).toBe(100);
    const product = widths[columns.findIndex((c) => c.key === 'product')];
    // The rest of the sheet: over a third of it here.
    expect(product).toBeGreaterThan(34);
    expect(widths[columns.findIndex((c) => c.key === 'qty')]).toBeLessThan(5);
  });

  it("keep the product at least 58 mm of the sheet's 190 mm across (before scaling) however many columns are filled", () => {
    const full = [
      line({
        brand_name: 'Crompton Greaves',
        serial_no: 'SERIAL-0000000001',
        model: 'HS-PLUS-1200-BRN',
        type: 'Ceiling Fan',
        batch_no: 'B-2026-11-A',
        hsn_code: '84145110',
        unit: 'Nos',
        discount_percentage: '12.50',
        amount_per_product: '1,23,456.00',
        total_per_product: '12,34,560.00',
      }),
    ];
    const columns = itemColumns('invoice', full);
    const widths = columnWidths(columns, full.map(text));
    const product = widths[columns.findIndex((c) => c.key === 'product')];
    // Every column filled and long: the product keeps 58 of the columns' widths (a fifth of the sheet and more).
    expect(product).toBeGreaterThan(20);
  });
});

describe('the invoice item columns sized to their content (issue 32)', () => {
  const CELL_MM = 2.2;
  // The widths are percentages to two decimals: a column may come out 0.02 mm short of its text's estimate.
  const ROUNDING_MM = 0.05;
  // 60 characters, every item column filled: the e2e's 12-line bill.
  const full = (name: string) =>
    line({
      brand_name: 'Crompton',
      product_name: name,
      serial_no: 'CRHS1200-2026-000012',
      model: 'HS-PLUS-1200',
      hsn_code: '84145110',
      unit: 'Nos',
      amount_per_product: '1,326.50',
      qty: 3,
      total_per_product: '3,979.50',
    });
  const text = (l: BillDetailLine) => (key: string) =>
    String(
      (
        {
          sno: '12',
          brand: l.brand_name,
          product: l.product_name,
          serial: l.serial_no,
          model: l.model,
          hsn: l.hsn_code,
          rate: l.amount_per_product,
          qty: l.qty,
          unit: l.unit,
          total: l.total_per_product,
        } as Record<string, unknown>
      )[key] ?? '',
    );
  const linesOf = (l: BillDetailLine) => {
    const columns = itemColumns('invoice', [l]);
    const widths = columnWidths(columns, [text(l)]);
    return Object.fromEntries(
      columns.map((c, i) => [c.key, linesAt(text(l)(c.key), (widths[i] * 190) / 100 - CELL_MM + ROUNDING_MM, c.key === 'serial' || c.key === 'model')]),
    );
  };

  it('put a 60-character name, a 20-character serial and a model on two lines at most, the brand and the figures on one', () => {
    const name = 'Crompton HS Plus 1200mm High Speed Ceiling Fan Lustre Brn 12';
    expect(name).toHaveLength(60);
    expect(linesOf(full(name))).toEqual({ sno: 1, brand: 1, product: 2, serial: 2, model: 2, hsn: 1, rate: 1, qty: 1, unit: 1, total: 1 });
  });

  it('never break a brand inside its word: a narrow column is too narrow', () => {
    expect(linesAt('Crompton', textMm('Crompton') - 1, false)).toBe(Number.POSITIVE_INFINITY);
    expect(linesAt('Crompton Greaves', textMm('Crompton') + 0.1, false)).toBe(2);
    // A code breaks anywhere instead.
    expect(linesAt('CRHS1200-2026-000012', textMm('CRHS1200-2026-000012') / 2 + 2, true)).toBe(2);
  });

  it('find the narrowest width that keeps a text to two lines', () => {
    const name = 'Crompton HS Plus 1200mm High Speed Ceiling Fan Lustre Brn 12';
    const width = twoLineMm(name, false);
    expect(linesAt(name, width, false)).toBe(2);
    expect(linesAt(name, width - 0.5, false)).toBeGreaterThan(2);
    expect(width).toBeLessThan(textMm(name) * 0.6);
  });
});
