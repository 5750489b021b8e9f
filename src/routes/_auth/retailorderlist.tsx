import { createFileRoute } from '@tanstack/react-router';
import { OrderListScreen } from '../-components/records/OrderListScreen';

// Retail bills (spec §2): paged 25 a page on the server, date filter, search, delete.
export const Route = createFileRoute('/_auth/retailorderlist')({
  component: () => <OrderListScreen key="retail" kind="retail" />,
});
