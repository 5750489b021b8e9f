import type { Kysely } from 'kysely';

// Payments and reports (issue 8). The GST report reads a year of bills in date order and the stock report sums each
// product's sold quantity from the ledger: covering indexes answer both from the index alone (bench/gst-report.ts).
// Pending and paid reports find a party's paid entries by party.
export function paymentsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createIndex('orders_gst_report')
        .on('orders')
        .columns([
          'order_date',
          'order_id',
          'kind',
          'cancelled',
          'customer_id',
          'bill_no',
          'billing_state',
          'subtotal',
          'discount_amt',
          'gst_amt',
          'cgst_amt',
          'sgst_amt',
          'total',
        ])
        .execute();
      await db.schema.createIndex('stock_ledger_sold').on('stock_ledger').columns(['product_kind', 'doc_kind', 'product_id', 'qty_change']).execute();
      await db.schema.createIndex('customer_payments_customer').on('customer_payments').column('customer_id').execute();
      await db.schema.createIndex('supplier_payments_supplier').on('supplier_payments').column('supplier_id').execute();
    },
  };
}
