import { createFileRoute } from '@tanstack/react-router';
import { BillingScreen } from '../-components/billing/BillingScreen';

// GST bill editor (spec §2, §4): saved lines locked, new lines by serial or name; pos_order_edit.php.
export const Route = createFileRoute('/_auth/editorderdetails/$orderId')({
  component: function Editor() {
    const { orderId } = Route.useParams();
    return <BillingScreen key={`editorderdetails-${orderId}`} edit={{ mode: 'gst', orderId }} />;
  },
});
