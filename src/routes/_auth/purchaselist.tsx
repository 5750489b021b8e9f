import { createFileRoute } from '@tanstack/react-router';
import { PurchaseListScreen } from '../-components/purchases/PurchaseListScreen';

// Purchase Management (back-office §2); ?invoice=missing lists the purchases without the supplier's invoice (issue 30).
export const Route = createFileRoute('/_auth/purchaselist')({
  validateSearch: (raw: Record<string, unknown>): { invoice?: 'missing' } => (raw.invoice === 'missing' ? { invoice: 'missing' } : {}),
  component: function PurchaseList() {
    const search = Route.useSearch();
    const missing = search.invoice === 'missing';
    return <PurchaseListScreen key={String(missing)} missingInvoice={missing} />;
  },
});
