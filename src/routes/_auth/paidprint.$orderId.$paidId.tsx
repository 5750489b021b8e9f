import { createFileRoute } from '@tanstack/react-router';
import { PaymentReceiptPage } from '../../print/PaymentReceiptPage';

export const Route = createFileRoute('/_auth/paidprint/$orderId/$paidId')({
  component: function PaidPrint() {
    const { orderId, paidId } = Route.useParams();
    return <PaymentReceiptPage key={`${orderId}/${paidId}`} party="customer" orderId={orderId} paidId={paidId} />;
  },
});
