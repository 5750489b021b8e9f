import { createFileRoute } from '@tanstack/react-router';
import { LedgerFindScreen } from '../-components/ledger/LedgerFindScreen';

// Not in the spec (issue 29): the palette's "ledger <name>" lands here and goes on to that party's ledger.
export const Route = createFileRoute('/_auth/ledger/find')({
  validateSearch: (raw: Record<string, unknown>): { name: string } => ({ name: typeof raw.name === 'string' ? raw.name.slice(0, 100) : '' }),
  component: function LedgerFind() {
    const { name } = Route.useSearch();
    return <LedgerFindScreen key={name} name={name} />;
  },
});
