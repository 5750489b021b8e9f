// Reading purchases: the list rows, the detail view and the stored record (the spec's §3 shapes).
import type { Kysely, Selectable } from 'kysely';
import { toDmy } from '../../core/dates';
import { formatIndian, formatRupees } from '../../core/money';
import { formatPercent } from '../../core/percent';
import type { PurchaseDetail, PurchaseDetailLine, PurchaseListRow } from '../../core/purchase/purchase.replies';
import { purchaseSplit, taxColumns } from '../../core/tax-columns';
import type { Database, PurchaseLineTable, PurchaseTable } from '../db/types';
import { ApiError } from '../envelope';
import { sellerState } from '../sales/catalogue';
import { unitSerialsOfPurchase } from './unit-serials';

export type Purchase = Selectable<PurchaseTable>;
export type PurchaseLineRow = Selectable<PurchaseLineTable>;

export interface PurchaseRecord {
  purchase: Purchase;
  lines: PurchaseLineRow[];
}

export function noPurchase(purchaseId: number): ApiError {
  return new ApiError(404, `No purchase with purchase_id ${purchaseId}`);
}

export async function loadPurchase(db: Kysely<Database>, purchaseId: number): Promise<PurchaseRecord | null> {
  const purchase = await db.selectFrom('purchases').selectAll().where('purchase_id', '=', purchaseId).executeTakeFirst();
  if (!purchase) return null;
  const lines = await db.selectFrom('purchase_lines').selectAll().where('purchase_id', '=', purchaseId).orderBy('line_no').orderBy('od_id').execute();
  return { purchase, lines };
}

/** Every purchase, newest first (the screen pages them itself); amount with Indian grouping. */
export async function listPurchases(db: Kysely<Database>): Promise<PurchaseListRow[]> {
  const rows = await db
    .selectFrom('purchases as p')
    .innerJoin('suppliers as s', 's.id', 'p.supplier_id')
    .select([
      'p.purchase_id',
      'p.order_date',
      'p.supplier_name',
      's.supplier_name as current_name',
      's.mobile',
      'p.supplier_id',
      'p.total',
      'p.supplier_invoice_no',
      'p.supplier_invoice_date',
    ])
    .orderBy('p.order_date', 'desc')
    .orderBy('p.purchase_id', 'desc')
    .execute();
  return rows.map((r) => ({
    order_id: String(r.purchase_id),
    purchase_id: String(r.purchase_id),
    orderdate: toDmy(r.order_date),
    name: r.supplier_name || r.current_name,
    billing_phonenumber: r.mobile,
    supplier_id: String(r.supplier_id),
    amount: formatIndian(r.total),
    supplier_invoice_no: r.supplier_invoice_no ?? '',
    supplier_invoice_date: r.supplier_invoice_date ? toDmy(r.supplier_invoice_date) : '',
  }));
}

/** The spec's Purchase detail; version is what an edit sends back to be checked. */
export async function purchaseDetail(db: Kysely<Database>, record: PurchaseRecord): Promise<PurchaseDetail> {
  const { purchase, lines } = record;
  const [supplier, seller, units] = await Promise.all([
    db.selectFrom('suppliers').select(['supplier_name', 'address', 'mobile']).where('id', '=', purchase.supplier_id).executeTakeFirst(),
    sellerState(db),
    unitSerialsOfPurchase(db, purchase.purchase_id),
  ]);
  // The stored GST (cgst_amt + sgst_amt) where the supplier's place puts it: IGST from another state.
  const split = purchaseSplit(purchase.supplier_state, seller);
  const tax = taxColumns(split, purchase.cgst_amt, purchase.sgst_amt);
  const order_details: PurchaseDetailLine[] = lines.map((l) => ({
    od_id: String(l.od_id),
    order_detail_id: String(l.od_id),
    product_id: String(l.product_id),
    product_name: l.product_name,
    serial_no: l.serial_no,
    qty: l.qty,
    amount_per_product: formatRupees(l.rate),
    total_per_product: formatRupees(l.total),
    box_contents: l.box_contents,
    count_of_pcs: l.count_of_pcs,
    rate_per: l.rate_per,
    unit: l.unit,
    unit_serials: units.get(l.od_id) ?? [],
  }));
  return {
    purchase_id: String(purchase.purchase_id),
    orderdate: toDmy(purchase.order_date),
    supplier_name: purchase.supplier_name || (supplier?.supplier_name ?? ''),
    supplier_address: supplier?.address ?? '',
    supplier_mobile: supplier?.mobile ?? '',
    id: String(purchase.supplier_id),
    supplier_invoice_no: purchase.supplier_invoice_no ?? '',
    supplier_invoice_date: purchase.supplier_invoice_date ? toDmy(purchase.supplier_invoice_date) : '',
    subtotal: formatRupees(purchase.subtotal),
    supplier_state: purchase.supplier_state,
    gst_amount: formatRupees(purchase.gst_amt),
    tax_split: split,
    cgst: formatRupees(tax.cgst),
    sgst: formatRupees(tax.sgst),
    igst: formatRupees(tax.igst),
    total: formatRupees(purchase.total),
    paid_amount: formatRupees(purchase.paid_amount),
    gst_percentage: formatPercent(purchase.gst_bp),
    commision_percentage: '0.00',
    discount_percentage: '0.00',
    packing_percentage: '0.00',
    version: purchase.version,
    order_details,
  };
}
