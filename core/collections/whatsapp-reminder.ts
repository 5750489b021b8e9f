// A payment reminder by WhatsApp (issue 29 item 5): the text names what the customer owes (Indian grouping), the
// oldest unpaid bill (its printed number and date) and, when the shop has a UPI ID, a upi://pay link for the whole
// outstanding; the link is https://wa.me/<91 and the 10-digit mobile>?text=…. kulir only opens the link: the person
// at the desk sends the message from WhatsApp, or does not.
import { parseDmy } from '../dates';
import { formatMoney, type Paise } from '../money';
import { whatsAppLink, whatsAppNumber } from '../share/whatsapp-link';
import { upiPayLink } from '../upi';

export { whatsAppNumber };

/** A bill still owing something, as the pending report lists it. */
export interface UnpaidBill {
  /** The bill number as printed (103, R-31). */
  number: string;
  /** dd-mm-yyyy. */
  date: string;
  pending: Paise;
}

export interface ReminderInput {
  shopName: string;
  partyName: string;
  /** As stored: may carry +91, spaces or a leading 0. */
  mobile: string;
  outstanding: Paise;
  /** The party's bills with something pending, in any order. */
  unpaid: readonly UnpaidBill[];
  /** The shop's UPI ID from settings, '' when none. */
  upiId: string;
}

export type Reminder = { ok: true; url: string; text: string } | { ok: false; message: string };

/** The oldest bill with something pending: the earliest date, the first listed among the same date. */
export function oldestUnpaid(bills: readonly UnpaidBill[]): UnpaidBill | null {
  let oldest: { bill: UnpaidBill; iso: string } | null = null;
  for (const bill of bills) {
    if (bill.pending <= 0) continue;
    const iso = parseDmy(bill.date) ?? bill.date;
    if (oldest === null || iso < oldest.iso) oldest = { bill, iso };
  }
  return oldest?.bill ?? null;
}

/** The message itself. */
export function reminderText(input: Omit<ReminderInput, 'mobile'>): string {
  const lines = [`Dear ${input.partyName},`, `${formatMoney(input.outstanding)} is outstanding on your account with ${input.shopName}.`];
  const oldest = oldestUnpaid(input.unpaid);
  if (oldest) lines.push(`The oldest unpaid bill is No. ${oldest.number} dated ${oldest.date} (${formatMoney(oldest.pending)} pending).`);
  if (input.upiId !== '')
    lines.push(
      `Pay by UPI: ${upiPayLink({ upiId: input.upiId, payeeName: input.shopName, amount: input.outstanding, note: `Outstanding ${input.partyName}` })}`,
    );
  lines.push('Kindly arrange the payment. Thank you.');
  return lines.join('\n');
}

/** The wa.me link to open, or why there is none: no usable mobile, or nothing outstanding. */
export function whatsAppReminder(input: ReminderInput): Reminder {
  if (input.outstanding <= 0) return { ok: false, message: `${input.partyName} has nothing outstanding: no reminder to send.` };
  const number = whatsAppNumber(input.mobile);
  if (number === null) {
    const message =
      input.mobile.trim() === ''
        ? `${input.partyName} has no mobile number. Add it on the customer's details to send a WhatsApp reminder.`
        : `${input.partyName}'s mobile number ${input.mobile.trim()} is not a 10-digit Indian mobile. Correct it on the customer's details to send a WhatsApp reminder.`;
    return { ok: false, message };
  }
  const text = reminderText(input);
  return { ok: true, text, url: whatsAppLink(number, text) };
}
