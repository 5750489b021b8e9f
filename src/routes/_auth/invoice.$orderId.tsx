import { createFileRoute } from '@tanstack/react-router';
import { PrintPage } from '../../print/PrintPage';

export const Route = createFileRoute('/_auth/invoice/$orderId')({
  component: function Print() {
    const { orderId } = Route.useParams();
    return <PrintPage key={orderId} screen="invoice" orderId={orderId} />;
  },
});
