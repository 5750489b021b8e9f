import { createFileRoute } from '@tanstack/react-router';
import { PrintPage } from '../../print/PrintPage';

export const Route = createFileRoute('/_auth/retailreceipt/$orderId')({
  component: function Print() {
    const { orderId } = Route.useParams();
    return <PrintPage key={orderId} screen="receipt" orderId={orderId} />;
  },
});
