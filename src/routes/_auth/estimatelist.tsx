import { createFileRoute } from '@tanstack/react-router';
import { OrderListScreen } from '../-components/records/OrderListScreen';

// Quotations (spec §2): paged 25 a page on the server, date filter, search, delete.
export const Route = createFileRoute('/_auth/estimatelist')({
  component: () => <OrderListScreen key="estimate" kind="estimate" />,
});
