// Exact parsing of decimal text with at most 2 fraction digits into integer hundredths
// (paise for rupees, basis points for percents), without ever going through a float.

export type HundredthsResult = { ok: true; hundredths: number } | { ok: false; reason: string };

export interface DecimalRules {
  /** Digit grouping commas in the whole part, as in "1,23,456.50". */
  allowGrouping: boolean;
  allowNegative: boolean;
}

const DECIMAL = /^([+-])?(\d+(?:,\d+)*)?(?:\.(\d*))?$/;

export function parseHundredths(input: string | number, rules: DecimalRules): HundredthsResult {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, reason: 'not a number' };
    text = String(input);
    if (/e-/i.test(text)) return { ok: false, reason: 'more than 2 decimals' };
    if (/e/i.test(text)) return { ok: false, reason: 'out of range' };
  } else {
    text = input.trim();
  }
  if (text === '') return { ok: false, reason: 'empty' };

  const match = DECIMAL.exec(text);
  if (!match) return { ok: false, reason: 'not a number' };
  const [, sign, whole = '', fraction] = match;
  if (whole === '' && !fraction) return { ok: false, reason: 'not a number' };
  if (fraction !== undefined && fraction === '') return { ok: false, reason: 'not a number' };
  if (!rules.allowGrouping && whole.includes(',')) return { ok: false, reason: 'not a number' };
  if (sign === '-' && !rules.allowNegative) return { ok: false, reason: 'cannot be negative' };
  if (fraction !== undefined && fraction.length > 2) return { ok: false, reason: 'more than 2 decimals' };

  const digits = (whole.replaceAll(',', '') || '0') + (fraction ?? '').padEnd(2, '0');
  const magnitude = Number(digits);
  if (!Number.isSafeInteger(magnitude)) return { ok: false, reason: 'out of range' };
  return { ok: true, hundredths: sign === '-' && magnitude !== 0 ? -magnitude : magnitude };
}

/** Integer hundredths as "1234.50"; exact for every safe integer. */
export function formatHundredths(hundredths: number): string {
  if (!Number.isSafeInteger(hundredths)) throw new RangeError(`not a safe integer: ${hundredths}`);
  const sign = hundredths < 0 ? '-' : '';
  const digits = String(Math.abs(hundredths)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Integer division rounded half away from zero, exact for any safe integers. */
export function divideRounded(numerator: bigint, denominator: bigint): number {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const abs = (n: bigint) => (n < 0n ? -n : n);
  const away = abs(remainder) * 2n >= abs(denominator) ? (numerator < 0n !== denominator < 0n ? -1n : 1n) : 0n;
  const result = Number(quotient + away);
  if (!Number.isSafeInteger(result)) throw new RangeError('result out of safe integer range');
  return result;
}
