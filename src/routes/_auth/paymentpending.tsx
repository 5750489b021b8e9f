import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '../-components/reports/PendingScreen';
import { reportSearch } from '../-components/reports/report-search';

// Customer pending report (spec §2): ?party= and ?from=&to= come from the palette ("pending Murugan").
export const Route = createFileRoute('/_auth/paymentpending')({
  validateSearch: reportSearch,
  component: function PaymentPending() {
    const search = Route.useSearch();
    return <PendingScreen key={JSON.stringify(search)} party="customer" search={search} />;
  },
});
