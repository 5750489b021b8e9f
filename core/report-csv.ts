// Report exports as CSV (RFC 4180): a UTF-8 byte-order mark (so Excel reads ₹ and Tamil as written, issue 30), a
// header row, the rows, then the totals row when the report has one; a field with a comma, quote or line break is
// quoted. A leading = + - @ is prefixed with ' so a spreadsheet never runs a cell as a formula.

export const UTF8_BOM = '\uFEFF';

const FORMULA = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

type Row = ReadonlyArray<string | number>;

function field(value: string | number): string {
  let text = String(value);
  if (FORMULA.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly Row[], totals?: Row): string {
  const lines = totals ? [header, ...rows, totals] : [header, ...rows];
  return UTF8_BOM + lines.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
