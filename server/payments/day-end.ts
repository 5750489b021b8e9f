// The day-end close (issue 22): a day's bills and what was taken for them, by mode, for one cashier or the whole shop;
// cash expected in the drawer against cash counted; once closed, that day's tender is the owner's to change.
import type { Kysely } from 'kysely';
import type { DayEndClosed, DayEndReport } from '../../core/api/day-end';
import { toDmy } from '../../core/dates';
import { formatRupees, type Paise } from '../../core/money';
import { cashExpected } from '../../core/forms/day-end';
import { noModeTotals, PAYMENT_MODES, type ModeTotals, type PaymentMode } from '../../core/payment-mode';
import type { Database, DayEndCloseTable } from '../db/types';
import { ApiError } from '../envelope';
import type { Selectable } from 'kysely';

type DayEndClose = Selectable<DayEndCloseTable>;

/** Whose day: one cashier (the employee who saved the bills and took the money) or, null, every cashier. */
export interface DayScope {
  date: string;
  userId: number | null;
}

export interface DayBill {
  orderId: number;
  billNo: number;
  kind: 'gst' | 'retail';
  customer: string;
  cashier: string;
  total: Paise;
  taken: ModeTotals;
  credit: Paise;
}

export interface DayFigures {
  bills: DayBill[];
  total: Paise;
  /** Money taken on the day by mode, on any bill (a pending bill settled today counts too); credit: what the day's bills left unpaid. */
  byMode: Record<PaymentMode | 'credit', Paise>;
  /** Cash paid back on the day's credit notes (by this cashier): it left the drawer. */
  cashRefunded: Paise;
  /** The drawer's float at the day's start, as counted by whoever closes it (0 when none was given). */
  openingCash: Paise;
  cashExpected: Paise;
}

const noModes = noModeTotals;

export async function dayFigures(db: Kysely<Database>, scope: DayScope, openingCash: Paise = 0): Promise<DayFigures> {
  let billQuery = db
    .selectFrom('orders as o')
    .innerJoin('employees as e', 'e.user_id', 'o.created_by')
    .select(['o.order_id', 'o.bill_no', 'o.kind', 'o.billing_name', 'o.total', 'e.name as cashier'])
    .where('o.order_date', '=', scope.date)
    .where('o.kind', 'in', ['gst', 'retail'])
    .where('o.cancelled', '=', 0);
  if (scope.userId !== null) billQuery = billQuery.where('o.created_by', '=', scope.userId);
  const billRows = await billQuery.orderBy('o.kind').orderBy('o.bill_no').execute();

  // Every payment booked on the day (by this cashier), on bills that still stand or on an opening balance (no bill).
  let paidQuery = db
    .selectFrom('customer_payments as cp')
    .leftJoin('orders as o', 'o.order_id', 'cp.order_id')
    .select(['cp.order_id', 'cp.mode', 'cp.amount'])
    .where('cp.paid_date', '=', scope.date)
    .where((eb) => eb.or([eb('cp.order_id', 'is', null), eb('o.cancelled', '=', 0)]));
  if (scope.userId !== null) paidQuery = paidQuery.where('cp.created_by', '=', scope.userId);
  const paidRows = await paidQuery.execute();

  const byMode: DayFigures['byMode'] = { ...noModes(), credit: 0 };
  const takenOn = new Map<number, ModeTotals>();
  for (const row of paidRows) {
    const amount = Number(row.amount);
    byMode[row.mode] += amount;
    if (row.order_id === null) continue;
    const taken = takenOn.get(row.order_id) ?? noModes();
    taken[row.mode] += amount;
    takenOn.set(row.order_id, taken);
  }
  const bills = billRows.map((row): DayBill => {
    const total = Number(row.total);
    const taken = takenOn.get(row.order_id) ?? noModes();
    const credit = Math.max(0, total - PAYMENT_MODES.reduce((sum, mode) => sum + taken[mode], 0));
    return {
      orderId: row.order_id,
      billNo: Number(row.bill_no),
      kind: row.kind === 'retail' ? 'retail' : 'gst',
      customer: row.billing_name,
      cashier: row.cashier,
      total,
      taken,
      credit,
    };
  });
  byMode.credit = bills.reduce((sum, bill) => sum + bill.credit, 0);

  // Sales returns refunded in cash on the day (issue 21): the drawer holds that much less.
  let refundQuery = db
    .selectFrom('credit_notes')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('refund'), eb.lit(0)).as('refunded'))
    .where('cn_date', '=', scope.date);
  if (scope.userId !== null) refundQuery = refundQuery.where('created_by', '=', scope.userId);
  const cashRefunded = Number((await refundQuery.executeTakeFirstOrThrow()).refunded);
  return {
    bills,
    total: bills.reduce((sum, bill) => sum + bill.total, 0),
    byMode,
    cashRefunded,
    openingCash,
    cashExpected: cashExpected({ openingCash, cashTaken: byMode.cash, cashRefunded }),
  };
}

/** The close of exactly this scope, if any. */
export async function closeOf(db: Kysely<Database>, scope: DayScope): Promise<DayEndClose | undefined> {
  return db
    .selectFrom('day_end_closes')
    .selectAll()
    .where('close_date', '=', scope.date)
    .where((eb) => (scope.userId === null ? eb('user_id', 'is', null) : eb('user_id', '=', scope.userId)))
    .executeTakeFirst();
}

/** The one message of a closed day (issue 32): what is closed, and who can reopen it. */
export const closedDayMessage = (date: string) => `The day ${toDmy(date)} is closed (Day End). Only the owner can reopen it.`;

/** Whoever writes: the owner may write on a closed day (and reopen it); nobody else may. */
export interface DayWriter {
  userId: number;
  isOwner?: boolean;
}

/**
 * The one guard of closed days (issue 32), asked by every write that books a bill, a payment or a cancellation: 409
 * when any of `dates` is closed for the writer (their own close or the whole shop's) or, with `cashier`, for the
 * cashier whose day the record belongs to (a bill's maker). The owner passes.
 */
export async function refuseClosedDay(db: Kysely<Database>, by: DayWriter, dates: ReadonlyArray<string>, cashier?: number): Promise<void> {
  if (by.isOwner === true) return;
  const whose = cashier === undefined || cashier === by.userId ? [by.userId] : [by.userId, cashier];
  for (const date of new Set(dates)) {
    const close = await db
      .selectFrom('day_end_closes')
      .select('id')
      .where('close_date', '=', date)
      .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', 'in', whose)]))
      .executeTakeFirst();
    if (close) throw new ApiError(409, closedDayMessage(date));
  }
}

export interface DrawerCount {
  cashCounted: Paise;
  openingCash: Paise;
}

export const alreadyClosedMessage = (date: string) => `The day ${toDmy(date)} is already closed.`;

/** The unique index of one close per day and scope (day_end_closes_one), as PostgreSQL and SQLite report it. */
function isSecondClose(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code === '23505') return constraint === 'day_end_closes_one';
  return code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof message === 'string' && message.includes('day_end_closes_one');
}

/**
 * Closes one scope's day, in the caller's write transaction. The closes of one day run one at a time: each first locks
 * the day's day_end_days row (an upsert: on PostgreSQL a close sent at the same moment waits there until this one has
 * committed or rolled back, then sees what it wrote), so a cashier's close is refused once the whole shop's is in,
 * whichever was sent first. The unique index day_end_closes_one is what keeps one close per day and scope: a second
 * one's insert fails, answered 409, and the caller's transaction (with the day's lock row) is rolled back.
 */
export async function closeDay(
  db: Kysely<Database>,
  scope: DayScope,
  count: DrawerCount,
  by: number,
  at: string,
): Promise<{ close: DayEndClose; figures: DayFigures }> {
  await db
    .insertInto('day_end_days')
    .values({ close_date: scope.date, closes: 1 })
    .onConflict((oc) => oc.column('close_date').doUpdateSet((eb) => ({ closes: eb('day_end_days.closes', '+', 1) })))
    .execute();
  if (scope.userId !== null) {
    const shop = await closeOf(db, { date: scope.date, userId: null });
    if (shop) throw new ApiError(409, `The day ${toDmy(scope.date)} is already closed for every cashier.`);
  }
  const figures = await dayFigures(db, scope, count.openingCash);
  const close = await db
    .insertInto('day_end_closes')
    .values({
      close_date: scope.date,
      user_id: scope.userId,
      bills: figures.bills.length,
      total: figures.total,
      cash: figures.byMode.cash,
      upi: figures.byMode.upi,
      card: figures.byMode.card,
      bank: figures.byMode.bank,
      cheque: figures.byMode.cheque,
      credit: figures.byMode.credit,
      opening_cash: count.openingCash,
      cash_expected: figures.cashExpected,
      cash_counted: count.cashCounted,
      closed_by: by,
      closed_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      throw isSecondClose(error) ? new ApiError(409, alreadyClosedMessage(scope.date)) : error;
    });
  return { close, figures };
}

/**
 * The owner reopens a closed day (issue 32): the close is deleted, so the day takes bills again and can be closed anew,
 * and kept as it stood in day_end_reopens with who reopened it, when and why. 404 when that scope is not closed.
 */
export async function reopenDay(
  db: Kysely<Database>,
  scope: DayScope,
  reason: string,
  by: number,
  at: string,
): Promise<{ close: DayEndClose; reopenId: number }> {
  const close = await closeOf(db, scope);
  if (!close) {
    const whose = scope.userId === null ? 'for every cashier' : 'for this cashier';
    throw new ApiError(404, `The day ${toDmy(scope.date)} is not closed ${whose}.`);
  }
  const reopen = await db
    .insertInto('day_end_reopens')
    .values({ close_date: close.close_date, user_id: close.user_id, close_json: JSON.stringify(close), reason, reopened_by: by, reopened_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const gone = await db.deleteFrom('day_end_closes').where('id', '=', close.id).executeTakeFirst();
  if (Number(gone.numDeletedRows) !== 1) throw new ApiError(409, `The day ${toDmy(scope.date)} was reopened just now.`);
  return { close, reopenId: Number(reopen.id) };
}

/**
 * day_end_report.php's body: the spec's {bills, total, by_mode, cash_expected}, the close when there is one, and the
 * cashiers to choose from. Cash expected counts the float given (openingCash), or a closed day's own.
 */
export async function dayEndReport(db: Kysely<Database>, scope: DayScope, openingCash: Paise = 0): Promise<DayEndReport> {
  const close = await closeOf(db, scope);
  const coveredByShop = scope.userId !== null && !close ? await closeOf(db, { date: scope.date, userId: null }) : undefined;
  const figures = await dayFigures(db, scope, close ? Number(close.opening_cash) : openingCash);
  const cashiers = await db.selectFrom('employees').select(['user_id', 'name']).orderBy('name').execute();
  return {
    date: toDmy(scope.date),
    user_id: scope.userId === null ? '' : String(scope.userId),
    ...figuresBody(figures),
    closed: await closedBody(db, close ?? coveredByShop),
    cashiers: cashiers.map((c) => ({ user_id: String(c.user_id), name: c.name })),
  };
}

export function figuresBody(figures: DayFigures): Pick<DayEndReport, 'bills' | 'total' | 'by_mode' | 'cash_refunded' | 'opening_cash' | 'cash_expected'> {
  return {
    bills: figures.bills.map((bill) => ({
      order_id: String(bill.orderId),
      bill_no: String(bill.billNo),
      kind: bill.kind,
      customer: bill.customer,
      cashier: bill.cashier,
      total: formatRupees(bill.total),
      cash: formatRupees(bill.taken.cash),
      upi: formatRupees(bill.taken.upi),
      card: formatRupees(bill.taken.card),
      bank: formatRupees(bill.taken.bank),
      cheque: formatRupees(bill.taken.cheque),
      credit: formatRupees(bill.credit),
    })),
    total: formatRupees(figures.total),
    by_mode: {
      cash: formatRupees(figures.byMode.cash),
      upi: formatRupees(figures.byMode.upi),
      card: formatRupees(figures.byMode.card),
      bank: formatRupees(figures.byMode.bank),
      cheque: formatRupees(figures.byMode.cheque),
      credit: formatRupees(figures.byMode.credit),
    },
    cash_refunded: formatRupees(figures.cashRefunded),
    opening_cash: formatRupees(figures.openingCash),
    cash_expected: formatRupees(figures.cashExpected),
  };
}

async function closedBody(db: Kysely<Database>, close: DayEndClose | undefined): Promise<DayEndClosed | null> {
  if (!close) return null;
  const by = await db.selectFrom('employees').select('name').where('user_id', '=', close.closed_by).executeTakeFirst();
  const expected = Number(close.cash_expected);
  const counted = Number(close.cash_counted);
  return {
    user_id: close.user_id === null ? '' : String(close.user_id),
    opening_cash: formatRupees(Number(close.opening_cash)),
    cash_expected: formatRupees(expected),
    cash_counted: formatRupees(counted),
    difference: formatRupees(counted - expected),
    closed_by: by?.name ?? '',
    closed_at: close.closed_at,
  };
}
