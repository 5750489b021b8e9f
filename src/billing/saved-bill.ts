// What a save answered, in words for the toast: "Bill 12 · ₹2,940.00".
import { formatMoney, parseRupees } from '../../core/money';

export function savedBillNote(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const { bill_no: billNo, total } = body as { bill_no?: unknown; total?: unknown };
  const parts: string[] = [];
  if (typeof billNo === 'string' || typeof billNo === 'number') parts.push(`Bill ${billNo}`);
  if (typeof total === 'string' || typeof total === 'number') {
    const parsed = parseRupees(total);
    if (parsed.ok) parts.push(formatMoney(parsed.paise));
  }
  return parts.join(' · ');
}

/** What a save with a tender answered, for the toast: "Paid" or "Credit ₹1,270.00", and "Change ₹230.00" when some is due. */
export function tenderNote(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const { balance, change_due: change } = body as { balance?: unknown; change_due?: unknown };
  const paise = (value: unknown) => {
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    const parsed = parseRupees(value);
    return parsed.ok ? parsed.paise : null;
  };
  const owed = paise(balance);
  if (owed === null) return '';
  const parts = [owed > 0 ? `Credit ${formatMoney(owed)}` : 'Paid'];
  const due = paise(change);
  if (due !== null && due > 0) parts.push(`Change ${formatMoney(due)}`);
  return parts.join(' · ');
}
