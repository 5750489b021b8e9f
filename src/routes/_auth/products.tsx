import { createFileRoute } from '@tanstack/react-router';
import { ProductListScreen } from '../-components/catalogue/ProductScreens';

// Product list (back-office §2): search by serial or name on the server, 25 a page. ?search= comes from the
// palette's "find product <text>"; ?nohsn=1 lists only the products without an HSN code.
export const Route = createFileRoute('/_auth/products')({
  // Read by hand: zod here would load with /login.
  validateSearch: (raw: Record<string, unknown>): { search?: string; nohsn?: 1 } => ({
    ...(typeof raw.search === 'string' ? { search: raw.search.slice(0, 100) } : {}),
    ...(raw.nohsn === 1 || raw.nohsn === '1' ? { nohsn: 1 as const } : {}),
  }),
  component: function Products() {
    const { search, nohsn } = Route.useSearch();
    return <ProductListScreen key={`${search ?? ''}|${nohsn ?? ''}`} initialSearch={search ?? ''} missingHsn={nohsn === 1} />;
  },
});
