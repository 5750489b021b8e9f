// Bill numbers as reports and exports show them: each kind of sales bill runs its own series (1, 2, 3… per financial
// year), so a retail bill carries its series' prefix and never looks like a GST bill of the same number.

export type SalesBillKind = 'gst' | 'retail';

/** The prefix of each series: a GST bill (tax invoice) keeps its bare number, as its invoice prints it. */
export const SERIES_PREFIX: Readonly<Record<SalesBillKind, string>> = { gst: '', retail: 'R-' };

/** "28" for GST bill 28, "R-28" for retail bill 28. */
export function billNumber(kind: SalesBillKind, billNo: number | string): string {
  return `${SERIES_PREFIX[kind]}${billNo}`;
}

export function isSalesBillKind(kind: string): kind is SalesBillKind {
  return kind === 'gst' || kind === 'retail';
}
