// The ageing of a party's account (issue 29 item 3): what is unpaid of each document on `asOf`, after the party's
// payments, credit notes and debit notes are set against its opening balance, bills (purchases) and refunds oldest
// first, bucketed by days past the document's due date (its date plus the party's credit days; past its date when the
// party has none). Its total is the ledger's balance on `asOf` (./fold.ts), which is the pending report's figure
// (ageing.property.test.ts). Credit the party has beyond all it owes is a negative part, aged from its own date.
import { addDays, daysBetween, type IsoDate } from '../dates';
import type { Paise } from '../money';
import { compareDocuments, KIND_EFFECT, type LedgerDocument, type LedgerKind } from './documents';

export const AGEING_BUCKETS = ['b0_30', 'b31_60', 'b61_90', 'b90_plus'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export type AgeingBuckets = Record<AgeingBucket, Paise>;

/** The bucket of a part `days` past its due date: up to 30 (not yet due included), 31–60, 61–90, over 90. */
export function bucketOf(days: number): AgeingBucket {
  if (days <= 30) return 'b0_30';
  if (days <= 60) return 'b31_60';
  if (days <= 90) return 'b61_90';
  return 'b90_plus';
}

export interface UnpaidPart {
  date: IsoDate;
  kind: LedgerKind;
  number: string;
  due: IsoDate;
  /** Days past `due` on the as-of date (negative: not yet due). */
  days: number;
  /** What is left of the document: positive owed, negative a credit not yet set against anything. */
  amount: Paise;
  bucket: AgeingBucket;
}

export interface Ageing extends AgeingBuckets {
  total: Paise;
  /** The date of the oldest document with something left (null when nothing is). */
  oldestDate: IsoDate | null;
  parts: UnpaidPart[];
}

export const NO_BUCKETS: AgeingBuckets = { b0_30: 0, b31_60: 0, b61_90: 0, b90_plus: 0 };

interface Open {
  doc: LedgerDocument;
  left: Paise;
}

/** Takes up to `amount` from the open items, oldest first; what could not be set against them. */
function settle(open: Open[], amount: Paise): Paise {
  let rest = amount;
  while (rest > 0 && open.length > 0) {
    const first = open[0]!;
    const taken = Math.min(first.left, rest);
    first.left -= taken;
    rest -= taken;
    if (first.left === 0) open.shift();
  }
  return rest;
}

export function ageDocuments(documents: readonly LedgerDocument[], asOf: IsoDate, creditDays = 0): Ageing {
  const ordered = documents.filter((d) => d.date <= asOf).sort(compareDocuments);
  const owed: Open[] = [];
  const credits: Open[] = [];
  for (const doc of ordered) {
    const effect = KIND_EFFECT[doc.kind];
    if (effect === 0 || doc.amount === 0) continue;
    const open = effect > 0 ? owed : credits;
    const against = effect > 0 ? credits : owed;
    const rest = settle(against, doc.amount);
    if (rest > 0) open.push({ doc, left: rest });
  }
  const parts: UnpaidPart[] = [...owed.map((o) => part(o, creditDays, asOf, 1)), ...credits.map((o) => part(o, 0, asOf, -1))].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
  );
  const buckets = { ...NO_BUCKETS };
  for (const p of parts) buckets[p.bucket] += p.amount;
  const total = parts.reduce((sum, p) => sum + p.amount, 0);
  return { total, ...buckets, oldestDate: parts[0]?.date ?? null, parts };
}

function part(open: Open, creditDays: number, asOf: IsoDate, sign: 1 | -1): UnpaidPart {
  const due = addDays(open.doc.date, creditDays);
  const days = daysBetween(due, asOf);
  return { date: open.doc.date, kind: open.doc.kind, number: open.doc.number, due, days, amount: sign * open.left, bucket: bucketOf(days) };
}

/** The sum of parties' ageings, bucket by bucket. */
export function sumAgeings(ageings: readonly (AgeingBuckets & { total: Paise })[]): AgeingBuckets & { total: Paise } {
  const sum = { total: 0, ...NO_BUCKETS };
  for (const a of ageings) {
    sum.total += a.total;
    for (const b of AGEING_BUCKETS) sum[b] += a[b];
  }
  return sum;
}
