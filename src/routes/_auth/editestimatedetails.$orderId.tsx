import { createFileRoute } from '@tanstack/react-router';
import { BillingScreen } from '../-components/billing/BillingScreen';

// Quotation editor (spec §2, §4): free-text lines, qty from each line's quantity; pos_estimate_edit.php.
export const Route = createFileRoute('/_auth/editestimatedetails/$orderId')({
  component: function Editor() {
    const { orderId } = Route.useParams();
    return <BillingScreen key={`editestimatedetails-${orderId}`} edit={{ mode: 'estimate', orderId }} />;
  },
});
