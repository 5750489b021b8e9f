import { createFileRoute } from '@tanstack/react-router';
import { fetchReturnBill } from '../../api/credit-notes';
import { Spinner } from '../../ui/records/Spinner';
import { SalesReturnScreen } from '../-components/returns/SalesReturnScreen';

// The return screen of one bill, from its details (Shift+R).
export const Route = createFileRoute('/_auth/salesreturn/$orderId')({
  loader: ({ params }) => fetchReturnBill({ orderId: params.orderId }),
  pendingComponent: () => <Spinner />,
  component: function SalesReturn() {
    const { orderId } = Route.useParams();
    return <SalesReturnScreen key={orderId} reply={Route.useLoaderData()} />;
  },
});
