// The purchase return screen's body, checked by the same rules as the server (core/debit-note-payload, core/debit-note).
import { checkPurchaseReturn } from '../../../../core/debit-note';
import { purchaseReturnBody, type PurchaseReturnBody } from '../../../../core/debit-note-payload';
import { labelledMessage } from '../../../../core/field-labels';
import type { PurchaseReturnLine, ReturnPurchase } from '../../../api/debit-notes';

const RETURN_CALL = 'pos_api/purchase_return.php';

export type PurchaseReturnRequest = { ok: true; body: PurchaseReturnBody } | { ok: false; msg: string };

/** A line that sends back units by serial (issue 33 item 4): its product tracks them and it has units in stock to pick. */
export function picksUnits(line: Pick<PurchaseReturnLine, 'track_unit_serials' | 'unit_serials_in_stock'>): boolean {
  return line.track_unit_serials && line.unit_serials_in_stock.length > 0;
}

/**
 * Lines left blank are not returned; typed quantities are checked against what each line can still send back and the
 * stock. A line that picks units sends them, its quantity their count (`picked`: the units picked, by line).
 */
export function purchaseReturnRequest(
  purchase: ReturnPurchase,
  qtys: Readonly<Record<string, string>>,
  reason: string,
  requestId: string,
  picked: Readonly<Record<string, readonly string[]>> = {},
): PurchaseReturnRequest {
  const lines = purchase.lines.flatMap((line) => {
    const units = picked[line.purchase_detail_id] ?? [];
    if (picksUnits(line)) {
      return units.length === 0 ? [] : [{ purchase_detail_id: line.purchase_detail_id, qty: String(units.length), unit_serials: [...units] }];
    }
    const qty = (qtys[line.purchase_detail_id] ?? '').trim();
    return qty === '' ? [] : [{ purchase_detail_id: line.purchase_detail_id, qty }];
  });
  const body: PurchaseReturnBody = { purchase_id: purchase.purchase_id, reason, request_id: requestId, lines };
  const parsed = purchaseReturnBody.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, msg: issue.path[0] === 'reason' ? issue.message : labelledMessage(RETURN_CALL, `${issue.path.join('.')}: ${issue.message}`) };
  }
  // The screen knows each line's product only by its line: stock is checked per line here, and across lines by the server.
  const bought = purchase.lines.map((l) => ({
    odId: Number(l.purchase_detail_id),
    productId: Number(l.purchase_detail_id),
    productName: l.product_name,
    rate: 0,
    qty: l.qty,
    returnedBefore: l.returned,
  }));
  const stock = new Map(purchase.lines.map((l) => [Number(l.purchase_detail_id), l.stock]));
  const check = checkPurchaseReturn(
    bought,
    parsed.data.lines.map((l) => ({ odId: l.purchase_detail_id, qty: l.qty })),
    stock,
  );
  return check.ok ? { ok: true, body } : { ok: false, msg: labelledMessage(RETURN_CALL, check.msg) };
}
