import { sql, type Kysely } from 'kysely';

// One close per day and cashier, and one shop-wide close per day (issue 28): PostgreSQL took several closes of one
// cashier's day sent together, each having read "not closed yet" before any had written. The database now refuses a
// second row of one scope: a unique index on the date and the cashier, a shop-wide close (no cashier) counted as
// cashier 0, which no employee is (an expression index: SQLite and PostgreSQL both take it, and both would let
// several NULLs through a plain unique index). Duplicates stored before it are dropped, the first of each kept.
// day_end_days has one row per day that has a close: every close locks it first (an upsert), so the closes of one
// day run one after another on PostgreSQL and each sees what the one before it wrote (a cashier's close after the
// whole shop's is refused); SQLite's write calls already run one at a time.
export function dayEndOneCloseMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`
        delete from day_end_closes
        where exists (
          select 1 from day_end_closes first_close
          where first_close.close_date = day_end_closes.close_date
            and coalesce(first_close.user_id, 0) = coalesce(day_end_closes.user_id, 0)
            and first_close.id < day_end_closes.id
        )`.execute(db);
      await sql`create unique index day_end_closes_one on day_end_closes (close_date, (coalesce(user_id, 0)))`.execute(db);
      await db.schema
        .createTable('day_end_days')
        .addColumn('close_date', 'text', (c) => c.primaryKey())
        .addColumn('closes', 'integer', (c) => c.notNull())
        .execute();
      await sql`
        insert into day_end_days (close_date, closes)
        select close_date, count(*) from day_end_closes group by close_date`.execute(db);
    },
  };
}
