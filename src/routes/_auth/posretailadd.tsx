import { createFileRoute } from '@tanstack/react-router';
import { BillingScreen } from '../-components/billing/BillingScreen';

// Retail add screen (spec §2): the retail POS whose save button reads "Add Estimate".
export const Route = createFileRoute('/_auth/posretailadd')({
  component: () => <BillingScreen key="posretailadd" screenId="posretailadd" />,
});
