import { createFileRoute, notFound } from '@tanstack/react-router';
import { AgeingPrintPage } from '../../print/AgeingPrintPage';

// Not in the spec (issue 29 item 3): the A4 ageing report the /ageing screen prints (Ctrl+P), on its as-on date.
export const Route = createFileRoute('/_auth/ageingprint/$party')({
  validateSearch: (raw: Record<string, unknown>): { as_of?: string } =>
    typeof raw.as_of === 'string' && raw.as_of.trim() !== '' ? { as_of: raw.as_of.trim().slice(0, 10) } : {},
  beforeLoad: ({ params }) => {
    if (params.party !== 'customer' && params.party !== 'supplier') throw notFound();
  },
  component: function AgeingPrint() {
    const { party } = Route.useParams();
    const { as_of: asOf } = Route.useSearch();
    return <AgeingPrintPage key={`${party}/${asOf ?? ''}`} party={party === 'supplier' ? 'supplier' : 'customer'} asOf={asOf} />;
  },
});
