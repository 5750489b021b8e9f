import { createFileRoute } from '@tanstack/react-router';
import { fetchCustomer } from '../../api/customer-records';
import { Spinner } from '../../ui/records/Spinner';
import { ViewCustomerScreen } from '../-components/records/CustomerScreens';

// View and edit a customer (spec §2, §5); Back goes to /customerlist.
export const Route = createFileRoute('/_auth/viewcustomer/$userId')({
  loader: ({ params }) => fetchCustomer(params.userId),
  pendingComponent: () => <Spinner />,
  component: function ViewCustomer() {
    const { userId } = Route.useParams();
    return <ViewCustomerScreen key={userId} userId={userId} reply={Route.useLoaderData()} />;
  },
});
