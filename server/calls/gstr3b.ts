// Not in the spec (issue 30): gstr3b.php, the GSTR-3B working of a month; gstr1_filed.php and gstr1_unfiled.php, the
// owner's marking of a month's GSTR-1 as filed and its undoing (audited); gst_filed_months.php, the filed months the
// GST screens show. A filed month is frozen by server/books-lock.ts refuseDates, like closed books.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { toDmy, todayInKolkata } from '../../core/dates';
import { itcReversal } from '../../core/debit-note';
import {
  gstr1FiledFields,
  gstr1UnfiledFields,
  monthField,
  monthEnd,
  monthText,
  unfileableMonth,
  wrongFilingDate,
  type FiledMonthWire,
  type MonthKey,
} from '../../core/gst-filed';
import { defineCall } from '../call';
import type { Database } from '../db/types';
import { ApiError } from '../envelope';
import { gstr3bForMonth } from '../reports/gstr3b-report';
import { signedIn } from './sales-bill-calls';

async function filedMonths(db: Kysely<Database>): Promise<FiledMonthWire[]> {
  const rows = await db.selectFrom('gst_filed_months').select(['month', 'filed_on', 'arn']).orderBy('month', 'desc').execute();
  return rows.map((r) => ({ month: monthText(r.month), filed_on: toDmy(r.filed_on), arn: r.arn }));
}

async function filedRow(db: Kysely<Database>, month: MonthKey) {
  return db.selectFrom('gst_filed_months').selectAll().where('month', '=', month).executeTakeFirst();
}

/** 3B of a month in the portal's field names, kulir's tax_payable, GSTR-1's 3.1(a) and 3.2 beside, and the filed months. */
export const gstr3bCall = defineCall({
  path: 'gstr3b.php',
  schema: z.object({ month: monthField }),
  async run({ db, body }) {
    // 4(B) ITC reversed: the debit notes of purchase returns dated in the month (issue 30 item 2), summed by core.
    const notes = await db
      .selectFrom('debit_notes')
      .select(['dn_date', 'taxable', 'igst_amt', 'cgst_amt', 'sgst_amt'])
      .where('dn_date', '>=', `${body.month}-01`)
      .where('dn_date', '<=', monthEnd(body.month))
      .execute();
    const reversal = itcReversal(
      notes.map((n) => ({ date: n.dn_date, taxable: Number(n.taxable), igst: Number(n.igst_amt), cgst: Number(n.cgst_amt), sgst: Number(n.sgst_amt) })),
      body.month,
    );
    const reversals = [{ igst: reversal.igst, cgst: reversal.cgst, sgst: reversal.sgst }];
    const [working, filed] = await Promise.all([gstr3bForMonth(db, body.month, reversals), filedMonths(db)]);
    const month = monthText(body.month);
    return { body: { month, ...working, filed: filed.find((f) => f.month === month) ?? null, filed_months: filed } };
  },
});

export const gstFiledMonthsCall = defineCall({
  path: 'gst_filed_months.php',
  schema: z.object({}).passthrough(),
  async run({ db }) {
    return { body: { filed_months: await filedMonths(db) } };
  },
});

/** Owner only (server/access.ts). */
export const gstr1FiledCall = defineCall({
  path: 'gstr1_filed.php',
  write: true,
  schema: z.object({ ...gstr1FiledFields, request_id: z.string().max(100).optional() }),
  async run({ db, body, user, now, audit }) {
    const by = signedIn(user);
    const today = todayInKolkata(now);
    const notYet = unfileableMonth(body.month, today);
    if (notYet) throw new ApiError(400, notYet);
    const wrongDate = wrongFilingDate(body.month, body.filed_on, today);
    if (wrongDate) throw new ApiError(400, wrongDate);
    const already = await filedRow(db, body.month);
    if (already) throw new ApiError(409, `GSTR-1 for ${monthText(body.month)} is already marked filed (on ${toDmy(already.filed_on)}).`);
    const row = { month: body.month, filed_on: body.filed_on, arn: body.arn.toUpperCase(), filed_by: by.userId, filed_at: now.toISOString() };
    await db.insertInto('gst_filed_months').values(row).execute();
    await audit({ entity: 'gst_filed_month', entityId: body.month, after: { month: row.month, filed_on: row.filed_on, arn: row.arn } });
    return { msg: `GSTR-1 for ${monthText(body.month)} marked filed.`, body: { filed_months: await filedMonths(db) } };
  },
});

/** Owner only (server/access.ts): the month takes dated writes again; the audit trail keeps the filing and the reason. */
export const gstr1UnfiledCall = defineCall({
  path: 'gstr1_unfiled.php',
  write: true,
  schema: z.object({ ...gstr1UnfiledFields, request_id: z.string().max(100).optional() }),
  async run({ db, body, audit }) {
    const row = await filedRow(db, body.month);
    if (!row) throw new ApiError(404, `GSTR-1 for ${monthText(body.month)} is not marked filed.`);
    await db.deleteFrom('gst_filed_months').where('month', '=', body.month).execute();
    await audit({
      entity: 'gst_filed_month',
      entityId: body.month,
      before: { month: row.month, filed_on: row.filed_on, arn: row.arn },
      after: { unfiled: true, reason: body.reason },
    });
    return { msg: `GSTR-1 for ${monthText(body.month)} is no longer marked filed.`, body: { filed_months: await filedMonths(db) } };
  },
});
