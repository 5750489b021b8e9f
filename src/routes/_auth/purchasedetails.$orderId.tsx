import { createFileRoute } from '@tanstack/react-router';
import { fetchPurchase } from '../../api/purchases';
import { Spinner } from '../../ui/records/Spinner';
import { PurchaseDetailsScreen } from '../-components/purchases/PurchaseDetailsScreen';

// A purchase, read-only (back-office §2).
export const Route = createFileRoute('/_auth/purchasedetails/$orderId')({
  loader: ({ params }) => fetchPurchase(params.orderId),
  pendingComponent: () => <Spinner />,
  component: function Details() {
    const { orderId } = Route.useParams();
    return <PurchaseDetailsScreen key={orderId} reply={Route.useLoaderData()} />;
  },
});
