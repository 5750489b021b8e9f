import { describe, expect, it } from 'vitest';
import { oldestUnpaid, reminderText, whatsAppNumber, whatsAppReminder, type ReminderInput } from './whatsapp-reminder';

const input = (over: Partial<ReminderInput> = {}): ReminderInput => ({
  shopName: 'Kulir Cooling Centre',
  partyName: 'Jeyam Traders',
  mobile: '9894000012',
  outstanding: 1_79_938_00,
  unpaid: [
    { number: '105', date: '02-11-2026', pending: 60_000_00 },
    { number: '98', date: '15-10-2026', pending: 1_19_938_00 },
  ],
  upiId: 'kulircooling@okaxis',
  ...over,
});

describe('the WhatsApp number', () => {
  it('is 91 and the 10-digit Indian mobile, digits only', () => {
    expect(whatsAppNumber('9894000012')).toBe('919894000012');
    expect(whatsAppNumber('+91 98940 00012')).toBe('919894000012');
    expect(whatsAppNumber('91-9894000012')).toBe('919894000012');
    expect(whatsAppNumber('09894000012')).toBe('919894000012');
  });

  it('is none for a landline, a short number or nothing', () => {
    expect(whatsAppNumber('0452-2345678')).toBeNull();
    expect(whatsAppNumber('98940')).toBeNull();
    expect(whatsAppNumber('')).toBeNull();
  });
});

describe('the oldest unpaid bill', () => {
  it('is the earliest dated bill with something pending, by date not by listing order', () => {
    expect(oldestUnpaid(input().unpaid)?.number).toBe('98');
    expect(
      oldestUnpaid([
        { number: '31', date: '01-01-2026', pending: 0 },
        { number: '40', date: '05-01-2026', pending: 100 },
      ])?.number,
    ).toBe('40');
    expect(oldestUnpaid([])).toBeNull();
  });
});

describe('the reminder', () => {
  it('names the outstanding in Indian grouping, the oldest unpaid bill with its date, and a UPI link for the outstanding', () => {
    const reminder = whatsAppReminder(input());
    expect(reminder.ok).toBe(true);
    if (!reminder.ok) return;
    expect(reminder.text).toBe(
      [
        'Dear Jeyam Traders,',
        '₹1,79,938.00 is outstanding on your account with Kulir Cooling Centre.',
        'The oldest unpaid bill is No. 98 dated 15-10-2026 (₹1,19,938.00 pending).',
        'Pay by UPI: upi://pay?pa=kulircooling@okaxis&pn=Kulir%20Cooling%20Centre&am=179938.00&cu=INR&tn=Outstanding%20Jeyam%20Traders',
        'Kindly arrange the payment. Thank you.',
      ].join('\n'),
    );
    expect(reminder.url).toBe(`https://wa.me/919894000012?text=${encodeURIComponent(reminder.text)}`);
    expect(new URL(reminder.url).searchParams.get('text')).toBe(reminder.text);
  });

  it('has no UPI link when the shop has no UPI ID', () => {
    const text = reminderText(input({ upiId: '' }));
    expect(text).not.toContain('upi://');
    expect(text).not.toContain('UPI');
    expect(text).toContain('₹1,79,938.00 is outstanding');
  });

  it('leaves the bill out when no bill is pending (an outstanding from elsewhere)', () => {
    expect(reminderText(input({ unpaid: [] }))).not.toContain('oldest unpaid bill');
  });

  it('says why there is no reminder: no mobile, a mobile that is not one, nothing outstanding', () => {
    expect(whatsAppReminder(input({ mobile: ' ' }))).toEqual({
      ok: false,
      message: "Jeyam Traders has no mobile number. Add it on the customer's details to send a WhatsApp reminder.",
    });
    expect(whatsAppReminder(input({ mobile: '0452-2345678' }))).toEqual({
      ok: false,
      message: "Jeyam Traders's mobile number 0452-2345678 is not a 10-digit Indian mobile. Correct it on the customer's details to send a WhatsApp reminder.",
    });
    expect(whatsAppReminder(input({ outstanding: 0 }))).toEqual({ ok: false, message: 'Jeyam Traders has nothing outstanding: no reminder to send.' });
    expect(whatsAppReminder(input({ outstanding: -500_00, mobile: '' }))).toEqual({
      ok: false,
      message: 'Jeyam Traders has nothing outstanding: no reminder to send.',
    });
  });
});
