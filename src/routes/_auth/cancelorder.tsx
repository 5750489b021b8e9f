import { createFileRoute } from '@tanstack/react-router';
import { CancelledListScreen } from '../-components/records/CancelledListScreen';

// Cancelled orders (spec §2): From/To filter, search, a view link.
export const Route = createFileRoute('/_auth/cancelorder')({
  component: CancelledListScreen,
});
