// W on a customer's ledger (issue 29 item 5): the reminder's figures read fresh (the whole ledger's closing balance,
// whatever period is shown, and the pending report's bills of this customer), the text built in core, and the wa.me
// link opened in a new tab. kulir sends nothing itself.
import { whatsAppReminder, type Reminder } from '../../../../core/collections/whatsapp-reminder';
import { rupeesToPaise } from '../../../../core/money';
import { fetchLedger } from '../../../api/ledger';
import { fetchPending } from '../../../api/payments';

export async function customerReminder(id: string): Promise<Reminder> {
  const [ledger, pending] = await Promise.all([fetchLedger({ party: 'customer', id }), fetchPending('customer')]);
  if (!ledger.ok) return { ok: false, message: ledger.network ? 'Could not reach the server. Please try again.' : ledger.msg };
  if (!pending.ok) return { ok: false, message: pending.network ? 'Could not reach the server. Please try again.' : pending.msg };
  const { party, seller_detail: seller, closing } = ledger.body;
  return whatsAppReminder({
    shopName: seller.shop_name,
    partyName: party.name,
    mobile: party.mobile,
    outstanding: rupeesToPaise(closing),
    unpaid: pending.body.rows
      .filter((row) => row.user_id === id)
      .map((row) => ({ number: row.bill_no ?? row.order_id ?? '', date: row.order_date, pending: rupeesToPaise(row.pending_balance) })),
    upiId: seller.upi_id ?? '',
  });
}

/** Opens the reminder in WhatsApp (a new tab), or returns why there is none. */
export async function openReminder(id: string): Promise<string | null> {
  const reminder = await customerReminder(id);
  if (!reminder.ok) return reminder.message;
  window.open(reminder.url, '_blank', 'noopener');
  return null;
}
