// The credit limit at save time (issue 29 item 4): pos_order.php, retail_pos_order.php and the bill editors read the
// customer's outstanding inside the save's transaction (the ledger's one query, folded by core/ledger/fold.ts) and
// refuse with 409 (nothing written) a save that would leave them owing more than credit_limit, unless the owner's
// e-mail and password came with it (credit_approval), checked before the transaction by server/sales/owner-approval.ts.
// core/credit-limit.ts holds the rule and its message.
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { checkCreditLimit } from '../../core/credit-limit';
import { balanceOf } from '../../core/ledger/fold';
import type { Paise } from '../../core/money';
import type { Customer, Database } from '../db/types';
import { ApiError } from '../envelope';
import { ledgerParty, partyDocuments } from '../ledger/party-documents';
import type { OwnerApproval } from './owner-approval';

/** What the customer owes the shop now: the closing balance of their ledger (negative when the shop owes them). */
export async function customerOutstanding(db: Kysely<Database>, customerId: number): Promise<Paise> {
  const found = await ledgerParty(db, 'customer', customerId);
  if (!found) return 0;
  return balanceOf(await partyDocuments(db, 'customer', customerId, found.opening));
}

/** The owner who let a bill go over the limit, and the figures they saw: written to the audit trail with the bill. */
export interface CreditApproved {
  approved_by: number;
  approver: string;
  customer_id: number;
  credit_limit: Paise;
  outstanding: Paise;
  unpaid: Paise;
}

export interface CreditLimitBill {
  /** What the bill leaves unpaid after this save. */
  unpaid: Paise;
  /** What it left unpaid before (an edit of this customer's bill); 0 for a new bill. */
  unpaidBefore?: Paise;
}

/**
 * Refuses (409, nothing written) a save over the customer's limit; with an approval, answers what to audit when it was
 * the owner's, and its refusal (403) otherwise. Null when the save is within the limit.
 */
export async function refuseOverCreditLimit(
  db: Kysely<Database>,
  customer: Pick<Customer, 'user_id' | 'name' | 'credit_limit'>,
  bill: CreditLimitBill,
  approval: OwnerApproval | null | undefined,
): Promise<CreditApproved | null> {
  const limit = Number(customer.credit_limit);
  const unpaidBefore = bill.unpaidBefore ?? 0;
  // No limit, or nothing more left unpaid than before: nothing to read.
  if (limit <= 0 || bill.unpaid <= unpaidBefore) return null;
  // Two saves for one customer queue here on PostgreSQL (SQLite writes one at a time): each reads what the other left.
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtext('kulir.credit'), ${customer.user_id})`.execute(db);
  }
  // The ledger already holds an edited bill as it was: what it left unpaid then is taken out of what they owe.
  const outstanding = (await customerOutstanding(db, customer.user_id)) - unpaidBefore;
  const check = checkCreditLimit({ customerName: customer.name, outstanding, limit, unpaid: bill.unpaid, unpaidBefore });
  if (check.ok) return null;
  if (!approval) throw new ApiError(409, check.msg);
  if ('refusal' in approval) throw approval.refusal;
  const { owner } = approval;
  return { approved_by: owner.user_id, approver: owner.name, customer_id: customer.user_id, credit_limit: limit, outstanding, unpaid: bill.unpaid };
}
