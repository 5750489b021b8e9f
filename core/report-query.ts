// The palette's report commands with arguments (DESIGN §7): "sales gst this month", "purchase gst last fy",
// "stock <supplier>", "pending <customer>", "paid <supplier>"; each names a report screen and its filter.
import { dateWordRange, fyRange, toDmy, type DateRange, type IsoDate } from './dates';
import type { Flag } from './permissions';

export type ReportScreen =
  '/gstreport' | '/gstreportpurchase' | '/gstr3b' | '/itc' | '/stock' | '/paymentpending' | '/supplierpending' | '/paid_report' | '/paid_report_supplier';

export interface ReportQuery {
  path: ReportScreen;
  /** The screen's search params: from/to as dd-mm-yyyy, or the party (supplier, customer) as typed. */
  search: { from?: string; to?: string; party?: string; month?: string };
  /** What the palette shows for it. */
  title: string;
  /** The flag the report's screen needs. */
  flag: Flag;
}

const FLAG_OF: Record<ReportScreen, Flag> = {
  '/gstreport': 'sales_gst',
  '/gstreportpurchase': 'purchase_gst',
  '/gstr3b': 'sales_gst',
  '/itc': 'purchase_gst',
  '/stock': 'stock_report',
  '/paymentpending': 'payment_details',
  '/supplierpending': 'payment_details',
  '/paid_report': 'payment_details',
  '/paid_report_supplier': 'payment_details',
};

const DATE_WORDS = 'today, yesterday, this month, last month, this fy, last fy or a year such as 2025-26';

function rangeOf(words: string, today: IsoDate): DateRange | null {
  return dateWordRange(words, today) ?? fyRange(words);
}

const dmy = (range: DateRange) => ({ from: toDmy(range.from), to: toDmy(range.to) });

const PARTY_REPORTS: ReadonlyArray<[RegExp, ReportScreen, string]> = [
  [/^stock(?:\s+(.*))?$/, '/stock', 'Stock Report'],
  [/^(?:supplier\s+pending|pending\s+supplier)(?:\s+(.*))?$/, '/supplierpending', 'Supplier Pending Report'],
  [/^pending(?:\s+(.*))?$/, '/paymentpending', 'Pending Report'],
  [/^(?:customer\s+paid|paid\s+customer)(?:\s+(.*))?$/, '/paid_report', 'Paid Report'],
  [/^paid(?:\s+(.*))?$/, '/paid_report_supplier', 'Supplier Paid Report'],
];

/** The report a palette text asks for, or null when it is not a report command (or its date words are unknown). */
export function parseReportQuery(text: string, today: IsoDate): ReportQuery | null {
  const typed = text.trim().replace(/\s+/g, ' ');
  const lower = typed.toLowerCase();
  const gst = /^(sales|purchase) gst(?: (.*))?$/.exec(lower);
  if (gst) {
    const path: ReportScreen = gst[1] === 'sales' ? '/gstreport' : '/gstreportpurchase';
    const name = gst[1] === 'sales' ? 'Sales GST Report' : 'Purchase GST Report';
    if (!gst[2]) return { path, search: {}, title: name, flag: FLAG_OF[path] };
    const range = rangeOf(gst[2], today);
    if (!range) return null;
    const { from, to } = dmy(range);
    return { path, search: { from, to }, title: `${name}: ${from} to ${to}`, flag: FLAG_OF[path] };
  }
  // Reports of one month (issue 30): "gstr3b this month", "gstr-3b last month", "gstr3b 10-2026"; "itc this month",
  // "itc last month", "itc 11-2026".
  const threeB = /^gstr-?3b(?: (.*))?$/.exec(lower);
  if (threeB) {
    const month = monthOfWords(threeB[1] ?? 'this month', today);
    return month ? { path: '/gstr3b', search: { month }, title: `GSTR-3B: ${month}`, flag: FLAG_OF['/gstr3b'] } : null;
  }
  const itc = /^itc(?: (.*))?$/.exec(lower);
  if (itc) {
    const month = monthOfWords(itc[1] ?? 'this month', today);
    return month ? { path: '/itc', search: { month }, title: `ITC Register: ${month}`, flag: FLAG_OF['/itc'] } : null;
  }
  for (const [pattern, path, name] of PARTY_REPORTS) {
    const match = pattern.exec(lower);
    if (!match) continue;
    // The party keeps the case it was typed in.
    const party = match[1] ? typed.slice(typed.length - match[1].length).trim() : '';
    return party ? { path, search: { party }, title: `${name}: ${party}`, flag: FLAG_OF[path] } : { path, search: {}, title: name, flag: FLAG_OF[path] };
  }
  return null;
}

/**
 * The month date words name, as "mm-yyyy": a month typed as mm-yyyy (from GST's start, 07-2017), or the month of the
 * first day of "this month", "last month" and the other date words; null otherwise.
 */
export function monthOfWords(words: string, today: IsoDate): string | null {
  const typed = words.trim().toLowerCase();
  const match = /^(\d{1,2})-(\d{4})$/.exec(typed);
  if (match) {
    const month = Number(match[1]);
    const year = Number(match[2]);
    if (month < 1 || month > 12 || year * 100 + month < 201707) return null;
    return `${String(month).padStart(2, '0')}-${year}`;
  }
  const first = rangeOf(typed, today)?.from;
  return first ? `${first.slice(5, 7)}-${first.slice(0, 4)}` : null;
}

export const REPORT_QUERY_HELP = `sales gst <${DATE_WORDS}>, purchase gst …, gstr3b this month, itc <this month, last month or mm-yyyy>, stock <supplier>, pending <customer>, paid <supplier>`;

/** The URL for a report query (search params in a stable order). */
export function reportHref(query: ReportQuery): string {
  const params = new URLSearchParams();
  for (const key of ['from', 'to', 'party', 'month'] as const) {
    const value = query.search[key];
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text ? `${query.path}?${text}` : query.path;
}

/** A party filter typed in the palette finds its party: exact name first, then the first name containing it. */
export function matchParty<P extends { name: string }>(parties: readonly P[], typed: string): P | null {
  const wanted = typed.trim().toLowerCase();
  if (!wanted) return null;
  return parties.find((p) => p.name.toLowerCase() === wanted) ?? parties.find((p) => p.name.toLowerCase().includes(wanted)) ?? null;
}
