// Purchase save and edit bodies as the purchase screens build them (figures from core/billing).
import { purchaseTotals } from '../../core/billing';
import { formatRupees, type Paise } from '../../core/money';
import type { PurchaseBody, PurchaseEditBody } from '../../core/purchase/purchase.payload';
import { formatPercent } from '../../core/percent';

export interface PurchaseLineSeed {
  productId: number;
  rate: Paise;
  qty: number;
  /** On edit: the saved line's od_id (absent: a line added on the editor). */
  odId?: number;
  /** Issue 33 item 4: the units received, sent as unit_serials (absent: the spec's payload). */
  unitSerials?: string[];
}

export function purchaseBody(supplierId: number, lines: readonly PurchaseLineSeed[], gstBp = 1800, orderDate = '21-11-2026'): PurchaseBody {
  const t = purchaseTotals(
    lines.map((l) => ({ rate: l.rate, qty: l.qty })),
    gstBp,
  );
  return {
    supplier_id: String(supplierId),
    supplier_name: 'as shown on screen',
    order_date: orderDate,
    gst_percentage: formatPercent(gstBp),
    subtotal: formatRupees(t.subtotal),
    cgst: formatRupees(t.cgst),
    sgst: formatRupees(t.sgst),
    total: formatRupees(t.grandTotal),
    productdetails: lines.map((l, i) => ({
      product_id: String(l.productId),
      product_name: 'as shown',
      box_contents: '',
      count_of_pcs: '1',
      rate_per: 'Nos',
      unit: 'Nos',
      qty: l.qty,
      amount_per_product: formatRupees(l.rate),
      total_per_product: formatRupees(t.lineTotals[i]),
      ...(l.unitSerials ? { unit_serials: l.unitSerials } : {}),
    })),
  };
}

export function purchaseEditBody(
  purchaseId: number,
  version: number | undefined,
  supplierId: number,
  lines: readonly PurchaseLineSeed[],
  gstBp = 1800,
  orderDate = '21-11-2026',
): PurchaseEditBody {
  const body = purchaseBody(supplierId, lines, gstBp, orderDate);
  return {
    ...body,
    purchase_id: String(purchaseId),
    ...(version === undefined ? {} : { version }),
    productdetails: body.productdetails.map((l, i) => ({ ...l, od_id: lines[i].odId === undefined ? '' : String(lines[i].odId) })),
  };
}
