import { describe, expect, it } from 'vitest';
import { amountDue, billBalance, upiToScan } from './bill-balance';

const bill = { kind: 'gst' as const, total: 100_000, paid: 0, credited: 0 };

describe("a bill's balance and the amount its UPI QR asks for", () => {
  it('the balance is the total less what was paid and what credit notes or applied credit took off', () => {
    expect(billBalance({ ...bill, paid: 30_000, credited: 20_000 })).toBe(50_000);
    expect(billBalance({ ...bill, paid: 100_000, credited: 20_000 })).toBe(-20_000);
    expect(billBalance({ ...bill, kind: 'estimate' })).toBe(0);
  });

  it('what is due never falls below nothing', () => {
    expect(amountDue({ ...bill, paid: 100_000, credited: 20_000 })).toBe(0);
    expect(amountDue({ ...bill, paid: 40_000 })).toBe(60_000);
  });

  it('the QR asks for what is due, less credit applied to the bill', () => {
    expect(upiToScan({ ...bill, credited: 100_000, cancelled: false, upiAtCounter: 0, returned: false })).toBe(0);
    expect(upiToScan({ ...bill, credited: 25_000, cancelled: false, upiAtCounter: 0, returned: false })).toBe(75_000);
  });

  it('the QR asks for the UPI booked at the counter, until a return is made on the bill', () => {
    const paidByUpi = { ...bill, paid: 100_000, cancelled: false, upiAtCounter: 100_000 };
    expect(upiToScan({ ...paidByUpi, returned: false })).toBe(100_000);
    // Fully paid, a return kept as the customer's credit: nothing is due and nothing is asked (was "Scan to pay ₹0.00").
    expect(upiToScan({ ...paidByUpi, returned: true })).toBe(0);
  });

  it('no QR on a quotation or a cancelled bill', () => {
    expect(upiToScan({ ...bill, kind: 'estimate', cancelled: false, upiAtCounter: 0, returned: false })).toBe(0);
    expect(upiToScan({ ...bill, cancelled: true, upiAtCounter: 0, returned: false })).toBe(0);
  });
});
