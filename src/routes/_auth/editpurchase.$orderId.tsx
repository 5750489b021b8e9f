import { createFileRoute } from '@tanstack/react-router';
import { PurchaseEntryScreen } from '../-components/purchases/PurchaseEntryScreen';

// Edit Purchase (back-office §2): the saved lines loaded, qty read-only, rate editable; a deleted line goes on the server.
export const Route = createFileRoute('/_auth/editpurchase/$orderId')({
  component: function EditPurchase() {
    const { orderId } = Route.useParams();
    return <PurchaseEntryScreen key={orderId} purchaseId={orderId} />;
  },
});
