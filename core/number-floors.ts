// Numbering after a restore (issue 28, item 9): a number once printed is never issued again. A restore puts back books
// that lack the numbers issued after the backup was taken; before the live books are replaced, the highest number ever
// issued in each series is read, kept as that series' floor (outside the restored rows), and the numbering goes on
// above it. The numbers between the restored books' highest and the floor are "skipped": issued once, now lost with
// the bills that carried them, so they are listed on the restore's report and counted as cancelled in GSTR-1.

import { billNumber } from './bill-series';

/** Every series kulir numbers: the three kinds of sales bill, credit notes and debit notes per financial year, receipts and payment vouchers by their entry. */
export type NumberSeries = 'gst' | 'retail' | 'estimate' | 'credit_note' | 'debit_note' | 'receipt' | 'voucher';

export const NUMBER_SERIES: readonly NumberSeries[] = ['gst', 'retail', 'estimate', 'credit_note', 'debit_note', 'receipt', 'voucher'];

/** The highest number of one series: `fy` is the financial year ("2026-27"), or "" for a series that runs on across years. */
export interface SeriesMark {
  series: NumberSeries;
  fy: string;
  no: number;
}

/** Numbers `from`…`to` (inclusive) of a series, issued before a restore and lost by it. */
export interface SkippedRange {
  series: NumberSeries;
  fy: string;
  from: number;
  to: number;
}

export function isNumberSeries(value: string): value is NumberSeries {
  return (NUMBER_SERIES as readonly string[]).includes(value);
}

const key = (m: { series: string; fy: string }) => `${m.series}\u0000${m.fy}`;

function highest(marks: readonly SeriesMark[]): Map<string, SeriesMark> {
  const by = new Map<string, SeriesMark>();
  for (const m of marks) {
    const held = by.get(key(m));
    if (!held || m.no > held.no) by.set(key(m), m);
  }
  return by;
}

/**
 * What a restore leaves for numbering: from the live books' highest numbers (`live`) and the floors kept so far
 * (`floors`, from earlier restores) before the restore, and the restored books' highest numbers (`restored`), the new
 * floor of each series (the highest ever issued) and the numbers skipped (above both the restored books' highest and
 * the earlier floor, which an earlier restore already reported, up to the new floor).
 */
export function numberingAfterRestore(
  live: readonly SeriesMark[],
  floors: readonly SeriesMark[],
  restored: readonly SeriesMark[],
): { floors: SeriesMark[]; skipped: SkippedRange[] } {
  const before = highest(floors);
  const ever = highest([...live, ...floors]);
  const now = highest(restored);
  const order = (a: { series: NumberSeries; fy: string }, b: { series: NumberSeries; fy: string }) =>
    NUMBER_SERIES.indexOf(a.series) - NUMBER_SERIES.indexOf(b.series) || a.fy.localeCompare(b.fy);
  const newFloors = [...ever.values()].filter((m) => m.no > 0).sort(order);
  const skipped: SkippedRange[] = [];
  for (const m of newFloors) {
    const from = Math.max(now.get(key(m))?.no ?? 0, before.get(key(m))?.no ?? 0) + 1;
    if (from <= m.no) skipped.push({ series: m.series, fy: m.fy, from, to: m.no });
  }
  return { floors: newFloors, skipped };
}

const SERIES_NAME: Readonly<Record<NumberSeries, string>> = {
  gst: 'GST bills',
  retail: 'retail bills',
  estimate: 'estimates',
  credit_note: 'credit notes',
  debit_note: 'debit notes',
  receipt: 'receipts',
  voucher: 'payment vouchers',
};

/** "GST bills 2026-27: 140 to 278 (139 numbers)", one line of the restore's report. */
export function describeSkipped(range: SkippedRange): string {
  const count = range.to - range.from + 1;
  const numbers = count === 1 ? billNumber(range.series, range.from) : `${billNumber(range.series, range.from)} to ${billNumber(range.series, range.to)}`;
  return `${SERIES_NAME[range.series]}${range.fy ? ` ${range.fy}` : ''}: ${numbers} (${count} ${count === 1 ? 'number' : 'numbers'})`;
}

/** The restore's report on numbering, line by line: the skipped numbers, or that none were. */
export function skippedReport(skipped: readonly SkippedRange[]): string[] {
  if (skipped.length === 0) return ['No number issued before the restore is missing from the restored books: numbering goes on as it was.'];
  return [
    "Numbers issued after the backup and lost by the restore: they are never issued again, and GST bills, retail bills and credit notes among them count as cancelled in this month's GSTR-1 (documents issued):",
    ...skipped.map((r) => `  ${describeSkipped(r)}`),
  ];
}
