import { createFileRoute } from '@tanstack/react-router';
import { ProductListScreen } from '../-components/catalogue/ProductScreens';

// Product list (back-office §2): search by serial or name on the server, 25 a page. ?search= comes from the
// palette's "find product <text>".
export const Route = createFileRoute('/_auth/products')({
  // Read by hand: zod here would load with /login.
  validateSearch: (raw: Record<string, unknown>): { search?: string } => (typeof raw.search === 'string' ? { search: raw.search.slice(0, 100) } : {}),
  component: function Products() {
    const { search } = Route.useSearch();
    return <ProductListScreen key={search ?? ''} initialSearch={search ?? ''} />;
  },
});
