import { createFileRoute } from '@tanstack/react-router';
import { AddPaymentDetailScreen } from '../-components/reports/PaymentDetailsScreens';

// Add Payment Details (spec §2, §5).
export const Route = createFileRoute('/_auth/addpaymentdetails')({
  component: AddPaymentDetailScreen,
});
