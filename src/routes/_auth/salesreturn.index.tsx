import { createFileRoute } from '@tanstack/react-router';
import { fetchReturnBill } from '../../api/credit-notes';
import { Spinner } from '../../ui/records/Spinner';
import { SalesReturnScreen } from '../-components/returns/SalesReturnScreen';

// The return screen by the number the customer knows: the palette's "return 28" or "return R-28".
export const Route = createFileRoute('/_auth/salesreturn/')({
  // The router reads ?bill=28 as the number 28. Read by hand: zod here would load with /login (bench/login-bundle.mjs).
  validateSearch: (raw: Record<string, unknown>): { bill: string } => ({ bill: typeof raw.bill === 'string' || typeof raw.bill === 'number' ? String(raw.bill) : '' }),
  loaderDeps: ({ search }) => ({ bill: search.bill }),
  loader: ({ deps }) => fetchReturnBill({ billNo: deps.bill }),
  pendingComponent: () => <Spinner />,
  component: function SalesReturnByNumber() {
    const { bill } = Route.useSearch();
    return <SalesReturnScreen key={bill} reply={Route.useLoaderData()} />;
  },
});
