// pos_api/sales_return.php's body, shared by the return screen and the server.
import { z } from 'zod';
import { MAX_LINES, MAX_QTY, recordId, text } from './payloads';
import { unitSerialsField } from './unit-serials';

export const MAX_REASON = 200;

/** A quantity coming back: 0 is read (and refused with its own message by checkReturn), past MAX_QTY is not. */
export const returnQty = z.union([z.number(), z.string()], { error: 'is required' }).transform((input, ctx): number => {
  const value = typeof input === 'number' ? input : /^\s*\d+\s*$/.test(input) ? Number(input) : Number.NaN;
  if (!Number.isInteger(value) || value < 0 || value > MAX_QTY) {
    ctx.addIssue({ code: 'custom', message: `must be a whole number from 1 to ${MAX_QTY}, not ${JSON.stringify(input)}` });
    return z.NEVER;
  }
  return value;
});

export const salesReturnBody = z.object({
  order_id: recordId(),
  reason: text(MAX_REASON).refine((reason) => reason !== '', { error: 'Please give a reason for the return' }),
  request_id: z.string({ error: 'must be text' }).max(100, { error: 'must be at most 100 characters' }).optional(),
  lines: z
    .array(
      z.object({
        order_detail_id: recordId(),
        qty: returnQty,
        /** The units coming back, for a line that sold them by unit serial (issue 33 item 4). */
        unit_serials: unitSerialsField().optional(),
      }),
      { error: 'choose at least one line to return' },
    )
    .min(1, { error: 'choose at least one line to return' })
    .max(MAX_LINES, { error: `at most ${MAX_LINES} lines` }),
  /** What happens to credit beyond the bill's balance: paid back from the cash book, or kept as the customer's credit. */
  excess: z.enum(['refund', 'credit'], { error: 'must be refund or credit' }).default('credit'),
});

export type SalesReturnBody = z.input<typeof salesReturnBody>;
export type SalesReturn = z.output<typeof salesReturnBody>;
