// The GST reports' columns (back-office §2: S.No, Order Date, Customer Name or Supplier Name, GST Amount, Total), with
// what an accountant files from: the bill number with its series (or the purchase's id), the taxable value and the GST
// split by place of supply into CGST, SGST and IGST. The screen, its totals row and Export CSV read the same list.
import { resolveState } from '../../../../core/gst-states';
import { formatIndian, formatRupees } from '../../../../core/money';
import type { BasisPoints } from '../../../../core/percent';
import type { GstRateRow, GstRow, GstSide } from '../../../api/reports';
import { percentOf, percentShown } from '../../../../core/records/totals-rows';
import { amountOf, rupeesShown } from '../../../../core/records/order-rows';

/** The figures summed in the totals row, in the order the columns show them. */
export const GST_FIGURES = ['taxable_amt', 'cgst', 'sgst', 'igst', 'gst_amt', 'total'] as const;
export type GstFigure = (typeof GST_FIGURES)[number];

const FIGURE_HEADERS: Readonly<Record<GstFigure, string>> = {
  taxable_amt: 'Taxable Value',
  cgst: 'CGST',
  sgst: 'SGST',
  igst: 'IGST',
  gst_amt: 'GST Amount',
  total: 'Total',
};

/** A purchase's supplier invoice columns (issue 30), after the figures on screen and in the CSV. */
const INVOICE_HEADERS = ['Supplier Invoice No', 'Supplier Invoice Date'] as const;

export const partyOf = (row: GstRow): string => row.customer_name ?? row.supplier_name ?? '';

export const numberHeader = (side: GstSide): string => (side === 'sales' ? 'Bill No' : 'Purchase ID');
export const partyHeader = (side: GstSide): string => (side === 'sales' ? 'Customer Name' : 'Supplier Name');

/** A sales row's bill number with its series ("R-28"); a purchase's id. */
export const numberOf = (side: GstSide, row: GstRow): string => (side === 'sales' ? row.bill_no || row.order_id : (row.purchase_id ?? row.order_id));

/** "Karnataka (29)" for a place the GST state table knows; other text as the bill keeps it. */
export function placeShown(text: string | undefined): string {
  const state = resolveState(text ?? '');
  return state ? `${state.name} (${state.code})` : (text ?? '');
}

export interface GstColumn {
  key: string;
  header: string;
  numeric?: true;
  text(row: GstRow): string;
}

/** The columns after S.No, on screen: number, date, party, then the figures; a purchase's supplier invoice last. */
export function gstColumns(side: GstSide): GstColumn[] {
  return [
    { key: 'number', header: numberHeader(side), text: (row) => numberOf(side, row) },
    { key: 'date', header: 'Order Date', text: (row) => row.order_date },
    { key: 'name', header: partyHeader(side), text: partyOf },
    ...GST_FIGURES.map((figure): GstColumn => ({ key: figure, header: FIGURE_HEADERS[figure], numeric: true, text: (row) => rupeesShown(row[figure] ?? '0') })),
    ...(side === 'purchase'
      ? [
          { key: 'invoice_no', header: INVOICE_HEADERS[0], text: (row: GstRow) => row.supplier_invoice_no ?? '' },
          { key: 'invoice_date', header: INVOICE_HEADERS[1], text: (row: GstRow) => row.supplier_invoice_date ?? '' },
        ]
      : []),
  ];
}

/** The totals row's figures (Indian grouping), over the rows the filters keep. */
export function gstTotals(rows: readonly GstRow[]): Record<GstFigure, string> {
  const sums = Object.fromEntries(GST_FIGURES.map((figure) => [figure, 0])) as Record<GstFigure, number>;
  for (const row of rows) for (const figure of GST_FIGURES) sums[figure] += amountOf(row[figure] ?? '0');
  return Object.fromEntries(GST_FIGURES.map((figure) => [figure, formatIndian(sums[figure])])) as Record<GstFigure, string>;
}

/**
 * Export CSV: the screen's columns plus GSTIN and place of supply (and a purchase's supplier invoice); amounts as plain
 * rupees (1234.50); a totals row under them (core/report-csv writes it last).
 */
export function gstCsv(side: GstSide, rows: readonly GstRow[]): { header: string[]; rows: Array<Array<string | number>>; totals: Array<string | number> } {
  const sums = Object.fromEntries(GST_FIGURES.map((figure) => [figure, 0])) as Record<GstFigure, number>;
  for (const row of rows) for (const figure of GST_FIGURES) sums[figure] += amountOf(row[figure] ?? '0');
  const invoice = side === 'purchase';
  return {
    header: [
      'S.No',
      numberHeader(side),
      'Order Date',
      partyHeader(side),
      'GSTIN',
      'Place of Supply',
      ...GST_FIGURES.map((f) => FIGURE_HEADERS[f]),
      ...(invoice ? INVOICE_HEADERS : []),
    ],
    rows: rows.map((row, index) => [
      index + 1,
      numberOf(side, row),
      row.order_date,
      partyOf(row),
      row.gst_number,
      placeShown(row.place_of_supply),
      ...GST_FIGURES.map((figure) => row[figure] ?? '0.00'),
      ...(invoice ? [row.supplier_invoice_no ?? '', row.supplier_invoice_date ?? ''] : []),
    ]),
    totals: ['Total', '', '', '', '', '', ...GST_FIGURES.map((figure) => formatRupees(sums[figure])), ...(invoice ? ['', ''] : [])],
  };
}

/** A rate's figures, summed in the By rate table and the export's totals. */
export const RATE_FIGURES = ['taxable_amt', 'cgst', 'sgst', 'igst'] as const;
type RateFigure = (typeof RATE_FIGURES)[number];

export interface RateSummaryRow {
  gstBp: BasisPoints;
  /** "18%", "2.5%". */
  rate: string;
  figures: Record<RateFigure, number>;
}

/**
 * The By rate table under the totals (issue 31 item 4): the rows' stored figures summed rate by rate, lowest rate
 * first. Every sales row carries its rates (a one-rate bill its one), so the rates add up to the totals row.
 */
export function gstRateSummary(rows: readonly GstRow[]): RateSummaryRow[] {
  const sums = new Map<BasisPoints, Record<RateFigure, number>>();
  for (const row of rows) {
    for (const rate of row.tax_by_rate ?? []) {
      const bp = percentOf(rate.gst_percentage);
      const sum = sums.get(bp) ?? { taxable_amt: 0, cgst: 0, sgst: 0, igst: 0 };
      for (const figure of RATE_FIGURES) sum[figure] += amountOf(rate[figure]);
      sums.set(bp, sum);
    }
  }
  return [...sums.entries()].sort(([a], [b]) => a - b).map(([gstBp, figures]) => ({ gstBp, rate: percentShown(gstBp), figures }));
}

const RATE_HEADERS: Readonly<Record<RateFigure, string>> = { taxable_amt: 'Taxable Value', cgst: 'CGST', sgst: 'SGST', igst: 'IGST' };

/** The By rate table's columns after the rate. */
export const rateSummaryHeaders = (): string[] => RATE_FIGURES.map((f) => RATE_HEADERS[f]);

/**
 * Export by rate (sales): one line per bill per GST rate, the bill's serial, number, date, party, GSTIN and place of
 * supply on each, then the rate, its taxable value, CGST, SGST, IGST and their sum; a bill's lines add up to its row
 * on screen, and a totals line under them (core/report-csv writes it last).
 */
export function gstRateCsv(rows: readonly GstRow[]): { header: string[]; rows: Array<Array<string | number>>; totals: Array<string | number> } {
  const sums: Record<RateFigure, number> = { taxable_amt: 0, cgst: 0, sgst: 0, igst: 0 };
  const lines: Array<Array<string | number>> = [];
  rows.forEach((row, index) => {
    for (const rate of row.tax_by_rate ?? []) {
      for (const figure of RATE_FIGURES) sums[figure] += amountOf(rate[figure]);
      lines.push([
        index + 1,
        numberOf('sales', row),
        row.order_date,
        partyOf(row),
        row.gst_number,
        placeShown(row.place_of_supply),
        rateText(rate),
        ...RATE_FIGURES.map((figure) => rate[figure]),
        formatRupees(amountOf(rate.cgst) + amountOf(rate.sgst) + amountOf(rate.igst)),
      ]);
    }
  });
  return {
    header: [
      'S.No',
      numberHeader('sales'),
      'Order Date',
      partyHeader('sales'),
      'GSTIN',
      'Place of Supply',
      'GST Rate %',
      ...rateSummaryHeaders(),
      'GST Amount',
    ],
    rows: lines,
    totals: ['Total', '', '', '', '', '', '', ...RATE_FIGURES.map((figure) => formatRupees(sums[figure])), formatRupees(sums.cgst + sums.sgst + sums.igst)],
  };
}

/** The export's rate column: "18", "2.5" (a percent, as the GST portal's rate column takes it). */
const rateText = (rate: GstRateRow): string => percentShown(percentOf(rate.gst_percentage)).replace(/%$/, '');

/** A rate's figure as the By rate table shows it (Indian grouping). */
export const rateFigureShown = (paise: number): string => formatIndian(paise);
