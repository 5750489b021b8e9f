import { createFileRoute } from '@tanstack/react-router';
import { PurchaseListScreen } from '../-components/purchases/PurchaseListScreen';

// Purchase Management (back-office §2).
export const Route = createFileRoute('/_auth/purchaselist')({
  component: PurchaseListScreen,
});
