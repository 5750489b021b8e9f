import { createFileRoute } from '@tanstack/react-router';
import { PRODUCT_UPDATE } from '../-components/catalogue/price-update-configs';
import { PriceUpdateScreen } from '../-components/catalogue/PriceUpdateScreen';

// Product Update (back-office §2): products grouped by category, inline edit, preview, one Save.
export const Route = createFileRoute('/_auth/updatelist')({
  component: () => <PriceUpdateScreen config={PRODUCT_UPDATE} />,
});
