import type { Kysely } from 'kysely';

// Payments and reports (issue 8). The stock report sums each product's sold quantity from the ledger: a covering
// index answers it from the index alone (bench/gst-report.ts). Pending and paid reports find a party's bills and
// paid entries by party.
export function paymentsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.createIndex('stock_ledger_sold').on('stock_ledger').columns(['product_kind', 'doc_kind', 'product_id', 'qty_change']).execute();
      await db.schema.createIndex('customer_payments_customer').on('customer_payments').column('customer_id').execute();
      await db.schema.createIndex('supplier_payments_supplier').on('supplier_payments').column('supplier_id').execute();
    },
  };
}
