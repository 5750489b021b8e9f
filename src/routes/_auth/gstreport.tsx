import { createFileRoute } from '@tanstack/react-router';
import { GstScreen } from '../-components/reports/GstScreen';
import { reportSearch } from '../-components/reports/report-search';

// Sales GST Report (spec §2): ?from=&to= (dd-mm-yyyy) come from the palette ("sales gst this month").
export const Route = createFileRoute('/_auth/gstreport')({
  validateSearch: reportSearch,
  component: function GstReport() {
    const search = Route.useSearch();
    return <GstScreen key={JSON.stringify(search)} side="sales" search={search} />;
  },
});
