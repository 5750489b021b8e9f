// Money is an integer number of paise everywhere in kulir; rupee text exists only at the edges.
import { formatHundredths, parseHundredths } from './decimal';

export type Paise = number;

export type RupeesResult = { ok: true; paise: Paise } | { ok: false; reason: string };

/** Reads "1,234.50", "12", ".5", "-3.25" or the number 12.5 as paise, exactly. */
export function parseRupees(input: string | number): RupeesResult {
  const parsed = parseHundredths(input, { allowGrouping: true, allowNegative: true });
  return parsed.ok ? { ok: true, paise: parsed.hundredths } : parsed;
}

/** As parseRupees, but throws a RangeError naming the reason. */
export function rupeesToPaise(input: string | number): Paise {
  const parsed = parseRupees(input);
  if (!parsed.ok) throw new RangeError(`Invalid amount "${String(input)}": ${parsed.reason}`);
  return parsed.paise;
}

/** "1234.50": two decimals, no grouping; the API's number format. */
export function formatRupees(paise: Paise): string {
  return formatHundredths(paise);
}

const INDIAN_GROUPING = new Intl.NumberFormat('en-IN', { useGrouping: true });

/** "1,23,456.00": Indian grouping (last three digits, then pairs), as list amounts show; Intl.NumberFormat('en-IN') groups the whole rupees, exactly (as a bigint). */
export function formatIndian(paise: Paise): string {
  const plain = formatHundredths(paise);
  const sign = plain.startsWith('-') ? '-' : '';
  const [whole, fraction] = plain.slice(sign.length).split('.');
  return `${sign}${INDIAN_GROUPING.format(BigInt(whole))}.${fraction}`;
}

/** Money in a message: the rupee sign and Indian grouping, "₹1,79,938.00"; a negative amount "-₹250.00". */
export function formatMoney(paise: Paise): string {
  const grouped = formatIndian(paise);
  return grouped.startsWith('-') ? `-₹${grouped.slice(1)}` : `₹${grouped}`;
}

/** Rounds to a whole rupee (a multiple of 100 paise), halves away from zero. */
export function roundToRupee(paise: Paise): Paise {
  assertPaise(paise);
  const rupees = Math.floor((Math.abs(paise) + 50) / 100);
  return rupees === 0 ? 0 : Math.sign(paise) * rupees * 100;
}

export function assertPaise(paise: number): void {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`paise must be a safe integer, got ${paise}`);
}
