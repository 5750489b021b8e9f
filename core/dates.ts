// Calendar dates as 'YYYY-MM-DD' strings; the clock is always passed in, never read here.

export type IsoDate = string;

export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DMY = /^(\d{1,2})([-/])(\d{1,2})\2(\d{4})$/;

export function isValidIsoDate(text: string): boolean {
  const match = ISO.exec(text);
  return match !== null && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** '2026-04-01' → '01-04-2026' (or '01/04/2026' with sep '/'). */
export function toDmy(iso: IsoDate, sep: '-' | '/' = '-'): string {
  if (!isValidIsoDate(iso)) throw new RangeError(`not a YYYY-MM-DD date: "${iso}"`);
  const [year, month, day] = iso.split('-');
  return [day, month, year].join(sep);
}

/** Reads dd-mm-yyyy, dd/mm/yyyy, d-m-yyyy or yyyy-mm-dd; null when it is not a real date. */
export function parseDmy(text: string): IsoDate | null {
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  if (iso) return isoIfReal(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dmy = DMY.exec(trimmed);
  if (dmy) return isoIfReal(Number(dmy[4]), Number(dmy[3]), Number(dmy[1]));
  return null;
}

// Built once: a new Intl.DateTimeFormat per call was ~3% of a bill save and dominated list replies.
const KOLKATA_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar date in India at the given instant. */
export function todayInKolkata(now: Date): IsoDate {
  const parts = KOLKATA_DATE.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The April–March financial year holding the date: '2026-04-01' → '2026-27'. */
export function financialYear(iso: IsoDate): string {
  const { year, month } = splitIso(iso);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** '2026-27' → 2026-04-01 … 2027-03-31; null unless the text is such a year. */
export function fyRange(fy: string): DateRange | null {
  const match = /^(\d{4})-(\d{2})$/.exec(fy.trim());
  if (!match) return null;
  const start = Number(match[1]);
  if (Number(match[2]) !== (start + 1) % 100) return null;
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/** Date words of the report palette; months and years are whole periods. */
export function dateWordRange(word: string, today: IsoDate): DateRange | null {
  const { year, month } = splitIso(today);
  const fyStart = month >= 4 ? year : year - 1;
  switch (word.trim().toLowerCase().replace(/\s+/g, ' ')) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'this month':
      return monthRange(year, month);
    case 'last month':
      return month === 1 ? monthRange(year - 1, 12) : monthRange(year, month - 1);
    case 'this fy':
      return { from: `${fyStart}-04-01`, to: `${fyStart + 1}-03-31` };
    case 'last fy':
      return { from: `${fyStart - 1}-04-01`, to: `${fyStart}-03-31` };
    default:
      return null;
  }
}

/** Inclusive at both ends; a missing bound is open. */
export function inRange(iso: IsoDate, from?: IsoDate | null, to?: IsoDate | null): boolean {
  return (!from || iso >= from) && (!to || iso <= to);
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  const { year, month, day } = splitIso(iso);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const a = splitIso(from);
  const b = splitIso(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

export function monthRange(year: number, month: number): DateRange {
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(daysInMonth(year, month)).padStart(2, '0')}` };
}

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

function isRealDate(year: number, month: number, day: number): boolean {
  return year >= 1000 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function isoIfReal(year: number, month: number, day: number): IsoDate | null {
  if (!isRealDate(year, month, day)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function splitIso(iso: IsoDate): { year: number; month: number; day: number } {
  if (!isValidIsoDate(iso)) throw new RangeError(`not a YYYY-MM-DD date: "${iso}"`);
  const [year, month, day] = iso.split('-').map(Number);
  return { year, month, day };
}

export const DATE_FORMAT_HINT = 'dd-mm-yyyy';

/** A typed date field's value (dd-mm-yyyy, also dd/mm/yyyy): the date, or why it is refused. Not after `latest` when given. */
export function readDateField(text: string, latest?: IsoDate): { ok: true; iso: IsoDate } | { ok: false; reason: string } {
  const iso = parseDmy(text);
  if (iso === null) return { ok: false, reason: `Enter the date as ${DATE_FORMAT_HINT}, e.g. 05-11-2026` };
  if (latest !== undefined && iso > latest) return { ok: false, reason: `The date cannot be after ${toDmy(latest)}` };
  return { ok: true, iso };
}
