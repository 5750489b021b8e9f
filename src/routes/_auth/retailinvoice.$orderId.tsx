import { createFileRoute } from '@tanstack/react-router';
import { PrintPage } from '../../print/PrintPage';

export const Route = createFileRoute('/_auth/retailinvoice/$orderId')({
  component: function Print() {
    const { orderId } = Route.useParams();
    return <PrintPage key={orderId} screen="retail" orderId={orderId} />;
  },
});
