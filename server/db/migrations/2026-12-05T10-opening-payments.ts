import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect';

// Issue 29 item 1: a payment can be booked against a party's opening balance, which the pending reports show as an
// "Opening" row settled oldest-first with the bills.
//
// The design: the opening balance stays one document of the party's own (customers/suppliers.opening_balance and
// opening_date, 2026-11-28T60), and gains what has been paid on it (opening_paid, as orders.paid_amount is a bill's).
// A paid entry says which kind of document it was booked on (doc_kind 'bill' | 'opening'); an entry on the opening
// has no order_id (purchase_id) — the party's id names its one opening. The entries stay in customer_payments and
// supplier_payments, so one paid_id sequence keeps numbering every receipt (RC-n) and voucher (PV-n), the paid report,
// the day end and the restore's number floors read one table, and a check keeps kind and bill together.
// Rejected: a separate table of opening payments (a second paid_id sequence would give two receipts one RC number);
// an opening as an orders/purchases row (every reader of bills — GST, stock, sales reports — would have to leave it out).
//
// SQLite cannot drop a NOT NULL in place, so there the two payment tables are rebuilt (nothing references them):
// a new table, the rows copied with their paid_ids, the AUTOINCREMENT high-water mark carried over (a receipt
// number is never reused), the old table dropped, the new renamed, the indexes made again. PostgreSQL alters in place.
const TABLES = [
  {
    table: 'customer_payments',
    doc: 'order_id',
    docRef: 'orders.order_id',
    party: 'customer_id',
    partyRef: 'customers.user_id',
    indexes: [
      ['customer_payments_doc', ['order_id']],
      ['customer_payments_customer', ['customer_id']],
      ['customer_payments_paid_date', ['paid_date', 'created_by']],
    ],
  },
  {
    table: 'supplier_payments',
    doc: 'purchase_id',
    docRef: 'purchases.purchase_id',
    party: 'supplier_id',
    partyRef: 'suppliers.id',
    indexes: [
      ['supplier_payments_doc', ['purchase_id']],
      ['supplier_payments_supplier', ['supplier_id']],
    ],
  },
] as const;

const kindCheck = (doc: string) => sql.raw(`(doc_kind = 'bill' and ${doc} is not null) or (doc_kind = 'opening' and ${doc} is null)`);

export function openingPaymentsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const table of ['customers', 'suppliers']) {
        await db.schema
          .alterTable(table)
          .addColumn('opening_paid', 'bigint', (c) => c.notNull().defaultTo(0))
          .execute();
      }
      for (const t of TABLES) {
        if (dialect === 'postgres') {
          await db.schema
            .alterTable(t.table)
            .alterColumn(t.doc, (c) => c.dropNotNull())
            .execute();
          await db.schema
            .alterTable(t.table)
            .addColumn('doc_kind', 'text', (c) => c.notNull().defaultTo('bill'))
            .execute();
          await db.schema.alterTable(t.table).addCheckConstraint(`${t.table}_doc_kind`, kindCheck(t.doc)).execute();
          continue;
        }
        const next = `${t.table}_next`;
        await db.schema
          .createTable(next)
          .addColumn('paid_id', 'integer', (c) => c.primaryKey().autoIncrement())
          .addColumn(t.doc, 'integer', (c) => c.references(t.docRef))
          .addColumn(t.party, 'integer', (c) => c.notNull().references(t.partyRef))
          .addColumn('amount', 'bigint', (c) => c.notNull())
          .addColumn('paid_date', 'text', (c) => c.notNull())
          .addColumn('balance_after', 'bigint', (c) => c.notNull())
          .addColumn('created_by', 'integer', (c) => c.notNull().references('employees.user_id'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('mode', 'text', (c) => c.notNull().defaultTo('cash'))
          .addColumn('doc_kind', 'text', (c) => c.notNull().defaultTo('bill'))
          .addCheckConstraint(`${t.table}_doc_kind`, kindCheck(t.doc))
          .execute();
        const columns = `paid_id, ${t.doc}, ${t.party}, amount, paid_date, balance_after, created_by, created_at, mode`;
        await sql.raw(`insert into ${next} (${columns}, doc_kind) select ${columns}, 'bill' from ${t.table}`).execute(db);
        await sql.raw(`delete from sqlite_sequence where name = '${next}'`).execute(db);
        await sql.raw(`insert into sqlite_sequence (name, seq) select '${next}', seq from sqlite_sequence where name = '${t.table}'`).execute(db);
        await db.schema.dropTable(t.table).execute();
        await db.schema.alterTable(next).renameTo(t.table).execute();
        for (const [name, cols] of t.indexes)
          await db.schema
            .createIndex(name)
            .on(t.table)
            .columns([...cols])
            .execute();
      }
    },
  };
}
