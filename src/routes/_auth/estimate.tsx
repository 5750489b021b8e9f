import { createFileRoute } from '@tanstack/react-router';
import { BillingScreen } from '../-components/billing/BillingScreen';

// Quotation (spec §2): free-text lines (name, amount, qty), saved with pos_estimate.php.
export const Route = createFileRoute('/_auth/estimate')({
  component: () => <BillingScreen key="estimate" screenId="estimate" />,
});
