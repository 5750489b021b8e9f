import { createFileRoute } from '@tanstack/react-router';
import { fetchOrderDetail } from '../../api/orders';
import { Spinner } from '../../ui/records/Spinner';
import { OrderDetailsScreen } from '../-components/records/OrderDetailsScreen';

export const Route = createFileRoute('/_auth/retailorderdetails/$orderId')({
  loader: ({ params }) => fetchOrderDetail('retail', params.orderId),
  pendingComponent: () => <Spinner />,
  component: function Details() {
    const { orderId } = Route.useParams();
    return <OrderDetailsScreen key={orderId} kind="retail" orderId={orderId} reply={Route.useLoaderData()} />;
  },
});
