import { createFileRoute } from '@tanstack/react-router';
import { SupplierFormScreen } from '../-components/purchases/SupplierScreens';

// Add Supplier (back-office §5): name required, phone digits only (at most 10), GST number at most 15.
export const Route = createFileRoute('/_auth/addsupplier')({
  component: () => <SupplierFormScreen />,
});
