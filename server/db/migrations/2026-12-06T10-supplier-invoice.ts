import type { Kysely } from 'kysely';

// Issue 30 item 1: a purchase keeps its supplier's invoice number and date (null on purchases booked without them).
// supplier_invoice_key (the number with case and spaces ignored) and supplier_invoice_fy (the financial year of the
// invoice's date) make one invoice number per supplier and year a rule of the database too, so two saves at once
// cannot both book it; rows without an invoice hold nulls, which a unique index never compares as equal.
export function supplierInvoiceMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const column of ['supplier_invoice_no', 'supplier_invoice_date', 'supplier_invoice_key', 'supplier_invoice_fy']) {
        await db.schema.alterTable('purchases').addColumn(column, 'text').execute();
      }
      await db.schema
        .createIndex('purchases_supplier_invoice')
        .on('purchases')
        .columns(['supplier_id', 'supplier_invoice_fy', 'supplier_invoice_key'])
        .unique()
        .execute();
    },
  };
}
