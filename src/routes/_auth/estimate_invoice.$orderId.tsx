import { createFileRoute } from '@tanstack/react-router';
import { PrintPage } from '../../print/PrintPage';

export const Route = createFileRoute('/_auth/estimate_invoice/$orderId')({
  component: function Print() {
    const { orderId } = Route.useParams();
    return <PrintPage key={orderId} screen="quotation" orderId={orderId} />;
  },
});
