// Payment add (/addpaymentdetails and payment_details_add.php), back-office §5: name, amount, payment sent and
// description are required, and the method radio is credit or debit.
import { z } from 'zod';
import { rupees } from '../wire';
import { requiredText } from './fields';

export const paymentDetailBody = z.object({
  name: requiredText(100),
  amount: rupees().refine((paise) => paise > 0, { error: 'must be more than 0' }),
  payment_method: z.enum(['credit', 'debit'], { error: 'must be credit or debit' }),
  payment_sent: requiredText(100),
  description: requiredText(500),
});

export type PaymentDetailBody = z.input<typeof paymentDetailBody>;
