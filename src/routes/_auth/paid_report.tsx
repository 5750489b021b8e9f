import { createFileRoute } from '@tanstack/react-router';
import { PaidScreen } from '../-components/reports/PaidScreen';
import { reportSearch } from '../-components/reports/report-search';

// Customer paid report (spec §2), print link per row to /paidprint/{order_id}/{paid_id}.
export const Route = createFileRoute('/_auth/paid_report')({
  validateSearch: reportSearch,
  component: function PaidReport() {
    const search = Route.useSearch();
    return <PaidScreen key={JSON.stringify(search)} party="customer" search={search} />;
  },
});
