// A stored credit note's figures rate by rate (issue 31 item 4): its bill's breakdown before the return less after it
// (core/credit-note creditNoteTotals byRate), figured again from the bill's stored lines, what earlier notes took back
// and this note's lines. Used by the note's print, details, GSTR-1 and e-invoice when it agrees with the stored note;
// otherwise (a note written before item-wise rates, or one whose rates are not all on its own lines) they fall back
// to core/billing storedRateBreakdown over the note's lines, held to its stored figures.
import type { Kysely } from 'kysely';
import type { RateTotals } from '../../core/billing';
import { creditNoteTotals } from '../../core/credit-note';
import type { Database } from '../db/types';
import { storedLineGstBp, storedRates } from './amount-columns';
import { soldLines } from './credit-notes';
import type { OrderLine } from './order-record';
import type { Order } from '../db/types';

export async function creditNoteRates(
  db: Kysely<Database>,
  note: { credit_note_id: number; taxable: number | string; cgst_amt: number | string; sgst_amt: number | string },
  order: Pick<Order, 'order_id' | 'discount_bp' | 'commission_bp' | 'gst_bp' | 'packing_bp' | 'gst_on_packing'>,
  lines: readonly OrderLine[],
): Promise<RateTotals[] | undefined> {
  const taken = await db
    .selectFrom('credit_note_lines as l')
    .innerJoin('credit_notes as n', 'n.credit_note_id', 'l.credit_note_id')
    .where('n.order_id', '=', order.order_id)
    .where('n.credit_note_id', '<=', note.credit_note_id)
    .select(['l.credit_note_id', 'l.od_id', 'l.qty'])
    .execute();
  const before = new Map<number, number>();
  const requested: Array<{ odId: number; qty: number }> = [];
  for (const row of taken) {
    if (row.credit_note_id === note.credit_note_id) requested.push({ odId: row.od_id, qty: Number(row.qty) });
    else before.set(row.od_id, (before.get(row.od_id) ?? 0) + Number(row.qty));
  }
  try {
    const totals = creditNoteTotals(soldLines(order, lines, before), storedRates(order), requested);
    const sum = (pick: (r: RateTotals) => number) => totals.byRate.reduce((acc, r) => acc + pick(r), 0);
    const agrees =
      sum((r) => r.taxable) === Number(note.taxable) && sum((r) => r.cgst) === Number(note.cgst_amt) && sum((r) => r.sgst) === Number(note.sgst_amt);
    // A rate none of the returned lines carries (the bill's rounding moved a paisa between its rates) has no line to
    // print or export it on: the note is then read by its own lines (storedRateBreakdown), which always add up.
    const sold = new Map(lines.map((l) => [l.od_id, storedLineGstBp(l, order)]));
    const returnedRates = new Set(requested.map((r) => sold.get(r.odId)));
    const onLines = totals.byRate.every((r) => returnedRates.has(r.gstBp));
    return agrees && onLines ? totals.byRate : undefined;
  } catch {
    // The bill's lines no longer hold what the note took back: read the note by its own figures.
    return undefined;
  }
}
