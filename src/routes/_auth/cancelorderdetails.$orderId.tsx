import { createFileRoute } from '@tanstack/react-router';
import { fetchCancelledOrder } from '../../api/cancelled';
import { Spinner } from '../../ui/records/Spinner';
import { CancelledDetailsScreen } from '../-components/records/CancelledDetailsScreen';

export const Route = createFileRoute('/_auth/cancelorderdetails/$orderId')({
  loader: ({ params }) => fetchCancelledOrder(params.orderId),
  pendingComponent: () => <Spinner />,
  component: function CancelledOrder() {
    const { orderId } = Route.useParams();
    return <CancelledDetailsScreen key={orderId} orderId={orderId} reply={Route.useLoaderData()} />;
  },
});
