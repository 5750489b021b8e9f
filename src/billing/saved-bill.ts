// What a save answered, in words for the toast: "Bill 12 · ₹2,940.00".
import { parseRupees, formatIndian } from '../../core/money';

export function savedBillNote(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const { bill_no: billNo, total } = body as { bill_no?: unknown; total?: unknown };
  const parts: string[] = [];
  if (typeof billNo === 'string' || typeof billNo === 'number') parts.push(`Bill ${billNo}`);
  if (typeof total === 'string' || typeof total === 'number') {
    const parsed = parseRupees(total);
    if (parsed.ok) parts.push(`₹${formatIndian(parsed.paise)}`);
  }
  return parts.join(' · ');
}
