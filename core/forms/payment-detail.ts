// Payment add (/addpaymentdetails and payment_details_add.php), back-office §5: name, amount, payment sent and
// description are required, and the method radio is credit or debit (money in or out); the mode says how (issue 29).
import { z } from 'zod';
import { rupees } from '../wire';
import { requiredText } from './fields';
import { checkPaymentMode, paymentModeOf, paymentModeShape } from '../payment-mode';

export const paymentDetailBody = z
  .object({
    name: requiredText(100),
    amount: rupees().refine((paise) => paise > 0, { error: 'must be more than 0' }),
    payment_method: z.enum(['credit', 'debit'], { error: 'must be credit or debit' }),
    payment_sent: requiredText(100),
    description: requiredText(500),
    // Not in the spec (issue 29 item 6): how the money came or went (absent: cash), core/payment-mode.ts.
    ...paymentModeShape,
  })
  .superRefine(checkPaymentMode)
  .transform(({ mode, cheque_no, cheque_date, reference, ...entry }) => ({
    ...entry,
    paidBy: paymentModeOf({ mode, cheque_no, cheque_date, reference }),
  }));

export type PaymentDetailBody = z.input<typeof paymentDetailBody>;
