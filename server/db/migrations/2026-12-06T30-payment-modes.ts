import type { Kysely } from 'kysely';

// Issue 29 item 6: a payment received or made, and a cash book entry, records its mode (cash, upi, card, bank, cheque;
// core/payment-mode.ts), a cheque's number and date, and a reference (a UTR, a transaction id). Entries made before
// this were cash with none of these. A closed day keeps its bank transfer and cheque totals beside cash, UPI and card.
export function paymentModesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const table of ['customer_payments', 'supplier_payments', 'payment_details']) {
        if (table === 'payment_details') {
          await db.schema
            .alterTable(table)
            .addColumn('mode', 'text', (c) => c.notNull().defaultTo('cash'))
            .execute();
        }
        await db.schema
          .alterTable(table)
          .addColumn('cheque_no', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
        await db.schema.alterTable(table).addColumn('cheque_date', 'text').execute();
        await db.schema
          .alterTable(table)
          .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
      }
      for (const column of ['bank', 'cheque']) {
        await db.schema
          .alterTable('day_end_closes')
          .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
          .execute();
      }
    },
  };
}
