// The invoice's item columns (issue 22): S.No, Product, Rate, Qty and Total always; Brand, Serial No (Code on a retail
// bill), Model, Type, Batch, HSN, Unit and Disc % only when some line has a value there, so an empty column never
// squeezes the product name.
import { percentOf } from '../ui/records/totals-rows';
import type { BillDetailLine } from '../api/print';

export type ItemColumnKey = 'sno' | 'brand' | 'product' | 'serial' | 'model' | 'type' | 'batch' | 'hsn' | 'rate' | 'qty' | 'unit' | 'discount' | 'total';

export interface ItemColumn {
  key: ItemColumnKey;
  title: string;
  numeric: boolean;
}

type Layout = 'invoice' | 'quotation' | 'retail';

const filled = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/** A retail line shows its product code where a wholesale line shows its serial. */
export function serialOf(layout: Layout, line: BillDetailLine): string {
  return layout === 'retail' ? line.product_code || line.serial_no : line.serial_no;
}

export function itemColumns(layout: Layout, lines: readonly BillDetailLine[]): ItemColumn[] {
  const any = (has: (line: BillDetailLine) => boolean) => lines.some(has);
  const columns: Array<ItemColumn & { shown: boolean }> = [
    { key: 'sno', title: 'S.No', numeric: true, shown: true },
    { key: 'brand', title: 'Brand', numeric: false, shown: any((l) => filled(l.brand_name)) },
    { key: 'product', title: 'Product', numeric: false, shown: true },
    { key: 'serial', title: layout === 'retail' ? 'Code' : 'Serial No', numeric: false, shown: any((l) => filled(serialOf(layout, l))) },
    { key: 'model', title: 'Model', numeric: false, shown: any((l) => filled(l.model)) },
    { key: 'type', title: 'Type', numeric: false, shown: any((l) => filled(l.type)) },
    { key: 'batch', title: 'Batch', numeric: false, shown: any((l) => filled(l.batch_no)) },
    { key: 'hsn', title: 'HSN', numeric: false, shown: any((l) => filled(l.hsn_code)) },
    { key: 'rate', title: 'Rate', numeric: true, shown: true },
    { key: 'qty', title: 'Qty', numeric: true, shown: true },
    { key: 'unit', title: 'Unit', numeric: false, shown: any((l) => filled(l.unit)) },
    { key: 'discount', title: 'Disc %', numeric: true, shown: any((l) => percentOf(l.discount_percentage) > 0) },
    { key: 'total', title: 'Total', numeric: true, shown: true },
  ];
  return columns.filter((c) => c.shown).map(({ key, title, numeric }) => ({ key, title, numeric }));
}

/** The widest a column other than the product's grows, in characters; longer text wraps inside it. */
const CAP: Record<Exclude<ItemColumnKey, 'product'>, number> = {
  sno: 4, brand: 10, serial: 12, model: 10, type: 10, batch: 10, hsn: 8, rate: 12, qty: 5, unit: 5, discount: 6, total: 13,
};

/** The item table's width on an A4 sheet (210 mm less 10 mm margins), in millimetres. */
const SHEET_MM = 190;
/** A character at the invoice's 8.5 pt (a digit is 0.64 em, 1.9 mm; a capital a little more), and a cell's padding. */
const CHAR_MM = 2;
const CELL_MM = 2.6;
/** The product column never gets less than this: a 60-character name on two lines. */
const PRODUCT_MIN_MM = 58;

/**
 * Each column's share of the sheet's width (issue 32), in percent: every column but the product's is as wide as its
 * longest text (heading included) up to its cap; the product name takes the rest, and at least PRODUCT_MIN_MM, so a
 * long name wraps over two lines at most instead of four or five.
 */
export function columnWidths(columns: readonly ItemColumn[], texts: ReadonlyArray<(key: ItemColumnKey) => string>): number[] {
  const mm = columns.map((column) => {
    if (column.key === 'product') return 0;
    const longest = Math.max(column.title.length, ...texts.map((text) => text(column.key).length));
    return Math.min(CAP[column.key], longest) * CHAR_MM + CELL_MM;
  });
  // Too wide for the product's minimum: the free-text columns (brand, serial, model, type, batch) give up the room in
  // proportion, and wrap; figures never do.
  const excess = mm.reduce((sum, n) => sum + n, 0) + PRODUCT_MIN_MM - SHEET_MM;
  const shrinkable = columns.map((column) => SHRINKABLE.has(column.key));
  const room = mm.reduce((sum, n, i) => sum + (shrinkable[i] ? n : 0), 0);
  const widths = excess > 0 && room > 0 ? mm.map((n, i) => (shrinkable[i] ? Math.max(MIN_TEXT_MM, n - (excess * n) / room) : n)) : mm;
  const others = widths.reduce((sum, n) => sum + n, 0);
  const product = Math.max(PRODUCT_MIN_MM, SHEET_MM - others);
  const whole = others + product;
  return columns.map((column, index) => Math.round(((column.key === 'product' ? product : widths[index]) / whole) * 10_000) / 100);
}

const SHRINKABLE: ReadonlySet<ItemColumnKey> = new Set(['brand', 'serial', 'model', 'type', 'batch']);
/** The narrowest a free-text column is squeezed to. */
const MIN_TEXT_MM = 10;
