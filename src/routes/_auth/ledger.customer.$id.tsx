import { createFileRoute } from '@tanstack/react-router';
import { LedgerScreen } from '../-components/ledger/LedgerScreen';

// Not in the spec (issue 29): a customer's statement of account, reached by L on the customer list and "ledger <name>".
export const Route = createFileRoute('/_auth/ledger/customer/$id')({
  component: function CustomerLedger() {
    const { id } = Route.useParams();
    return <LedgerScreen key={id} party="customer" id={id} />;
  },
});
