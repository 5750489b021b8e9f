import { createFileRoute } from '@tanstack/react-router';
import { fetchBillDate } from '../../api/bill-date';
import { Spinner } from '../../ui/records/Spinner';
import { EditBillDateScreen } from '../-components/records/EditBillDateScreen';

// ?from=retail when opened from a retail bill, so Back returns to its details (read by hand: zod would load with /login).
const search = (raw: Record<string, unknown>): { from?: 'retail' } => (raw.from === 'retail' ? { from: 'retail' } : {});

export const Route = createFileRoute('/_auth/editbilldate/$orderId')({
  validateSearch: search,
  loader: ({ params }) => fetchBillDate(params.orderId),
  pendingComponent: () => <Spinner />,
  component: function EditBillDate() {
    const { orderId } = Route.useParams();
    const { from } = Route.useSearch();
    const back = from === 'retail' ? `/retailorderdetails/${orderId}` : `/orderdetails/${orderId}`;
    return <EditBillDateScreen key={orderId} orderId={orderId} reply={Route.useLoaderData()} back={back} />;
  },
});
