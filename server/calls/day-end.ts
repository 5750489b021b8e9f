// Not in the spec (issue 22): day_end_report.php and day_end_close.php, the day-end close of /dayend; (issue 32)
// day_end_reopen.php, the owner's reopening of a closed day.
import { z } from 'zod';
import { toDmy, todayInKolkata } from '../../core/dates';
import { dayEndCloseFields, dayEndReopenFields, dayEndReportFields } from '../../core/forms/day-end';
import { dmyDate, recordId } from '../../core/payloads';
import { defineCall } from '../call';
import { ApiError } from '../envelope';
import { closeDay, dayEndReport, reopenDay, type DayScope } from '../payments/day-end';
import { signedIn } from './sales-bill-calls';
import { refuseDates } from '../books-lock';

/** user_id absent, "" or 0: every cashier. */
const cashier = z
  .unknown()
  .optional()
  .transform((input, ctx): number | null => {
    if (input === undefined || input === null || input === '' || input === 0 || input === '0') return null;
    const parsed = recordId().safeParse(input);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'must be an employee' });
      return z.NEVER;
    }
    return parsed.data;
  });

const scopeFields = { date: dmyDate(), user_id: cashier };

async function knownCashier(db: Parameters<typeof dayEndReport>[0], userId: number | null): Promise<void> {
  if (userId === null) return;
  const found = await db.selectFrom('employees').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  if (!found) throw new ApiError(404, `No employee with user_id ${userId}`);
}

export const dayEndReportCall = defineCall({
  path: 'day_end_report.php',
  schema: z
    .object({ ...scopeFields, ...dayEndReportFields })
    .transform((b) => ({ scope: { date: b.date, userId: b.user_id } satisfies DayScope, openingCash: b.opening_cash })),
  async run({ db, body }) {
    await knownCashier(db, body.scope.userId);
    return { body: await dayEndReport(db, body.scope, body.openingCash) };
  },
});

export const dayEndCloseCall = defineCall({
  path: 'day_end_close.php',
  write: true,
  schema: z.object({ ...scopeFields, ...dayEndCloseFields, request_id: z.string().max(100).optional() }),
  async run({ db, body, user, now, audit }) {
    const by = signedIn(user);
    const scope: DayScope = { date: body.date, userId: body.user_id };
    if (scope.date > todayInKolkata(now)) throw new ApiError(400, `date: a day after today (${toDmy(todayInKolkata(now))}) cannot be closed`);
    await knownCashier(db, scope.userId);
    await refuseDates(db, { isOwner: by.isOwner, now }, scope.date);
    const { close } = await closeDay(db, scope, { cashCounted: body.cash_counted, openingCash: body.opening_cash }, by.userId, now.toISOString());
    await audit({ entity: 'day_end_close', entityId: close.id, after: close });
    return { msg: 'Day closed successfully!', body: await dayEndReport(db, scope) };
  },
});

/** Owner only (server/access.ts): the close is deleted and kept in day_end_reopens; the audit trail has both. */
export const dayEndReopenCall = defineCall({
  path: 'day_end_reopen.php',
  write: true,
  schema: z.object({ ...scopeFields, ...dayEndReopenFields, request_id: z.string().max(100).optional() }),
  async run({ db, body, user, now, audit }) {
    const by = signedIn(user);
    const scope: DayScope = { date: body.date, userId: body.user_id };
    await knownCashier(db, scope.userId);
    await refuseDates(db, { isOwner: by.isOwner, now }, scope.date);
    const { close, reopenId } = await reopenDay(db, scope, body.reason, by.userId, now.toISOString());
    await audit({ entity: 'day_end_close', entityId: close.id, before: close, after: { reopened: reopenId, reason: body.reason } });
    return { msg: 'Day reopened successfully!', body: await dayEndReport(db, scope) };
  },
});
