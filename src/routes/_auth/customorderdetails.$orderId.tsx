import { createFileRoute } from '@tanstack/react-router';
import { fetchCustomerOrderDetail } from '../../api/customer-records';
import { Spinner } from '../../ui/records/Spinner';
import { CustomerOrderDetailsScreen } from '../-components/records/CustomerOrderDetailsScreen';

// ?user= names the customer whose history Back returns to (read by hand: zod would load with /login).
const search = (raw: Record<string, unknown>): { user?: string } => {
  const user = String(raw.user ?? '');
  return /^\d+$/.test(user) ? { user } : {};
};

export const Route = createFileRoute('/_auth/customorderdetails/$orderId')({
  validateSearch: search,
  loader: ({ params }) => fetchCustomerOrderDetail(params.orderId),
  pendingComponent: () => <Spinner />,
  component: function CustomerOrder() {
    const { user } = Route.useSearch();
    return <CustomerOrderDetailsScreen reply={Route.useLoaderData()} userId={user} />;
  },
});
