import { createFileRoute } from '@tanstack/react-router';
import { GstScreen } from '../-components/reports/GstScreen';
import { reportSearch } from '../-components/reports/report-search';

// Purchase GST Report (spec §2): ?from=&to= (dd-mm-yyyy) come from the palette ("purchase gst last fy").
export const Route = createFileRoute('/_auth/gstreportpurchase')({
  validateSearch: reportSearch,
  component: function GstReportPurchase() {
    const search = Route.useSearch();
    return <GstScreen key={JSON.stringify(search)} side="purchase" search={search} />;
  },
});
