// The invoice's item columns (issue 22): S.No, Product, Rate, Qty and Total always; Brand, Serial No (Code on a retail
// bill), Model, Type, Batch, HSN, Unit and Disc % only when some line has a value there, so an empty column never
// squeezes the product name; GST % only when the lines carry more than one rate (issue 31 item 4).
import { percentOf } from '../records/totals-rows';
import type { BillDetailLine } from '../api/print-document';

export type ItemColumnKey =
  'sno' | 'brand' | 'product' | 'serial' | 'model' | 'type' | 'batch' | 'hsn' | 'rate' | 'qty' | 'unit' | 'discount' | 'gst' | 'total';

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

/** The GST rates the lines carry (gst_percentage as basis points), each once, in the order they first appear. */
export function lineRates(lines: readonly BillDetailLine[]): number[] {
  const rates: number[] = [];
  for (const line of lines) {
    if (line.gst_percentage === undefined) continue;
    const bp = percentOf(line.gst_percentage);
    if (!rates.includes(bp)) rates.push(bp);
  }
  return rates;
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
    // Issue 31 item 4: each line's GST rate, when the bill's lines are at more than one rate.
    { key: 'gst', title: 'GST %', numeric: true, shown: lineRates(lines).length > 1 },
    { key: 'total', title: 'Total', numeric: true, shown: true },
  ];
  return columns.filter((c) => c.shown).map(({ key, title, numeric }) => ({ key, title, numeric }));
}

/** The item table's width on an A4 sheet (210 mm less 10 mm margins), in millimetres. */
const SHEET_MM = 190;
/** A cell's padding (0.8 mm each side) and borders, and a little slack for a font wider than the estimate. */
const CELL_MM = 2.2;
/** One em of the lines' 8.5 pt text and of the headings' 7.5 pt bold, in millimetres. */
const EM_MM = (8.5 * 25.4) / 72;
const HEADING_EM_MM = ((7.5 * 25.4) / 72) * 1.1;
/** The product column never gets less than this, whatever the names. */
const PRODUCT_FLOOR_MM = 40;
/** The narrowest a free-text column is squeezed to when even two lines each do not leave the product its room. */
const MIN_TEXT_MM = 10;

/** Free-text columns: they give up width to the product name and wrap (to two lines, or more if they must). */
const SHRINKABLE: ReadonlySet<ItemColumnKey> = new Set(['brand', 'serial', 'model', 'type', 'batch']);
/** Codes may break anywhere (a serial, a model, a batch); a brand or a type breaks only between words. */
const CODES: ReadonlySet<ItemColumnKey> = new Set(['serial', 'model', 'batch']);

/** A character's advance in em, a little over DejaVu Sans's (the widest of the invoice's fonts). */
function charEm(ch: string): number {
  if (/[0-9]/.test(ch)) return 0.64;
  if (/[mwMW]/.test(ch)) return 0.95;
  if (/[A-Z]/.test(ch)) return 0.75;
  if (/[fijlrt]/.test(ch)) return 0.42;
  if (/[a-z]/.test(ch)) return 0.62;
  if (/[\s.,:;'!|]/.test(ch)) return 0.34;
  if (/[()[\]-]/.test(ch)) return 0.4;
  return 0.85;
}

/** The estimated printed width of a text on one line, in millimetres (the lines' 8.5 pt). */
export function textMm(text: string, emMm = EM_MM): number {
  let em = 0;
  for (const ch of text) em += charEm(ch);
  return em * emMm;
}

/** Words as the browser wraps them: after a space or a hyphen. */
function wordsOf(text: string): string[] {
  return text.match(/[^\s-]*(?:-+|\s+|$)/g)?.filter((word) => word !== '') ?? [text];
}

/**
 * How many lines a text takes in a column of this inner width, filled greedily as the browser does: words until one
 * does not fit; a word wider than the column breaks anywhere when it is a code. A word (a brand, a type, a name) is
 * never to be broken: a column narrower than one of its words is taken as too narrow (Infinity lines).
 */
export function linesAt(text: string, widthMm: number, breakWords: boolean): number {
  let lines = 1;
  let used = 0;
  for (const word of wordsOf(text)) {
    const w = textMm(word.trimEnd());
    const whole = textMm(word);
    if (used > 0 && used + w <= widthMm) {
      used += whole;
      continue;
    }
    if (used > 0) lines += 1;
    used = 0;
    if (w <= widthMm) {
      used = whole;
      continue;
    }
    if (!breakWords) return Number.POSITIVE_INFINITY;
    for (const ch of word) {
      const c = textMm(ch);
      if (used > 0 && used + c > widthMm) {
        lines += 1;
        used = 0;
      }
      used += c;
    }
  }
  return lines;
}

/** The narrowest inner width (in 0.5 mm steps) at which a text takes at most two lines. */
export function twoLineMm(text: string, breakWords: boolean): number {
  const full = textMm(text);
  for (let width = 2; width < full; width += 0.5) if (linesAt(text, width, breakWords) <= 2) return width;
  return full;
}

/**
 * Each column's share of the sheet's width (issue 32), in percent. Every column but the product's is as wide as its
 * longest text on one line (heading included); the product takes the rest, and needs at least the width that puts its
 * longest name on two lines. When that room is not there, the free-text columns (brand, serial, model, type, batch)
 * give it up in proportion, down to their own two lines each (then further, to MIN_TEXT_MM); figures never wrap. So
 * a 60-character name, a 20-character serial and a model all take two lines at most and a row is two lines high.
 */
export function columnWidths(columns: readonly ItemColumn[], texts: ReadonlyArray<(key: ItemColumnKey) => string>): number[] {
  const heading = (column: ItemColumn) => textMm(column.title, HEADING_EM_MM);
  const cells = (key: ItemColumnKey) => texts.map((text) => text(key));
  const full = columns.map((column) => (column.key === 'product' ? 0 : Math.max(heading(column), ...cells(column.key).map((t) => textMm(t))) + CELL_MM));
  const two = columns.map((column, i) =>
    SHRINKABLE.has(column.key)
      ? Math.min(full[i], Math.max(heading(column), ...cells(column.key).map((t) => twoLineMm(t, CODES.has(column.key)))) + CELL_MM)
      : full[i],
  );
  const productAt = columns.findIndex((column) => column.key === 'product');
  const productNeed = Math.max(PRODUCT_FLOOR_MM, ...(productAt < 0 ? [] : cells('product').map((t) => twoLineMm(t, false) + CELL_MM)));
  const sum = (mm: readonly number[]) => mm.reduce((a, b) => a + b, 0);
  const squeeze = (from: readonly number[], to: readonly number[], excess: number) => {
    const room = sum(from) - sum(to);
    if (excess <= 0 || room <= 0) return [...from];
    const share = Math.min(1, excess / room);
    return from.map((n, i) => n - (n - to[i]) * share);
  };
  let widths = squeeze(full, two, sum(full) + productNeed - SHEET_MM);
  // Still too wide: codes wrap to a third line before a brand or a type is broken inside a word.
  for (const group of [CODES, SHRINKABLE]) {
    const floor = columns.map((column, i) => (group.has(column.key) ? Math.min(widths[i], Math.max(MIN_TEXT_MM, heading(column) + CELL_MM)) : widths[i]));
    widths = squeeze(widths, floor, sum(widths) + productNeed - SHEET_MM);
  }
  const others = sum(widths);
  const product = Math.max(PRODUCT_FLOOR_MM, SHEET_MM - others);
  const whole = others + product;
  return columns.map((column, index) => Math.round(((column.key === 'product' ? product : widths[index]) / whole) * 10_000) / 100);
}
