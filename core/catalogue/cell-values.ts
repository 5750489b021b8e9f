// What a spreadsheet cell holds, as the text an import reads: numbers at the precision spreadsheets keep (15
// significant digits, so 1180.0000000000002 is 1180), dates as dd-mm-yyyy (DESIGN §5), a date format told by its code.

/** Excel and LibreOffice keep 15 significant digits; anything past them is binary floating-point noise. */
const SIGNIFICANT_DIGITS = 15;

/** A stored number ("1061.8230000000001", "1E-3") as plain decimal text ("1061.823", "0.001"); other text unchanged. */
export function sheetNumberText(stored: string): string {
  const text = stored.trim();
  if (text === '') return '';
  const value = Number(text);
  if (!Number.isFinite(value)) return stored;
  const rounded = Number(value.toPrecision(SIGNIFICANT_DIGITS));
  if (rounded === 0) return '0';
  const plain = String(rounded);
  if (!/e/i.test(plain)) return plain;
  // Very small or very large: written out without an exponent where that is exact.
  if (Math.abs(rounded) >= 1e21) return plain;
  return rounded.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function dayText(utc: Date): string {
  return `${pad(utc.getUTCDate())}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCFullYear(), 4)}`;
}

const DAY_MS = 86_400_000;

/**
 * An Excel date serial as dd-mm-yyyy (the time of day dropped). The 1900 system counts 1900-01-01 as 1 and keeps
 * Lotus 1-2-3's 29-02-1900 (serial 60), which has no date; the 1904 system counts days from 1904-01-01.
 */
export function serialDateText(serial: number, date1904 = false): string | null {
  if (!Number.isFinite(serial) || serial < 0 || serial >= 2_958_466) return null;
  const day = Math.floor(serial);
  if (date1904) return dayText(new Date(Date.UTC(1904, 0, 1) + day * DAY_MS));
  if (day === 60 || day === 0) return null;
  const epoch = day < 60 ? Date.UTC(1899, 11, 31) : Date.UTC(1899, 11, 30);
  return dayText(new Date(epoch + day * DAY_MS));
}

/** An ISO date or date-time as ODF writes it (office:date-value "2026-11-25" or "2026-11-25T10:30:00") as dd-mm-yyyy. */
export function isoDateText(iso: string): string | null {
  const match = /^(-?\d{4,})-(\d{2})-(\d{2})(?:T.*)?$/.exec(iso.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/** Excel's built-in number formats that show a date (ECMA-376 §18.8.30; 27–36 and 50–58 are East Asian dates). */
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** Does a cell with this number format show a date? A custom code is a date when it has a day or year part. */
export function isDateFormat(numFmtId: number, formatCode: string | undefined): boolean {
  if (formatCode === undefined) return BUILT_IN_DATE_FORMATS.has(numFmtId);
  // Quoted text, escaped characters and [colour]/[$-locale]/[h] brackets are not format letters.
  const letters =
    formatCode
      .replace(/"[^"]*"/g, '')
      .replace(/\\./g, '')
      .replace(/\[[^\]]*\]/g, '')
      .split(';')[0] ?? '';
  return /[dy]/i.test(letters) && !/^general$/i.test(letters.trim());
}
