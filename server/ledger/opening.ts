// A party's opening balance (issue 29 item 1), checked inside the add or edit's transaction: dated no later than the
// party's first bill (a purchase for a supplier); once the party has bills or payments, only the owner may change it.
import type { Kysely } from 'kysely';
import { toDmy, todayInKolkata, type IsoDate } from '../../core/dates';
import { formatIndian } from '../../core/money';
import { nextOpening, openingChanged, NO_OPENING, type Opening, type OpeningChange } from '../../core/ledger/opening';
import type { LedgerParty } from '../../core/ledger/documents';
import type { Database } from '../db/types';
import { ApiError } from '../envelope';
import type { SessionUser } from '../session';

export const OWNER_ONLY_OPENING: Readonly<Record<LedgerParty, string>> = {
  customer: 'Only the owner can change the opening balance of a customer who has bills or payments.',
  supplier: 'Only the owner can change the opening balance of a supplier who has purchases or payments.',
};

export const openingAfterFirstBill = (party: LedgerParty, first: IsoDate): string =>
  party === 'customer'
    ? `opening_date: must be on or before the customer's first bill (${toDmy(first)})`
    : `opening_date: must be on or before the supplier's first purchase (${toDmy(first)})`;

/** The date of the party's first bill (a customer's issued GST or retail bill) or purchase; null when none. */
async function firstDocumentDate(db: Kysely<Database>, party: LedgerParty, partyId: number): Promise<IsoDate | null> {
  const row =
    party === 'customer'
      ? await db
          .selectFrom('orders')
          .select((eb) => eb.fn.min('order_date').as('first'))
          .where('customer_id', '=', partyId)
          .where('kind', 'in', ['gst', 'retail'])
          .executeTakeFirst()
      : await db
          .selectFrom('purchases')
          .select((eb) => eb.fn.min('order_date').as('first'))
          .where('supplier_id', '=', partyId)
          .executeTakeFirst();
  return row?.first ?? null;
}

/** What has been paid on the party's opening balance (issue 29 item 1): payments booked on it from the pending report. */
async function openingPaid(db: Kysely<Database>, party: LedgerParty, partyId: number): Promise<number> {
  const row =
    party === 'customer'
      ? await db.selectFrom('customers').select('opening_paid as paid').where('user_id', '=', partyId).executeTakeFirst()
      : await db.selectFrom('suppliers').select('opening_paid as paid').where('id', '=', partyId).executeTakeFirst();
  return Number(row?.paid ?? 0);
}

export const openingBelowPaid = (paid: number): string => `opening_balance: must be at least ₹${formatIndian(paid)}, already paid on it`;

/**
 * The opening balance to store for a new party (stored null) or an edited one: refused (nothing written) when its
 * date is after the party's first bill, when anyone but the owner changes it once the party has bills or payments
 * (a payment is booked on a bill or on the opening balance itself), or when it would fall below what was paid on it.
 */
export async function checkedOpening(
  db: Kysely<Database>,
  party: LedgerParty,
  partyId: number | null,
  stored: Opening | null,
  change: OpeningChange,
  user: SessionUser | null,
  now: Date,
): Promise<Opening> {
  const before = stored ?? NO_OPENING;
  const next = nextOpening(before, change, todayInKolkata(now));
  if (partyId === null || !openingChanged(before, next)) return next;
  const first = await firstDocumentDate(db, party, partyId);
  const paid = await openingPaid(db, party, partyId);
  if ((first !== null || paid > 0) && !user?.isOwner) throw new ApiError(403, OWNER_ONLY_OPENING[party]);
  if (next.balance < paid) throw new ApiError(400, openingBelowPaid(paid));
  if (first !== null && next.date !== '' && next.date > first) throw new ApiError(400, openingAfterFirstBill(party, first));
  return next;
}
