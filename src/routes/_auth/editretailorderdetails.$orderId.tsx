import { createFileRoute } from '@tanstack/react-router';
import { BillingScreen } from '../-components/billing/BillingScreen';

// Retail order editor (spec §2, §4): lines by product code or name; retail_pos_order_edit.php.
export const Route = createFileRoute('/_auth/editretailorderdetails/$orderId')({
  component: function Editor() {
    const { orderId } = Route.useParams();
    return <BillingScreen key={`editretailorderdetails-${orderId}`} edit={{ mode: 'retail', orderId }} />;
  },
});
