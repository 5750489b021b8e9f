// A customer's credit limit at the counter (issue 29 item 4): a save may not leave the customer owing more than their
// limit (credit_limit; 0 is no limit, the spec's default) unless enough is tendered or the owner approves. One rule for
// the counter's flag and the server's refusal (pos_order.php, retail_pos_order.php and the bill editors).
// `outstanding` is what the customer owes without this bill: the ledger fold's closing balance (core/ledger/fold.ts),
// never summed again here.
import { z } from 'zod';
import { idField } from './forms/fields';
import { formatIndian, type Paise } from './money';

export interface CreditLimitSave {
  customerName: string;
  /** What the customer owes now, this bill left out (negative when the shop owes them). */
  outstanding: Paise;
  /** credit_limit; 0 is no limit. */
  limit: Paise;
  /** What this bill leaves unpaid: its total less what is tendered (for an edited bill, less what was paid or credited on it). */
  unpaid: Paise;
  /** What the bill left unpaid before this save (an edit); 0 for a new bill. A save that leaves no more unpaid is never refused. */
  unpaidBefore?: Paise;
}

export type CreditLimitCheck = { ok: true } | { ok: false; owing: Paise; msg: string };

const rupeesShown = (paise: Paise) => `₹${formatIndian(paise)}`;

export function creditLimitExceeded(save: Pick<CreditLimitSave, 'customerName' | 'outstanding' | 'limit' | 'unpaid'>): string {
  const owes = save.outstanding < 0 ? `is owed ${rupeesShown(-save.outstanding)}` : `already owes ${rupeesShown(save.outstanding)}`;
  return `Credit limit ${rupeesShown(save.limit)} exceeded: ${save.customerName} ${owes} and this bill leaves ${rupeesShown(save.unpaid)} unpaid`;
}

/** Within the limit: no limit, nothing more left unpaid than before, or what they would owe is no more than the limit. */
export function checkCreditLimit(save: CreditLimitSave): CreditLimitCheck {
  const owing = save.outstanding + save.unpaid;
  if (save.limit <= 0 || save.unpaid <= (save.unpaidBefore ?? 0) || owing <= save.limit) return { ok: true };
  return { ok: false, owing, msg: creditLimitExceeded(save) };
}

/** The least the cashier must tender on a bill of `total` to stay within the limit (0 when there is no limit). */
export function tenderNeeded(save: Pick<CreditLimitSave, 'outstanding' | 'limit'>, total: Paise): Paise {
  if (save.limit <= 0) return 0;
  return Math.min(total, Math.max(0, save.outstanding + total - save.limit));
}

// ---- the owner's approval, on the wire of the save ----

/** `credit_approval` on pos_order.php, retail_pos_order.php and the editors: the owner's e-mail and password, typed at the counter. */
export const creditApprovalField = z
  .object(
    {
      email: z
        .string({ error: 'must be text' })
        .trim()
        .toLowerCase()
        .min(1, { error: "the owner's e-mail is required" })
        .max(254, { error: 'must be at most 254 characters' }),
      password: z
        .string({ error: 'must be text' })
        .min(1, { error: "the owner's password is required" })
        .max(1024, { error: 'must be at most 1024 characters' }),
    },
    { error: 'must be {email, password}' },
  )
  .nullish();

export type CreditApproval = { email: string; password: string };

export const APPROVAL_REFUSED = 'Owner approval refused: wrong e-mail or password.';
export const approvalNotOwner = (name: string) => `Owner approval refused: ${name} is not the owner. Only the owner can approve a bill over the credit limit.`;

/** A save refused for the limit (409), which the owner may approve at the counter. */
export const isCreditLimitRefusal = (code: number, msg: string): boolean => code === 409 && msg.startsWith('Credit limit ');
/** An approval the server refused (403): the counter asks again. */
export const isApprovalRefusal = (code: number, msg: string): boolean => code === 403 && msg.startsWith('Owner approval refused');
/** The start of the sign-in throttle's 429 (server/sign-in-throttle.ts heldMessage), which a typed approval also meets. */
export const SIGN_INS_HELD = 'Too many failed sign-ins.';
/** A save whose approval was not checked: the e-mail or the till's address is held after failed attempts. */
export const isApprovalHeld = (code: number, msg: string): boolean => code === 429 && msg.startsWith(SIGN_INS_HELD);

/** The counter's flag before F9: what a bill on credit would take the customer to against their limit, and what to tender. */
export function overLimitFlag(save: Pick<CreditLimitSave, 'customerName' | 'outstanding' | 'limit'>, total: Paise): string | null {
  const check = checkCreditLimit({ ...save, unpaid: total });
  if (check.ok) return null;
  return `Over credit limit: on credit this bill takes ${save.customerName} to ${rupeesShown(check.owing)} of ${rupeesShown(save.limit)}. Tender at least ${rupeesShown(tenderNeeded(save, total))} (F10), or the owner approves.`;
}

// ---- customer_credit.php: what the counter shows when a customer is chosen ----

export const customerCreditBody = z.object({ user_id: idField() });

/** The reply's body: rupees with 2 decimals, as the API's other amounts. */
export const customerCreditReply = z.object({
  user_id: z.string(),
  name: z.string(),
  /** The ledger's closing balance: what they owe now (negative: the shop owes them). */
  outstanding: z.string(),
  /** credit_limit; "0.00" is no limit. */
  credit_limit: z.string(),
});
export type CustomerCreditReply = z.infer<typeof customerCreditReply>;
