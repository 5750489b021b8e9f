import { createFileRoute } from '@tanstack/react-router';
import { AddRetailScreen } from '../-components/catalogue/RetailScreens';

// Add Retail Product (back-office §2, §5): product name and rate are required.
export const Route = createFileRoute('/_auth/addretailproduct')({
  component: AddRetailScreen,
});
