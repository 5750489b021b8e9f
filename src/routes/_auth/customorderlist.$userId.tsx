import { createFileRoute } from '@tanstack/react-router';
import { CustomerOrderListScreen } from '../-components/records/CustomerOrderListScreen';

// One customer's order history (spec §2): date range, search, a link to each order's detail.
export const Route = createFileRoute('/_auth/customorderlist/$userId')({
  component: function CustomerOrders() {
    const { userId } = Route.useParams();
    return <CustomerOrderListScreen key={userId} userId={userId} />;
  },
});
