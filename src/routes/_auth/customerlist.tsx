import { createFileRoute } from '@tanstack/react-router';
import { CustomerListScreen } from '../-components/records/CustomerListScreen';

// Customer Management (spec §2): search by name, mobile or GST number; 25 a page.
export const Route = createFileRoute('/_auth/customerlist')({
  component: CustomerListScreen,
});
