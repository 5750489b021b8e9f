import { createFileRoute } from '@tanstack/react-router';
import { PurchaseEntryScreen } from '../-components/purchases/PurchaseEntryScreen';

// Add Purchase (back-office §2): supplier, date, products by serial or name, GST %, Save.
export const Route = createFileRoute('/_auth/addpurchase')({
  component: () => <PurchaseEntryScreen />,
});
