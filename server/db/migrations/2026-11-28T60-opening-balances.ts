import type { Kysely } from 'kysely';

// Issue 29 item 1: a customer's or supplier's opening balance (paise; what the customer owed the shop, or the shop
// owed the supplier, when the shop moved to kulir; never negative) and its date ('' when there is none).
export function openingBalancesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const table of ['customers', 'suppliers']) {
        await db.schema
          .alterTable(table)
          .addColumn('opening_balance', 'bigint', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .alterTable(table)
          .addColumn('opening_date', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
      }
    },
  };
}
