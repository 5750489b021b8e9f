import { createFileRoute } from '@tanstack/react-router';
import { Gstr3bScreen } from '../-components/reports/Gstr3bScreen';

interface Gstr3bSearch {
  month?: string;
}

// Not in the spec (issue 30): the GSTR-3B working; ?month=mm-yyyy comes from the palette ("gstr3b this month").
export const Route = createFileRoute('/_auth/gstr3b')({
  validateSearch: (search: Record<string, unknown>): Gstr3bSearch => {
    const month = typeof search.month === 'string' && /^\d{2}-\d{4}$/.test(search.month.trim()) ? search.month.trim() : undefined;
    return month ? { month } : {};
  },
  component: function Gstr3b() {
    const { month } = Route.useSearch();
    return <Gstr3bScreen key={month ?? ''} month={month} />;
  },
});
