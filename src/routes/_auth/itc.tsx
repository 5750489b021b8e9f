import { createFileRoute } from '@tanstack/react-router';
import { ItcScreen } from '../-components/reports/ItcScreen';

// ITC Register (issue 30): ?month=mm-yyyy comes from the palette ("itc this month").
export const Route = createFileRoute('/_auth/itc')({
  validateSearch: (raw: Record<string, unknown>): { month?: string } =>
    typeof raw.month === 'string' && raw.month.trim() !== '' ? { month: raw.month.trim().slice(0, 7) } : {},
  component: function Itc() {
    const search = Route.useSearch();
    return <ItcScreen key={search.month ?? ''} month={search.month} />;
  },
});
