// Tender at the counter (issue 22): how a bill is paid as it is saved. Cash, UPI, card, several of them, or nothing
// (credit: the bill stays pending). The one rule, shared by the tender panel and the server: UPI and card together
// may not come to more than the bill; cash over what is left is change, handed back and never booked.
import { z } from 'zod';
import { formatMoney, type Paise } from './money';

export const TENDER_MODES = ['cash', 'upi', 'card'] as const;
export type TenderMode = (typeof TENDER_MODES)[number];

/** How each mode is named on screen and on a receipt. */
export const TENDER_MODE_NAMES: Readonly<Record<TenderMode, string>> = { cash: 'Cash', upi: 'UPI', card: 'Card' };

export function isTenderMode(value: unknown): value is TenderMode {
  return typeof value === 'string' && (TENDER_MODES as readonly string[]).includes(value);
}

/** What the cashier took: an amount per mode (0 for a mode not used), and the cash the customer handed over. */
export interface Tender {
  amounts: Record<TenderMode, Paise>;
  /** Cash handed over, when more than the cash amount (the change comes from it); null: exactly the cash amount. */
  cashReceived: Paise | null;
}

export const NO_TENDER: Tender = { amounts: { cash: 0, upi: 0, card: 0 }, cashReceived: null };

/** What a tender books on a bill of `total`: the amount per mode, the change handed back and what stays on credit. */
export interface TenderSettlement {
  booked: Record<TenderMode, Paise>;
  change: Paise;
  credit: Paise;
  paid: Paise;
}

export type TenderCheck = { ok: true; settlement: TenderSettlement } | { ok: false; field: 'payments' | 'cash_received'; msg: string };

export function settleTender(total: Paise, tender: Tender): TenderCheck {
  const { cash, upi, card } = tender.amounts;
  const nonCash = upi + card;
  if (nonCash > total) {
    return { ok: false, field: 'payments', msg: `UPI and card come to ${formatMoney(nonCash)}, more than the bill's ${formatMoney(total)}` };
  }
  const handed = tender.cashReceived ?? cash;
  if (handed < cash) {
    return { ok: false, field: 'cash_received', msg: `${formatMoney(handed)} received is less than the cash paid, ${formatMoney(cash)}` };
  }
  const cashBooked = Math.min(cash, total - nonCash);
  const booked = { cash: cashBooked, upi, card };
  const paid = cashBooked + nonCash;
  return { ok: true, settlement: { booked, change: handed - cashBooked, credit: total - paid, paid } };
}

/** The tender as the save payload carries it: one entry per mode used, in rupees, and the cash handed over. */
export function tenderWire(
  tender: Tender,
  toRupees: (paise: Paise) => string,
): { payments: Array<{ mode: TenderMode; amount: string }>; cash_received?: string } {
  const payments = TENDER_MODES.filter((mode) => tender.amounts[mode] > 0).map((mode) => ({ mode, amount: toRupees(tender.amounts[mode]) }));
  return tender.cashReceived === null ? { payments } : { payments, cash_received: toRupees(tender.cashReceived) };
}

/** Paise as stored: a whole number from 0 (zod's int() keeps it a safe integer). */
const storedPaise = z.number().int().min(0);

/** The tender as the counter stores it with a save in flight: an amount per mode, and the cash handed over or null. */
const storedTender = z.object({
  amounts: z.object({ cash: storedPaise, upi: storedPaise, card: storedPaise } satisfies Record<TenderMode, z.ZodType<Paise>>),
  cashReceived: storedPaise.nullable(),
});

/** A tender read back from storage (a save in flight across a refresh), or null when it is not one. */
export function readTender(value: unknown): Tender | null {
  const parsed = storedTender.safeParse(value);
  return parsed.success ? parsed.data : null;
}
