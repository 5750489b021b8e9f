import { createFileRoute } from '@tanstack/react-router';
import { RetailListScreen } from '../-components/catalogue/RetailScreens';

// Retail product list (back-office §2): 25 a page, price-list PDF, links to update, add, import and edit; ?nohsn=1
// lists only the retail products without an HSN code.
export const Route = createFileRoute('/_auth/retailproduct')({
  // Read by hand: zod here would load with /login.
  validateSearch: (raw: Record<string, unknown>): { nohsn?: 1 } => (raw.nohsn === 1 || raw.nohsn === '1' ? { nohsn: 1 as const } : {}),
  component: function RetailProducts() {
    const { nohsn } = Route.useSearch();
    return <RetailListScreen key={String(nohsn ?? '')} missingHsn={nohsn === 1} />;
  },
});
