import { createFileRoute } from '@tanstack/react-router';
import { PaidScreen } from '../-components/reports/PaidScreen';
import { reportSearch } from '../-components/reports/report-search';

// Supplier paid report (spec §2), print link per row to /paidprintsupplier/{order_id}/{paid_id}; "paid <supplier>" in the palette.
export const Route = createFileRoute('/_auth/paid_report_supplier')({
  validateSearch: reportSearch,
  component: function PaidReportSupplier() {
    const search = Route.useSearch();
    return <PaidScreen key={JSON.stringify(search)} party="supplier" search={search} />;
  },
});
