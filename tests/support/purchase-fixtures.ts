// Purchases written straight into the tables as pos_order_purchase.php would leave them (totals by core/billing,
// stock in with a ledger row), for the payment and report tests; the purchase screens and calls live elsewhere.
import type { Kysely } from 'kysely';
import { purchaseTotals } from '../../core/billing';
import type { IsoDate } from '../../core/dates';
import { supplierPlace } from '../../core/tax-columns';
import type { Database } from '../../server/db/types';

const AT = '2026-11-21T06:30:00.000Z';

export interface PurchaseSeed {
  supplierId: number;
  createdBy: number;
  date?: IsoDate;
  gstBp?: number;
  lines: Array<{ productId: number; rate: number; qty: number }>;
  paid?: number;
}

export interface SeededPurchase {
  purchaseId: number;
  total: number;
  gst: number;
}

export async function addPurchase(db: Kysely<Database>, seed: PurchaseSeed): Promise<SeededPurchase> {
  const gstBp = seed.gstBp ?? 1800;
  const totals = purchaseTotals(
    seed.lines.map((l) => ({ rate: l.rate, qty: l.qty, discountBp: 0 })),
    gstBp,
  );
  const supplier = await db
    .selectFrom('suppliers')
    .select(['supplier_name', 'state', 'gst_number'])
    .where('id', '=', seed.supplierId)
    .executeTakeFirstOrThrow();
  const purchase = await db
    .insertInto('purchases')
    .values({
      supplier_id: seed.supplierId,
      order_date: seed.date ?? '2026-11-18',
      supplier_name: supplier.supplier_name,
      supplier_state: supplierPlace(supplier.state, supplier.gst_number),
      gst_bp: gstBp,
      subtotal: totals.roundedSubtotal,
      gst_amt: totals.gst,
      cgst_amt: totals.cgst,
      sgst_amt: totals.sgst,
      total: totals.grandTotal,
      paid_amount: seed.paid ?? 0,
      version: 1,
      created_by: seed.createdBy,
      created_at: AT,
      updated_at: AT,
    })
    .returning('purchase_id')
    .executeTakeFirstOrThrow();
  for (const [index, line] of seed.lines.entries()) {
    const product = await db.selectFrom('products').selectAll().where('product_id', '=', line.productId).executeTakeFirstOrThrow();
    await db
      .insertInto('purchase_lines')
      .values({
        purchase_id: purchase.purchase_id,
        line_no: index + 1,
        product_id: line.productId,
        product_name: product.product_name,
        serial_no: product.serial_no,
        box_contents: product.box_contents,
        count_of_pcs: product.count_of_pcs,
        rate_per: product.rate_per,
        unit: 'Nos',
        rate: line.rate,
        qty: line.qty,
        total: totals.lineTotals[index],
      })
      .execute();
    await db
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '+', line.qty) }))
      .where('product_id', '=', line.productId)
      .execute();
    await db
      .insertInto('stock_ledger')
      .values({
        product_kind: 'product',
        product_id: line.productId,
        qty_change: line.qty,
        reason: 'purchase',
        doc_kind: 'purchase',
        doc_id: purchase.purchase_id,
        user_id: seed.createdBy,
        created_at: AT,
      })
      .execute();
  }
  return { purchaseId: purchase.purchase_id, total: totals.grandTotal, gst: totals.gst };
}
