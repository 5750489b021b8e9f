import { describe, expect, it } from 'vitest';
import { formatRupees } from './money';
import { NO_TENDER, readTender, settleTender, tenderWire, type Tender } from './tender';
import { tenderFields, tenderOf } from './payloads';
import { z } from 'zod';

const tender = (amounts: Partial<Tender['amounts']>, cashReceived: number | null = null): Tender => ({
  amounts: { ...NO_TENDER.amounts, ...amounts },
  cashReceived,
});

describe('settleTender: what a tender books on a bill', () => {
  // A bill of ₹1,770.00 (₹1,500 + 18% GST), hand-checked.
  const total = 177_000;
  it.each([
    ['exact cash', tender({ cash: 177_000 }), { booked: { cash: 177_000, upi: 0, card: 0 }, change: 0, credit: 0, paid: 177_000 }],
    ['cash over the bill is change', tender({ cash: 200_000 }), { booked: { cash: 177_000, upi: 0, card: 0 }, change: 23_000, credit: 0, paid: 177_000 }],
    [
      'cash received beside the cash paid',
      tender({ cash: 177_000 }, 200_000),
      { booked: { cash: 177_000, upi: 0, card: 0 }, change: 23_000, credit: 0, paid: 177_000 },
    ],
    [
      'split cash and UPI',
      tender({ cash: 77_000, upi: 100_000 }, 80_000),
      { booked: { cash: 77_000, upi: 100_000, card: 0 }, change: 3_000, credit: 0, paid: 177_000 },
    ],
    [
      'part cash, the rest on credit',
      tender({ cash: 50_000 }, 100_000),
      { booked: { cash: 50_000, upi: 0, card: 0 }, change: 50_000, credit: 127_000, paid: 50_000 },
    ],
    ['card for all of it', tender({ card: 177_000 }), { booked: { cash: 0, upi: 0, card: 177_000 }, change: 0, credit: 0, paid: 177_000 }],
    ['nothing taken: all credit', NO_TENDER, { booked: { cash: 0, upi: 0, card: 0 }, change: 0, credit: 177_000, paid: 0 }],
  ])('%s', (_, given, settlement) => {
    expect(settleTender(total, given)).toEqual({ ok: true, settlement });
  });

  it('refuses UPI and card over the bill', () => {
    expect(settleTender(total, tender({ upi: 100_000, card: 77_001 }))).toEqual({
      ok: false,
      field: 'payments',
      msg: "UPI and card come to ₹1,770.01, more than the bill's ₹1,770.00",
    });
  });

  it('refuses less cash received than the cash paid', () => {
    expect(settleTender(total, tender({ cash: 177_000 }, 100_000))).toEqual({
      ok: false,
      field: 'cash_received',
      msg: '₹1,000.00 received is less than the cash paid, ₹1,770.00',
    });
  });
});

describe('the wire: payments and cash_received', () => {
  const schema = z.object(tenderFields);
  it('adds up the amounts of one mode and keeps cash received', () => {
    const parsed = schema.parse({
      payments: [
        { mode: 'cash', amount: '500' },
        { mode: 'upi', amount: 1270 },
        { mode: 'cash', amount: '0.50' },
      ],
      cash_received: '600',
    });
    expect(tenderOf(parsed)).toEqual(tender({ cash: 50_050, upi: 127_000 }, 60_000));
  });
  it('is no tender when neither is sent', () => {
    expect(tenderOf(schema.parse({}))).toBeNull();
    expect(tenderOf(schema.parse({ payments: [] }))).toBeNull();
  });
  it('refuses an unknown mode and a negative amount', () => {
    expect(schema.safeParse({ payments: [{ mode: 'cheque', amount: 1 }] }).error?.issues[0].message).toBe('must be cash, upi or card');
    expect(schema.safeParse({ payments: [{ mode: 'cash', amount: -1 }] }).error?.issues[0].message).toBe('cannot be negative (-1)');
  });
  it('round-trips through tenderWire', () => {
    const wire = tenderWire(tender({ cash: 77_000, upi: 100_000 }, 80_000), formatRupees);
    expect(wire).toEqual({
      payments: [
        { mode: 'cash', amount: '770.00' },
        { mode: 'upi', amount: '1000.00' },
      ],
      cash_received: '800.00',
    });
    expect(tenderOf(schema.parse(wire))).toEqual(tender({ cash: 77_000, upi: 100_000 }, 80_000));
  });
});

describe('readTender: a tender stored with a save in flight', () => {
  it('reads back what was stored, and nothing else', () => {
    const stored = tender({ cash: 77_000, upi: 100_000 }, 80_000);
    expect(readTender(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(readTender(null)).toBeNull();
    expect(readTender({ amounts: { cash: -1, upi: 0, card: 0 }, cashReceived: null })).toBeNull();
    expect(readTender({ amounts: { cash: 1.5, upi: 0, card: 0 }, cashReceived: null })).toBeNull();
    expect(readTender({ amounts: { cash: 100, upi: 0 }, cashReceived: null })).toBeNull();
    expect(readTender({ amounts: { cash: 100, upi: 0, card: 0 }, cashReceived: '100' })).toBeNull();
    expect(readTender({ amounts: { cash: 100, upi: 0, card: 0 } })).toBeNull();
    expect(readTender({ amounts: { cash: 2 ** 53, upi: 0, card: 0 }, cashReceived: null })).toBeNull();
    expect(readTender('{"amounts":{}}')).toBeNull();
    // A mode it does not know is left behind; the three it knows are read.
    expect(readTender({ amounts: { cash: 100, upi: 0, card: 0, cheque: 5 }, cashReceived: null })).toEqual(tender({ cash: 100 }, null));
  });
});
