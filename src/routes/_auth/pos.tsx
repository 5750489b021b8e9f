import { createFileRoute } from '@tanstack/react-router';
import { BillingScreen } from '../-components/billing/BillingScreen';

// Wholesale GST bill (spec §2): serial-number and name entry, Save.
export const Route = createFileRoute('/_auth/pos')({
  component: () => <BillingScreen key="pos" screenId="pos" />,
});
