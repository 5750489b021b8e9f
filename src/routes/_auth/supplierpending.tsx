import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '../-components/reports/PendingScreen';
import { reportSearch } from '../-components/reports/report-search';

// Supplier pending report (spec §2): ?party= and ?from=&to= come from the palette.
export const Route = createFileRoute('/_auth/supplierpending')({
  validateSearch: reportSearch,
  component: function SupplierPending() {
    const search = Route.useSearch();
    return <PendingScreen key={JSON.stringify(search)} party="supplier" search={search} />;
  },
});
