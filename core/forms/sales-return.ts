// The return screen's body, checked by the same rules as the server (core/credit-note-payload, core/credit-note); the
// sales return machine (machines/sales-return.ts) runs it before the call.
import type { ReturnBill } from '../api/credit-notes';
import { checkReturn } from '../credit-note';
import { salesReturnBody, type SalesReturnBody } from '../credit-note-payload';
import { labelledMessage } from '../field-labels';

/** The call the body is for: its fields are named as the screen labels them (core/field-labels.ts). */
const RETURN_CALL = 'pos_api/sales_return.php';

export type ReturnRequest = { ok: true; body: SalesReturnBody } | { ok: false; msg: string };

/** Lines left blank are not returned; typed quantities are checked against what each line can still give back. */
export function returnRequest(
  bill: ReturnBill,
  qtys: Readonly<Record<string, string>>,
  reason: string,
  excess: 'refund' | 'credit',
  requestId: string,
  picked: Readonly<Record<string, readonly string[]>> = {},
): ReturnRequest {
  // A line holding units (issue 33 item 4) sends the units picked; its qty follows them.
  const lines = bill.lines
    .filter((line) => (qtys[line.order_detail_id] ?? '').trim() !== '')
    .map((line) => ({
      order_detail_id: line.order_detail_id,
      qty: (qtys[line.order_detail_id] ?? '').trim(),
      ...((line.unit_serials?.length ?? 0) > 0 ? { unit_serials: [...(picked[line.order_detail_id] ?? [])] } : {}),
    }));
  const body: SalesReturnBody = { order_id: bill.order_id, reason, request_id: requestId, excess, lines };
  const parsed = salesReturnBody.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, msg: issue.path[0] === 'reason' ? issue.message : labelledMessage(RETURN_CALL, `${issue.path.join('.')}: ${issue.message}`) };
  }
  const sold = bill.lines.map((l) => ({ odId: Number(l.order_detail_id), rate: 0, qty: l.qty, discountBp: 0, returnedBefore: l.returned }));
  const check = checkReturn(
    sold,
    parsed.data.lines.map((l) => ({ odId: l.order_detail_id, qty: l.qty })),
  );
  return check.ok ? { ok: true, body } : { ok: false, msg: labelledMessage(RETURN_CALL, check.msg) };
}
