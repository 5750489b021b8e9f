// A party's opening balance (issue 29 item 1), checked inside the add or edit's transaction: dated no later than the
// party's first bill (a purchase for a supplier); once the party has bills or payments, only the owner may change it.
import type { Kysely } from 'kysely';
import { toDmy, todayInKolkata, type IsoDate } from '../../core/dates';
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
  const row = party === 'customer'
    ? await db.selectFrom('orders').select((eb) => eb.fn.min('order_date').as('first')).where('customer_id', '=', partyId).where('kind', 'in', ['gst', 'retail']).executeTakeFirst()
    : await db.selectFrom('purchases').select((eb) => eb.fn.min('order_date').as('first')).where('supplier_id', '=', partyId).executeTakeFirst();
  return row?.first ?? null;
}

/**
 * The opening balance to store for a new party (stored null) or an edited one: refused (nothing written) when its
 * date is after the party's first bill, or when anyone but the owner changes it once the party has bills or payments
 * (every payment is booked on a bill, so a party with payments has bills).
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
  if (first !== null && !user?.isOwner) throw new ApiError(403, OWNER_ONLY_OPENING[party]);
  if (first !== null && next.date !== '' && next.date > first) throw new ApiError(400, openingAfterFirstBill(party, first));
  return next;
}
