// Payments against bills and the cash book of the demo shop.
import type { IsoDate } from '../../../core/dates';
import type { CustomerSeed } from './people';
import type { Rng } from './random';
import { CASH_BOOK_CREDITS, CASH_BOOK_DEBITS, PAID_THROUGH } from './shop';
import { SHOP_CLOSES, SHOP_OPENS, addDays, daysBetween } from './time';

export interface PlanPayment {
  date: IsoDate;
  minute: number;
  amount: number;
  /** What is still owed on the bill after this payment. */
  balanceAfter: number;
}

export type PaymentMode = 'full' | 'partial' | 'none';

export interface PlanCash {
  date: IsoDate;
  minute: number;
  name: string;
  payment_sent: string;
  payment_method: 'credit' | 'debit';
  amount: number;
  description: string;
}

/** Older bills are more likely settled. */
export function paymentMode(rng: Rng, ageDays: number): PaymentMode {
  const roll = rng.next();
  if (ageDays > 60) return roll < 0.7 ? 'full' : roll < 0.9 ? 'partial' : 'none';
  return roll < 0.45 ? 'full' : roll < 0.75 ? 'partial' : 'none';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const STEP = 500_00; // partial payments are whole multiples of ₹500

function floorToStep(paise: number): number {
  return Math.floor(paise / STEP) * STEP;
}

/** One or two payments against a bill of `total` paise dated `date` (minute `minute`), none after today. */
export function planPayments(rng: Rng, mode: PaymentMode, total: number, date: IsoDate, minute: number, today: IsoDate): PlanPayment[] {
  if (mode === 'none' || total <= 0) return [];
  const target = mode === 'full' ? total : floorToStep(total * (0.3 + rng.next() * 0.5));
  if (target <= 0 || target >= total) return mode === 'full' ? one(total) : [];
  const first = rng.chance(0.3) ? floorToStep(target * (0.4 + rng.next() * 0.2)) : target;
  const amounts = first > 0 && first < target ? [first, target - first] : [target];

  const payments: PlanPayment[] = [];
  let paid = 0;
  let on = date;
  let at = minute;
  for (const amount of amounts) {
    const wait = rng.int(0, Math.min(daysBetween(on, today), payments.length === 0 ? 15 : 30));
    on = addDays(on, wait);
    at = wait === 0 ? Math.min(at + rng.int(5, 90), 23 * 60) : rng.int(SHOP_OPENS, SHOP_CLOSES);
    paid += amount;
    payments.push({ date: on, minute: at, amount, balanceAfter: total - paid });
  }
  return payments;

  function one(amount: number): PlanPayment[] {
    return [{ date, minute: Math.min(minute + rng.int(5, 60), 23 * 60), amount, balanceAfter: 0 }];
  }
}

/** The cash book: shop expenses (debit) and sundry receipts (credit) over the last three months, oldest first. */
export function planCashBook(rng: Rng, today: IsoDate, customers: readonly CustomerSeed[], count: number): PlanCash[] {
  const rows: PlanCash[] = [];
  for (let i = 0; i < count; i++) {
    const date = addDays(today, -rng.int(0, 90));
    const minute = rng.int(SHOP_OPENS, SHOP_CLOSES);
    if (i % 3 === 2) {
      const [description, low, high] = rng.pick(CASH_BOOK_CREDITS);
      rows.push({
        date,
        minute,
        name: rng.pick(customers).name,
        payment_sent: rng.pick(PAID_THROUGH),
        payment_method: 'credit',
        amount: Math.round(rng.int(low, high) / 10) * 1000,
        description,
      });
    } else {
      const [name, description, low, high] = rng.pick(CASH_BOOK_DEBITS);
      const month = MONTHS[Number(date.slice(5, 7)) - 1];
      rows.push({
        date,
        minute,
        name,
        payment_sent: rng.pick(PAID_THROUGH),
        payment_method: 'debit',
        amount: Math.round(rng.int(low, high) / 10) * 1000,
        description: `${description} - ${month}`,
      });
    }
  }
  return rows.sort((a, b) => a.date.localeCompare(b.date) || a.minute - b.minute);
}
