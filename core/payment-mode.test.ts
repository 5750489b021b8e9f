import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CASH,
  CHEQUE_DATE_NEEDED,
  CHEQUE_DATE_RULE,
  CHEQUE_NO_NEEDED,
  CHEQUE_NO_RULE,
  CHEQUE_ONLY,
  checkPaymentMode,
  describePaymentMode,
  MODE_RULE,
  PAYMENT_MODES,
  paymentModeOf,
  paymentModeSchema,
  paymentModeShape,
  paymentModeWire,
  REFERENCE_RULE,
  netByMode,
  totalsByMode,
} from './payment-mode';

/** The first problem as the API says it: "field: rule". */
function refusal(input: unknown): string {
  const parsed = paymentModeSchema.safeParse(input);
  if (parsed.success) return 'accepted';
  const issue = parsed.error.issues[0];
  return `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`;
}

describe('paymentModeSchema: how a payment came or went', () => {
  it('reads no fields at all as cash, as every payment before modes', () => {
    expect(paymentModeSchema.parse({})).toEqual(CASH);
    expect(paymentModeSchema.parse({ mode: null, cheque_no: '', cheque_date: null, reference: '' })).toEqual(CASH);
  });

  it.each(PAYMENT_MODES.filter((m) => m !== 'cheque'))('takes %s with an optional reference', (mode) => {
    expect(paymentModeSchema.parse({ mode, reference: ' UTR433912345678 ' })).toEqual({ mode, chequeNo: '', chequeDate: null, reference: 'UTR433912345678' });
    expect(paymentModeSchema.parse({ mode })).toEqual({ mode, chequeNo: '', chequeDate: null, reference: '' });
  });

  it('reads the mode in any case', () => {
    expect(paymentModeSchema.parse({ mode: 'UPI' }).mode).toBe('upi');
  });

  it('takes a cheque with its 6-digit number and its date (dd-mm-yyyy)', () => {
    expect(paymentModeSchema.parse({ mode: 'cheque', cheque_no: '004512', cheque_date: '05-12-2026' })).toEqual({
      mode: 'cheque',
      chequeNo: '004512',
      chequeDate: '2026-12-05',
      reference: '',
    });
    // A number is read as its digits (a cheque number sent as a JSON number keeps no leading zero: 6 digits still).
    expect(paymentModeSchema.parse({ mode: 'cheque', cheque_no: 123456, cheque_date: '5/12/2026' }).chequeNo).toBe('123456');
  });

  it.each([
    ['an unknown mode', { mode: 'neft' }, `mode: ${MODE_RULE}`],
    ['a mode that is not text', { mode: 3 }, `mode: ${MODE_RULE}`],
    ['a cheque without its number', { mode: 'cheque', cheque_date: '05-12-2026' }, `cheque_no: ${CHEQUE_NO_NEEDED}`],
    ['a cheque without its date', { mode: 'cheque', cheque_no: '004512' }, `cheque_date: ${CHEQUE_DATE_NEEDED}`],
    ['a cheque number that is not 6 digits', { mode: 'cheque', cheque_no: '45A2', cheque_date: '05-12-2026' }, `cheque_no: ${CHEQUE_NO_RULE}`],
    ['a cheque date that is no date', { mode: 'cheque', cheque_no: '004512', cheque_date: '31-02-2026' }, `cheque_date: ${CHEQUE_DATE_RULE}`],
    ['a cheque number on a cash payment', { mode: 'cash', cheque_no: '004512' }, `cheque_no: ${CHEQUE_ONLY}`],
    ['a cheque date on a UPI payment', { mode: 'upi', cheque_date: '05-12-2026' }, `cheque_date: ${CHEQUE_ONLY}`],
    ['a reference over 40 characters', { mode: 'bank', reference: 'R'.repeat(41) }, `reference: ${REFERENCE_RULE}`],
  ])('refuses %s with its own message', (_what, input, message) => {
    expect(refusal(input)).toBe(message);
  });

  it('each refusal of a cheque names its field: both missing are two problems', () => {
    const parsed = paymentModeSchema.safeParse({ mode: 'cheque' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['cheque_no', 'cheque_date']);
  });

  it('takes a reference of exactly 40 characters', () => {
    expect(paymentModeSchema.parse({ mode: 'bank', reference: 'R'.repeat(40) }).reference).toHaveLength(40);
  });

  it('merges into a call schema beside its own fields', () => {
    const call = z
      .object({ amount: z.number(), ...paymentModeShape })
      .superRefine(checkPaymentMode)
      .transform((b) => ({ amount: b.amount, paidBy: paymentModeOf(b) }));
    expect(call.parse({ amount: 5 })).toEqual({ amount: 5, paidBy: CASH });
    expect(call.safeParse({ amount: 5, mode: 'cheque', cheque_date: '05-12-2026' }).success).toBe(false);
  });
});

describe('describePaymentMode and paymentModeWire', () => {
  it.each([
    [CASH, 'Cash'],
    [{ ...CASH, mode: 'upi' as const, reference: '433912345678' }, 'UPI, ref 433912345678'],
    [{ ...CASH, mode: 'bank' as const }, 'Bank Transfer'],
    [{ ...CASH, mode: 'card' as const }, 'Card'],
    [{ mode: 'cheque' as const, chequeNo: '004512', chequeDate: '2026-12-05', reference: 'SBI' }, 'Cheque 004512 dated 05-12-2026, ref SBI'],
  ])('says %o as "%s"', (detail, said) => {
    expect(describePaymentMode(detail)).toBe(said);
  });

  it('gives the wire fields with the date as dd-mm-yyyy', () => {
    expect(paymentModeWire({ mode: 'cheque', chequeNo: '004512', chequeDate: '2026-12-05', reference: '' })).toEqual({
      mode: 'cheque',
      payment_mode: 'Cheque 004512 dated 05-12-2026',
      cheque_no: '004512',
      cheque_date: '05-12-2026',
      reference: '',
    });
    expect(paymentModeWire(CASH)).toEqual({ mode: 'cash', payment_mode: 'Cash', cheque_no: '', cheque_date: '', reference: '' });
  });
});

describe('totalsByMode', () => {
  it('sums each mode, every mode present', () => {
    expect(
      totalsByMode([
        { mode: 'cash', amount: 100 },
        { mode: 'cheque', amount: 2_500 },
        { mode: 'cash', amount: 50 },
        { mode: 'bank', amount: 7 },
      ]),
    ).toEqual({ cash: 150, upi: 0, card: 0, bank: 7, cheque: 2_500 });
  });
});

describe('netByMode: a cash book by mode', () => {
  it('adds money in and takes money out, mode by mode', () => {
    expect(
      netByMode([
        { mode: 'cash', amount: 500_00, out: false },
        { mode: 'cash', amount: 120_00, out: true },
        { mode: 'cheque', amount: 2_500_00, out: false },
        { mode: 'bank', amount: 300_00, out: true },
      ]),
    ).toEqual({ cash: 380_00, upi: 0, card: 0, bank: -300_00, cheque: 2_500_00 });
  });
});
