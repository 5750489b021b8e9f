import { createFileRoute } from '@tanstack/react-router';
import { AddCustomerScreen } from '../-components/records/CustomerScreens';

// Add Customer (back-office §2, §5): name and state required; back to /customerlist.
export const Route = createFileRoute('/_auth/addcustomer')({
  component: AddCustomerScreen,
});
