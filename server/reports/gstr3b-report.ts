// GSTR-3B working of one month (issue 30 item 4, core/gstr3b.ts): 3.1(a) and 3.2 from the very documents GSTR-1 is
// built from (gstr1Input), beside GSTR-1's own figures; 4(A)(5) from the month's purchases as the purchase GST report
// splits them (purchaseGstBills); 4(B) from the reversals the caller gives.
import type { Kysely } from 'kysely';
import { monthEnd, type MonthKey } from '../../core/gst-filed';
import { buildGstr1 } from '../../core/gstr1';
import { buildGstr3b, type TaxHeads } from '../../core/gstr3b';
import type { Database } from '../db/types';
import { purchaseGstBills } from './gst-report';
import { gstr1Input } from './gstr1-report';

export async function gstr3bForMonth(db: Kysely<Database>, month: MonthKey, reversals: readonly TaxHeads[]) {
  const [year, mm] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const supplies = await gstr1Input(db, year, mm);
  const purchases = await purchaseGstBills(db, { from: `${month}-01`, to: monthEnd(month) });
  return buildGstr3b({
    supplies,
    gstr1: buildGstr1(supplies),
    purchases: purchases.map((p) => ({ igst: p.igst, cgst: p.cgst, sgst: p.sgst })),
    reversals,
  });
}
