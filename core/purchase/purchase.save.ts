// Saving the purchase: the first thing that keeps it from being saved, and the spec's save body built from the folded
// purchase (pos_order_purchase, and pos_purchase_edit on the editor).
import { toDmy, type IsoDate } from '../dates';
import { formatRupees } from '../money';
import { formatPercent } from '../percent';
import { purchaseUnitSerialFault } from '../unit-serials';
import { PURCHASE_MESSAGES } from './purchase.messages';
import type { PurchaseBody, PurchaseEditBody } from './purchase.payload';
import { purchaseCartTotals, type PurchaseCartState, type SavedPurchaseRef } from './purchase.state';
import { supplierInvoiceFormProblem } from './purchase.supplier-invoice';

/**
 * The first thing that keeps the purchase from being saved, in the spec's words (then the supplier invoice's rule,
 * purchase.supplier-invoice.ts's form schema), or null. `today` dates a purchase with no date picked.
 */
export function purchaseSaveProblem(state: PurchaseCartState, today: IsoDate): string | null {
  if (!state.supplier) return PURCHASE_MESSAGES.selectSupplier;
  if (state.lines.length === 0) return PURCHASE_MESSAGES.selectProduct;
  const fault = purchaseUnitSerialFault(
    state.lines.map((line) => ({
      productName: line.productName,
      // A saved line keeps the units it received on the server.
      tracksUnitSerials: line.unitSerials !== undefined && line.odId === null,
      qty: line.qty,
      unitSerials: line.odId === null ? (line.unitSerials ?? []) : [],
    })),
  );
  if (fault) return fault.message;
  return supplierInvoiceFormProblem({
    invoiceNo: state.supplierInvoiceNo,
    invoiceDate: state.supplierInvoiceDate,
    purchaseDate: state.orderDate ?? today,
  });
}

/** The spec's Purchase save payload, figures from core/billing; `today` dates a purchase with no date picked. */
export function purchaseBodyOf(state: PurchaseCartState, today: IsoDate, requestId: string): PurchaseBody {
  const t = purchaseCartTotals(state);
  return {
    request_id: requestId,
    supplier_id: state.supplier?.supplierId ?? '',
    supplier_name: state.supplier?.name ?? '',
    order_date: toDmy(state.orderDate ?? today),
    supplier_invoice_no: state.supplierInvoiceNo,
    supplier_invoice_date: state.supplierInvoiceDate ? toDmy(state.supplierInvoiceDate) : '',
    gst_percentage: formatPercent(state.gstBp),
    subtotal: formatRupees(t.subtotal),
    cgst: formatRupees(t.cgst),
    sgst: formatRupees(t.sgst),
    total: formatRupees(t.grandTotal),
    productdetails: state.lines.map((l, i) => ({
      product_id: l.productId,
      product_name: l.productName,
      box_contents: l.boxContents,
      count_of_pcs: String(l.countOfPcs),
      rate_per: l.ratePer,
      unit: l.unit,
      qty: l.qty,
      amount_per_product: formatRupees(l.rate),
      total_per_product: formatRupees(t.lineTotals[i]),
      // Issue 33 item 4: a new line's units; a saved line sends none and keeps what it received.
      ...(l.unitSerials && l.odId === null ? { unit_serials: [...l.unitSerials] } : {}),
    })),
  };
}

/** On edit each line carries od_id instead of count_of_pcs, rate_per and unit (§3), plus purchase_id and the version read. */
export function purchaseEditBodyOf(state: PurchaseCartState, saved: SavedPurchaseRef, today: IsoDate, requestId: string): PurchaseEditBody {
  const body = purchaseBodyOf(state, today, requestId);
  return {
    ...body,
    purchase_id: saved.purchaseId,
    version: saved.version,
    productdetails: state.lines.map((l, i) => {
      const { count_of_pcs: _c, rate_per: _r, unit: _u, ...line } = body.productdetails[i];
      return { ...line, od_id: l.odId ?? '' };
    }),
  };
}
