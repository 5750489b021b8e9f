import { createFileRoute } from '@tanstack/react-router';
import { fetchOrderDetail } from '../../api/orders';
import { Spinner } from '../../ui/records/Spinner';
import { OrderDetailsScreen } from '../-components/records/OrderDetailsScreen';

export const Route = createFileRoute('/_auth/estimatedetails/$orderId')({
  loader: ({ params }) => fetchOrderDetail('estimate', params.orderId),
  pendingComponent: () => <Spinner />,
  component: function Details() {
    const { orderId } = Route.useParams();
    return <OrderDetailsScreen key={orderId} kind="estimate" orderId={orderId} reply={Route.useLoaderData()} />;
  },
});
