import { createFileRoute } from '@tanstack/react-router';
import { OrderListScreen } from '../-components/records/OrderListScreen';

// Wholesale GST bills (spec §2): paged 25 a page on the server, date filter, search, delete.
export const Route = createFileRoute('/_auth/orderlist')({
  component: () => <OrderListScreen key="gst" kind="gst" />,
});
