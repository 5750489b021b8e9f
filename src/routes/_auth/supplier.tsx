import { createFileRoute } from '@tanstack/react-router';
import { SupplierListScreen } from '../-components/purchases/SupplierScreens';

// Supplier Management (back-office §2): 25 a page, edit, delete with confirmation, Add Supplier.
export const Route = createFileRoute('/_auth/supplier')({
  component: SupplierListScreen,
});
