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

/** "1,23,456.00": Indian grouping (last three digits, then pairs), as list amounts show. */
export function formatIndian(paise: Paise): string {
  const plain = formatHundredths(paise);
  const sign = plain.startsWith('-') ? '-' : '';
  const [whole, fraction] = plain.slice(sign.length).split('.');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const pairs = rest.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${rest ? `${pairs},` : ''}${lastThree}.${fraction}`;
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
