import { createFileRoute } from '@tanstack/react-router';
import { RetailListScreen } from '../-components/catalogue/RetailScreens';

// Retail product list (back-office §2): 25 a page, price-list PDF, links to update, add, import and edit.
export const Route = createFileRoute('/_auth/retailproduct')({
  component: RetailListScreen,
});
