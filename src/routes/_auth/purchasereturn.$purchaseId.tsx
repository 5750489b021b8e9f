import { createFileRoute } from '@tanstack/react-router';
import { fetchReturnPurchase } from '../../api/debit-notes';
import { Spinner } from '../../ui/records/Spinner';
import { PurchaseReturnScreen } from '../-components/purchase-returns/PurchaseReturnScreen';

// The return screen of one purchase (issue 30 item 2), from its details (Shift+R) or the palette ("purchase return 12").
export const Route = createFileRoute('/_auth/purchasereturn/$purchaseId')({
  loader: ({ params }) => fetchReturnPurchase(params.purchaseId),
  pendingComponent: () => <Spinner />,
  component: function PurchaseReturn() {
    const { purchaseId } = Route.useParams();
    return <PurchaseReturnScreen key={purchaseId} reply={Route.useLoaderData()} />;
  },
});
