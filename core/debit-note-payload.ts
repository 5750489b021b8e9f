// pos_api/purchase_return.php's body (issue 30 item 2), shared by the purchase return screen and the server.
import { z } from 'zod';
import { MAX_REASON, returnQty } from './credit-note-payload';
import { MAX_LINES, recordId, text } from './payloads';
import { unitSerialsField } from './unit-serials';

export const purchaseReturnBody = z.object({
  purchase_id: recordId(),
  reason: text(MAX_REASON).refine((reason) => reason !== '', { error: 'Please give a reason for the return' }),
  request_id: z.string({ error: 'must be text' }).max(100, { error: 'must be at most 100 characters' }).optional(),
  lines: z
    .array(
      z.object({
        purchase_detail_id: recordId(),
        qty: returnQty,
        /** The units going back, for a line that received them by unit serial (issue 33 item 4). */
        unit_serials: unitSerialsField().optional(),
      }),
      { error: 'choose at least one line to return' },
    )
    .min(1, { error: 'choose at least one line to return' })
    .max(MAX_LINES, { error: `at most ${MAX_LINES} lines` }),
});

export type PurchaseReturnBody = z.input<typeof purchaseReturnBody>;
export type PurchaseReturn = z.output<typeof purchaseReturnBody>;
