import { describe, expect, it } from 'vitest';
import {
  APPROVAL_REFUSED,
  checkCreditLimit,
  creditApprovalField,
  creditLimitExceeded,
  customerCreditBody,
  isApprovalHeld,
  isApprovalRefusal,
  isCreditLimitRefusal,
  overLimitFlag,
  tenderNeeded,
} from './credit-limit';

const GANAPATHI = 'Ganapathi Cooling Point';

describe('checkCreditLimit', () => {
  it('refuses a bill that leaves the customer owing more than the limit, naming both figures with Indian grouping', () => {
    const check = checkCreditLimit({ customerName: GANAPATHI, outstanding: 1_200_000, limit: 5_000_000, unpaid: 9_550_900 });
    expect(check).toEqual({
      ok: false,
      owing: 10_750_900,
      msg: 'Credit limit ₹50,000.00 exceeded: Ganapathi Cooling Point already owes ₹12,000.00 and this bill leaves ₹95,509.00 unpaid',
    });
  });

  it('takes a bill that brings the customer exactly to the limit, and one with enough tendered', () => {
    expect(checkCreditLimit({ customerName: GANAPATHI, outstanding: 0, limit: 5_000_000, unpaid: 5_000_000 })).toEqual({ ok: true });
    // ₹95,000 bill, ₹50,000 tendered: ₹45,000 left on credit.
    expect(checkCreditLimit({ customerName: GANAPATHI, outstanding: 0, limit: 5_000_000, unpaid: 9_500_000 - 5_000_000 })).toEqual({ ok: true });
    expect(checkCreditLimit({ customerName: GANAPATHI, outstanding: 1, limit: 5_000_000, unpaid: 5_000_000 }).ok).toBe(false);
  });

  it('a limit of 0 is no limit', () => {
    expect(checkCreditLimit({ customerName: GANAPATHI, outstanding: 99_00_00_000, limit: 0, unpaid: 9_550_900 })).toEqual({ ok: true });
  });

  it('a bill paid in full is never refused, even for a customer already over the limit', () => {
    expect(checkCreditLimit({ customerName: GANAPATHI, outstanding: 9_000_000, limit: 5_000_000, unpaid: 0 })).toEqual({ ok: true });
  });

  it('credit the shop owes the customer (a negative outstanding) counts for them', () => {
    expect(checkCreditLimit({ customerName: GANAPATHI, outstanding: -1_000_000, limit: 5_000_000, unpaid: 6_000_000 })).toEqual({ ok: true });
    const refused = checkCreditLimit({ customerName: GANAPATHI, outstanding: -1_000_000, limit: 5_000_000, unpaid: 6_000_100 });
    expect(refused.ok || refused.msg).toBe(
      'Credit limit ₹50,000.00 exceeded: Ganapathi Cooling Point is owed ₹10,000.00 and this bill leaves ₹60,001.00 unpaid',
    );
  });

  it('an edit that leaves no more unpaid than before is taken; one that raises it over the limit is refused', () => {
    expect(checkCreditLimit({ customerName: GANAPATHI, outstanding: 4_000_000, limit: 5_000_000, unpaid: 2_000_000, unpaidBefore: 3_000_000 })).toEqual({
      ok: true,
    });
    expect(checkCreditLimit({ customerName: GANAPATHI, outstanding: 4_000_000, limit: 5_000_000, unpaid: 2_000_000, unpaidBefore: 2_000_000 })).toEqual({
      ok: true,
    });
    expect(checkCreditLimit({ customerName: GANAPATHI, outstanding: 4_000_000, limit: 5_000_000, unpaid: 2_000_100, unpaidBefore: 2_000_000 })).toMatchObject({
      ok: false,
      msg: 'Credit limit ₹50,000.00 exceeded: Ganapathi Cooling Point already owes ₹40,000.00 and this bill leaves ₹20,001.00 unpaid',
    });
  });
});

describe('tenderNeeded', () => {
  it('is what must be paid now to stay within the limit, never more than the bill', () => {
    expect(tenderNeeded({ outstanding: 0, limit: 5_000_000 }, 9_500_000)).toBe(4_500_000);
    expect(tenderNeeded({ outstanding: 6_000_000, limit: 5_000_000 }, 9_500_000)).toBe(9_500_000);
    expect(tenderNeeded({ outstanding: 0, limit: 5_000_000 }, 4_000_000)).toBe(0);
    expect(tenderNeeded({ outstanding: 6_000_000, limit: 0 }, 9_500_000)).toBe(0);
  });
});

describe('the counter', () => {
  it('flags a bill on credit over the limit before F9, with what to tender', () => {
    const ganapathi = { customerName: GANAPATHI, outstanding: 0, limit: 5_000_000 };
    expect(overLimitFlag(ganapathi, 9_500_000)).toBe(
      'Over credit limit: on credit this bill takes Ganapathi Cooling Point to ₹95,000.00 of ₹50,000.00. Tender at least ₹45,000.00 (F10), or the owner approves.',
    );
    expect(overLimitFlag(ganapathi, 5_000_000)).toBeNull();
    expect(overLimitFlag({ ...ganapathi, limit: 0 }, 9_500_000)).toBeNull();
  });

  it('tells a limit refusal and an approval refusal from other refusals', () => {
    const msg = creditLimitExceeded({ customerName: GANAPATHI, outstanding: 0, limit: 5_000_000, unpaid: 9_500_000 });
    expect(isCreditLimitRefusal(409, msg)).toBe(true);
    expect(isCreditLimitRefusal(400, msg)).toBe(false);
    expect(isCreditLimitRefusal(409, 'This bill was changed by someone else since you opened it.')).toBe(false);
    expect(isApprovalRefusal(403, APPROVAL_REFUSED)).toBe(true);
    expect(isApprovalRefusal(403, 'Permission denied')).toBe(false);
    expect(isApprovalHeld(429, 'Too many failed sign-ins. Try again in 8 seconds.')).toBe(true);
    expect(isApprovalHeld(429, 'Too many requests')).toBe(false);
    expect(isApprovalHeld(403, 'Too many failed sign-ins. Try again in 8 seconds.')).toBe(false);
  });
});

describe('the wire', () => {
  it('credit_approval is {email, password}, the e-mail trimmed and lower-cased; absent or null is none', () => {
    expect(creditApprovalField.parse({ email: ' Owner@Kulir.Test ', password: 'pw' })).toEqual({ email: 'owner@kulir.test', password: 'pw' });
    expect(creditApprovalField.parse(undefined)).toBeUndefined();
    expect(creditApprovalField.parse(null)).toBeNull();
    expect(creditApprovalField.safeParse({ email: 'owner@kulir.test', password: '' }).error?.issues[0].message).toBe("the owner's password is required");
    expect(creditApprovalField.safeParse({ email: '', password: 'x' }).error?.issues[0].message).toBe("the owner's e-mail is required");
    expect(creditApprovalField.safeParse('owner').error?.issues[0].message).toBe('must be {email, password}');
  });

  it('customer_credit.php takes a user_id', () => {
    expect(customerCreditBody.parse({ user_id: '7' })).toEqual({ user_id: 7 });
    expect(customerCreditBody.safeParse({ user_id: 'x' }).success).toBe(false);
  });
});
