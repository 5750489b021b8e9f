import { createFileRoute } from '@tanstack/react-router';
import { reportSearch } from '../-components/reports/report-search';
import { StockScreen } from '../-components/reports/StockScreen';

// Stock Report (spec §2): ?party= names the supplier ("stock Chennai Fans" in the palette).
export const Route = createFileRoute('/_auth/stock')({
  validateSearch: reportSearch,
  component: function Stock() {
    const search = Route.useSearch();
    return <StockScreen key={JSON.stringify(search)} search={search} />;
  },
});
