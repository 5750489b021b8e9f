import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cashExpected, dayEndCloseFields, dayEndReportFields } from './day-end';

const close = z.object(dayEndCloseFields);

describe('the day-end count', () => {
  it('takes Cash Counted in rupees and an Opening Cash that may be left out or blank', () => {
    expect(close.parse({ cash_counted: '2,090.50' })).toEqual({ cash_counted: 209_050, opening_cash: 0 });
    expect(close.parse({ cash_counted: 0, opening_cash: '' })).toEqual({ cash_counted: 0, opening_cash: 0 });
    expect(close.parse({ cash_counted: '10', opening_cash: null })).toEqual({ cash_counted: 1_000, opening_cash: 0 });
    expect(close.parse({ cash_counted: '10', opening_cash: '2000' })).toEqual({ cash_counted: 1_000, opening_cash: 200_000 });
    expect(z.object(dayEndReportFields).parse({ opening_cash: 1500.5 })).toEqual({ opening_cash: 150_050 });
  });

  it('refuses a negative or unreadable float as it does a count', () => {
    expect(close.safeParse({ cash_counted: '10', opening_cash: '-1' }).success).toBe(false);
    expect(close.safeParse({ cash_counted: '10', opening_cash: 'two thousand' }).success).toBe(false);
    expect(close.safeParse({ cash_counted: '10', opening_cash: '1.005' }).success).toBe(false);
    expect(close.safeParse({ opening_cash: '10' }).success).toBe(false);
  });

  it('expects the float plus the cash taken less the cash paid back', () => {
    expect(cashExpected({ openingCash: 200_000, cashTaken: 1_534_050, cashRefunded: 45_000 })).toBe(1_689_050);
    expect(cashExpected({ openingCash: 0, cashTaken: 0, cashRefunded: 45_000 })).toBe(-45_000);
  });
});
