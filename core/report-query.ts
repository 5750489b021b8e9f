// The palette's report commands with arguments (DESIGN §7): "sales gst this month", "purchase gst last fy",
// "stock <supplier>", "pending <customer>", "paid <supplier>"; each names a report screen and its filter.
import { dateWordRange, fyRange, toDmy, type DateRange, type IsoDate } from './dates';
import type { Flag } from './permissions';

export type ReportScreen =
  '/gstreport' | '/gstreportpurchase' | '/gstr3b' | '/stock' | '/paymentpending' | '/supplierpending' | '/paid_report' | '/paid_report_supplier';

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
  // "gstr3b this month", "gstr-3b last month", "gstr3b 10-2026": the month the words name (the month of their first day).
  const threeB = /^gstr-?3b(?: (.*))?$/.exec(lower);
  if (threeB) {
    const words = threeB[1] ?? 'this month';
    const typedMonth = /^(\d{2})-(\d{4})$/.exec(words);
    const first = typedMonth ? `${typedMonth[2]}-${typedMonth[1]}-01` : rangeOf(words, today)?.from;
    if (!first) return null;
    const month = `${first.slice(5, 7)}-${first.slice(0, 4)}`;
    return { path: '/gstr3b', search: { month }, title: `GSTR-3B: ${month}`, flag: FLAG_OF['/gstr3b'] };
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

export const REPORT_QUERY_HELP = `sales gst <${DATE_WORDS}>, purchase gst …, gstr3b this month, stock <supplier>, pending <customer>, paid <supplier>`;

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
