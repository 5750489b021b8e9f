import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ProductListScreen } from '../-components/catalogue/ProductScreens';

// Product list (back-office §2): search by serial or name on the server, 25 a page. ?search= comes from the
// palette's "find product <text>".
export const Route = createFileRoute('/_auth/products')({
  validateSearch: z.object({ search: z.string().optional() }),
  component: function Products() {
    const { search } = Route.useSearch();
    return <ProductListScreen key={search ?? ''} initialSearch={search ?? ''} />;
  },
});
