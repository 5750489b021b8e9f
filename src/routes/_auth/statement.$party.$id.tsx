import { createFileRoute, notFound } from '@tanstack/react-router';
import { StatementPage } from '../../print/StatementPage';
import { reportSearch } from '../-components/reports/report-search';

// Not in the spec (issue 29): the A4 Statement of Account a ledger screen prints (Ctrl+P), for its From/To.
export const Route = createFileRoute('/_auth/statement/$party/$id')({
  validateSearch: reportSearch,
  beforeLoad: ({ params }) => {
    if (params.party !== 'customer' && params.party !== 'supplier') throw notFound();
  },
  component: function Statement() {
    const { party, id } = Route.useParams();
    const { from, to } = Route.useSearch();
    return (
      <StatementPage key={`${party}/${id}/${from ?? ''}/${to ?? ''}`} party={party === 'supplier' ? 'supplier' : 'customer'} id={id} from={from} to={to} />
    );
  },
});
