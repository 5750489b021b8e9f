import { createFileRoute } from '@tanstack/react-router';
import { PaymentReceiptPage } from '../../print/PaymentReceiptPage';

export const Route = createFileRoute('/_auth/paidprintsupplier/$orderId/$paidId')({
  component: function PaidPrintSupplier() {
    const { orderId, paidId } = Route.useParams();
    return <PaymentReceiptPage key={`${orderId}/${paidId}`} party="supplier" orderId={orderId} paidId={paidId} />;
  },
});
