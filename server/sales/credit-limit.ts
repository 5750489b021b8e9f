// The credit limit at save time (issue 29 item 4): pos_order.php, retail_pos_order.php and the bill editors read the
// customer's outstanding inside the save's transaction (the ledger's one query, folded by core/ledger/fold.ts) and
// refuse with 409 (nothing written) a save that would leave them owing more than credit_limit, unless the owner's
// e-mail and password came with it (credit_approval). core/credit-limit.ts holds the rule and its message.
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { approvalNotOwner, APPROVAL_REFUSED, checkCreditLimit, type CreditApproval } from '../../core/credit-limit';
import { balanceOf } from '../../core/ledger/fold';
import type { Paise } from '../../core/money';
import type { Customer, Database } from '../db/types';
import { ApiError } from '../envelope';
import { ledgerParty, partyDocuments } from '../ledger/party-documents';
import { DUMMY_HASH, verifyPassword } from '../password';

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
 * Refuses (409, nothing written) a save over the customer's limit; with an approval, checks it is the owner's
 * (403 otherwise) and answers what to audit. Null when the save is within the limit.
 */
export async function refuseOverCreditLimit(
  db: Kysely<Database>,
  customer: Pick<Customer, 'user_id' | 'name' | 'credit_limit'>,
  bill: CreditLimitBill,
  approval: CreditApproval | null | undefined,
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
  const owner = await ownerApproving(db, approval);
  return { approved_by: owner.user_id, approver: owner.name, customer_id: customer.user_id, credit_limit: limit, outstanding, unpaid: bill.unpaid };
}

/** The owner whose e-mail and password were typed; a wrong pair or anyone else is refused (403). */
async function ownerApproving(db: Kysely<Database>, approval: CreditApproval): Promise<{ user_id: number; name: string }> {
  const employee = await db.selectFrom('employees').select(['user_id', 'name', 'password_hash', 'is_owner']).where('email', '=', approval.email).executeTakeFirst();
  // An unknown e-mail is checked against a dummy hash, so both failures take the same time.
  const matches = await verifyPassword(approval.password, employee?.password_hash ?? DUMMY_HASH);
  if (!employee || !matches) throw new ApiError(403, APPROVAL_REFUSED);
  if (employee.is_owner !== 1) throw new ApiError(403, approvalNotOwner(employee.name));
  return { user_id: employee.user_id, name: employee.name };
}
