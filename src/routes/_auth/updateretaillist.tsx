import { createFileRoute } from '@tanstack/react-router';
import { RETAIL_UPDATE } from '../-components/catalogue/price-update-configs';
import { PriceUpdateScreen } from '../-components/catalogue/PriceUpdateScreen';

// Retail Product Update (back-office §2): grouped by category, inline edit, preview, one Save.
export const Route = createFileRoute('/_auth/updateretaillist')({
  component: () => <PriceUpdateScreen config={RETAIL_UPDATE} />,
});
