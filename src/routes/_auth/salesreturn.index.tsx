import { createFileRoute } from '@tanstack/react-router';
import { fetchReturnBill } from '../../api/credit-notes';
import { Spinner } from '../../ui/records/Spinner';
import { ReturnBillPrompt } from '../-components/returns/ReturnBillPrompt';
import { SalesReturnScreen } from '../-components/returns/SalesReturnScreen';

// The return screen by the number the customer knows: the palette's "return 28" or "return R-28"; with none, it asks.
export const Route = createFileRoute('/_auth/salesreturn/')({
  // The router reads ?bill=28 as the number 28. Read by hand: zod here would load with /login (bench/login-bundle.mjs).
  validateSearch: (raw: Record<string, unknown>): { bill: string } => ({
    bill: typeof raw.bill === 'string' || typeof raw.bill === 'number' ? String(raw.bill) : '',
  }),
  loaderDeps: ({ search }) => ({ bill: search.bill }),
  loader: ({ deps }) => (deps.bill.trim() === '' ? null : fetchReturnBill({ billNo: deps.bill })),
  pendingComponent: () => <Spinner />,
  component: function SalesReturnByNumber() {
    const { bill } = Route.useSearch();
    const reply = Route.useLoaderData();
    return reply === null ? <ReturnBillPrompt /> : <SalesReturnScreen key={bill} reply={reply} />;
  },
});
