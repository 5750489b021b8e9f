import { createFileRoute } from '@tanstack/react-router';
import { BillingScreen } from '../-components/billing/BillingScreen';

// Retail POS (spec §2): entry by product code, saved with retail_pos_order.php.
export const Route = createFileRoute('/_auth/retailpos')({
  component: () => <BillingScreen key="retailpos" screenId="retailpos" />,
});
