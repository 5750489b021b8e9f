// party_ledger.php (issue 29 item 2): a customer's or supplier's statement of account — the one query of its
// documents (server/ledger/party-documents.ts) through the one fold (core/ledger/fold.ts).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { PartyLedgerReply } from '../../core/api/ledger';
import { parseDmy, toDmy, type IsoDate } from '../../core/dates';
import { idField } from '../../core/forms/fields';
import type { LedgerParty } from '../../core/ledger/documents';
import { foldLedger } from '../../core/ledger/fold';
import { formatRupees } from '../../core/money';
import type { Flag } from '../../core/permissions';
import { privilegesNeeded } from '../../core/screen-access';
import { refuse, shown } from '../../core/wire';
import { defineCall } from '../call';
import type { Database } from '../db/types';
import type { SessionUser } from '../session';
import { ApiError } from '../envelope';
import { ledgerParty, partyDocuments } from '../ledger/party-documents';
import { readSettings } from '../sales/catalogue';
import { sellerDetail } from '../sales/print-invoice';
import { signedIn } from './sales-bill-calls';

/** Who may read whose ledger: the party list's own flag, or the pending reports' (payment_details). */
export const LEDGER_FLAGS: Readonly<Record<LedgerParty, readonly Flag[]>> = {
  customer: ['customer', 'payment_details'],
  supplier: ['supplier', 'payment_details'],
};

const optionalDate = () =>
  z
    .unknown()
    .optional()
    .transform((input, ctx): IsoDate | null => {
      if (input === undefined || input === null || input === '') return null;
      const iso = typeof input === 'string' ? parseDmy(input) : null;
      return iso ?? refuse(ctx, `must be a date as dd-mm-yyyy, not ${shown(input)}`);
    });

export const partyLedgerBody = z
  .object({
    party: z.enum(['customer', 'supplier'], { error: 'must be "customer" or "supplier"' }),
    id: idField(),
    from_date: optionalDate(),
    to_date: optionalDate(),
  })
  .superRefine((b, ctx) => {
    if (b.from_date !== null && b.to_date !== null && b.from_date > b.to_date) {
      ctx.addIssue({ code: 'custom', path: ['to_date'], message: `must be on or after from_date (${toDmy(b.from_date)})` });
    }
  });

/** The statement of account the body asks for, for a signed-in user holding the party's flags (403 otherwise; 404: no such party). */
export async function partyLedgerOf(db: Kysely<Database>, body: z.output<typeof partyLedgerBody>, user: SessionUser | null): Promise<PartyLedgerReply> {
  const me = signedIn(user);
  if (!me.isOwner && !LEDGER_FLAGS[body.party].some((flag) => me.flags.has(flag))) {
    throw new ApiError(403, `Permission denied: a ${body.party}'s ledger needs ${privilegesNeeded(LEDGER_FLAGS[body.party])}.`);
  }
  const found = await ledgerParty(db, body.party, body.id);
  if (!found) throw new ApiError(404, body.party === 'customer' ? `No customer with id ${body.id}` : `No supplier with id ${body.id}`);
  const documents = await partyDocuments(db, body.party, body.id, found.opening);
  const ledger = foldLedger(body.party, documents, { ...(body.from_date ? { from: body.from_date } : {}), ...(body.to_date ? { to: body.to_date } : {}) });
  return {
    party: {
      type: body.party,
      id: String(found.record.id),
      name: found.record.name,
      mobile: found.record.mobile,
      address: found.record.address,
      state: found.record.state,
      gst_number: found.record.taxNumber,
    },
    seller_detail: sellerDetail(await readSettings(db)),
    from_date: body.from_date ? toDmy(body.from_date) : '',
    to_date: body.to_date ? toDmy(body.to_date) : '',
    opening: formatRupees(ledger.opening),
    rows: ledger.rows.map((r) => ({
      date: toDmy(r.date),
      kind: r.kind,
      number: r.number,
      narration: r.narration,
      debit: formatRupees(r.debit),
      credit: formatRupees(r.credit),
      balance: formatRupees(r.balance),
    })),
    closing: formatRupees(ledger.closing),
  };
}

export const partyLedger = defineCall({
  path: 'party_ledger.php',
  schema: partyLedgerBody,
  async run({ db, body, user }) {
    return { body: await partyLedgerOf(db, body, user) };
  },
});
