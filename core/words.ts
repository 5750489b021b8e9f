// The invoice's amount in words, Indian system (Crore, Lakh, Thousand, Hundred), upper-case.
import { assertPaise, type Paise } from './money';

const ONES = [
  'ZERO',
  'ONE',
  'TWO',
  'THREE',
  'FOUR',
  'FIVE',
  'SIX',
  'SEVEN',
  'EIGHT',
  'NINE',
  'TEN',
  'ELEVEN',
  'TWELVE',
  'THIRTEEN',
  'FOURTEEN',
  'FIFTEEN',
  'SIXTEEN',
  'SEVENTEEN',
  'EIGHTEEN',
  'NINETEEN',
];
const TENS = ['', '', 'TWENTY', 'THIRTY', 'FORTY', 'FIFTY', 'SIXTY', 'SEVENTY', 'EIGHTY', 'NINETY'];

const SCALES: ReadonlyArray<readonly [number, string]> = [
  [10_000_000, 'CRORE'],
  [100_000, 'LAKH'],
  [1_000, 'THOUSAND'],
  [100, 'HUNDRED'],
];

/** 99,99,99,999.99 rupees: the largest amount the invoice's words cover. */
export const MAX_PAISE_IN_WORDS = 99_999_999_999;

/** Words for 0 ≤ n ≤ 99,99,99,999, without "AND": 101 is "ONE HUNDRED ONE". */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n > 999_999_999) throw new RangeError(`cannot write ${n} in words`);
  if (n === 0) return ONES[0];
  const words: string[] = [];
  let rest = n;
  for (const [size, name] of SCALES) {
    const count = Math.floor(rest / size);
    if (count > 0) words.push(belowHundred(count), name);
    rest %= size;
  }
  if (rest > 0) words.push(belowHundred(rest));
  return words.join(' ');
}

/**
 * "<rupees> RUPEES AND <paise> PAISE ONLY"; "ONE RUPEE", "ONE PAISA" in the singular;
 * no rupee part below one rupee ("FIVE PAISE ONLY"); "ZERO RUPEES ONLY" for nothing.
 */
export function amountInWords(paise: Paise): string {
  assertPaise(paise);
  if (paise < 0 || paise > MAX_PAISE_IN_WORDS) throw new RangeError(`amount out of range for words: ${paise} paise`);
  const rupees = Math.floor(paise / 100);
  const cents = paise % 100;
  const parts: string[] = [];
  if (rupees > 0 || cents === 0) parts.push(`${numberInWords(rupees)} ${rupees === 1 ? 'RUPEE' : 'RUPEES'}`);
  if (cents > 0) parts.push(`${numberInWords(cents)} ${cents === 1 ? 'PAISA' : 'PAISE'}`);
  return `${parts.join(' AND ')} ONLY`;
}

function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  const ones = n % 10;
  return ones === 0 ? TENS[Math.floor(n / 10)] : `${TENS[Math.floor(n / 10)]} ${ONES[ones]}`;
}
