// The owner's approval of a bill over the credit limit (credit_approval on pos_order.php, retail_pos_order.php and the
// editors) is the owner's e-mail and password typed at the counter: each one is a sign-in attempt at that e-mail from
// the till's address. It is checked before the save's transaction, through the sign-in throttle (one counter with
// login.php), so a refused save does not roll back the failure it counted. A held attempt answers 429 at once; a wrong
// pair or anyone but the owner is a failure, audited as a failed sign-in, and refused (403) by the save only if the bill
// needs the approval (server/sales/credit-limit.ts).
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { approvalNotOwner, APPROVAL_REFUSED, type CreditApproval } from '../../core/credit-limit';
import type { AuditEntry, CallContext } from '../call';
import { clientAddress } from '../client-address';
import type { Database } from '../db/types';
import { ApiError } from '../envelope';
import { DUMMY_HASH, verifyPassword } from '../password';
import { beginSignIn, markSignedIn, recordFailedSignIn } from '../sign-in-throttle';

/** What the typed e-mail and password came to: the owner, or the refusal the save answers if it needs them. */
export type OwnerApproval = { owner: { user_id: number; name: string } } | { refusal: ApiError };

interface Attempt {
  db: Kysely<Database>;
  c: Context;
  address: string;
  now: Date;
  /** The call's audit (the signed-in cashier, the call's path), on the plain database: the row is kept. */
  audit(entry: AuditEntry): Promise<void>;
}

export async function checkOwnerApproval(approval: CreditApproval, { db, c, address, now, audit }: Attempt): Promise<OwnerApproval> {
  const email = approval.email;
  const attempt = await beginSignIn(db, c, email, address, now);
  const employee = await db.selectFrom('employees').select(['user_id', 'name', 'password_hash', 'is_owner']).where('email', '=', email).executeTakeFirst();
  // An unknown e-mail is checked against a dummy hash, so both failures take the same time.
  const matches = await verifyPassword(approval.password, employee?.password_hash ?? DUMMY_HASH);
  if (employee && matches && employee.is_owner === 1) {
    await markSignedIn(db, attempt);
    return { owner: { user_id: employee.user_id, name: employee.name } };
  }
  // The attempt stays written as a failure; the owner sees it with who typed it and from where.
  const result = employee && matches ? 'owner approval: not the owner' : 'owner approval: wrong password';
  await recordFailedSignIn(db, email, address, now, result, (entryResult, retryAfterSeconds) =>
    audit({
      entity: 'sign_in',
      entityId: email,
      after: { result: entryResult, address, ...(retryAfterSeconds ? { retry_after_seconds: retryAfterSeconds } : {}) },
    }),
  );
  return { refusal: new ApiError(403, employee && matches ? approvalNotOwner(employee.name) : APPROVAL_REFUSED) };
}

/** A bill call's prepare: the payload's credit_approval checked from the client's address; null when none came. */
export function approvalOfBill(
  ctx: Pick<CallContext<{ creditApproval?: CreditApproval | null }>, 'env' | 'db' | 'c' | 'now' | 'audit' | 'body'>,
): Promise<OwnerApproval | null> {
  const { env, db, c, now, audit, body } = ctx;
  if (!body.creditApproval) return Promise.resolve(null);
  return checkOwnerApproval(body.creditApproval, { db, c, now, audit, address: clientAddress(c, env.trustedProxies) });
}
