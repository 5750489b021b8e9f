import { createFileRoute } from '@tanstack/react-router';
import { LedgerScreen } from '../-components/ledger/LedgerScreen';

// Not in the spec (issue 29): a supplier's statement of account, reached by L on the supplier list and "ledger <name>".
export const Route = createFileRoute('/_auth/ledger/supplier/$id')({
  component: function SupplierLedger() {
    const { id } = Route.useParams();
    return <LedgerScreen key={id} party="supplier" id={id} />;
  },
});
