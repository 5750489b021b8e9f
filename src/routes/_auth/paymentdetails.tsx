import { createFileRoute } from '@tanstack/react-router';
import { PaymentDetailsScreen } from '../-components/reports/PaymentDetailsScreens';

// Payment Details Management (spec §2): the cash book.
export const Route = createFileRoute('/_auth/paymentdetails')({
  component: PaymentDetailsScreen,
});
