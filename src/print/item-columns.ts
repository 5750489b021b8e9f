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
