import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { fetchReturnBill } from '../../api/credit-notes';
import { Spinner } from '../../ui/records/Spinner';
import { SalesReturnScreen } from '../-components/returns/SalesReturnScreen';

// The return screen by the number the customer knows: the palette's "return 28" or "return R-28".
export const Route = createFileRoute('/_auth/salesreturn/')({
  // The router reads ?bill=28 as the number 28.
  validateSearch: z.object({ bill: z.union([z.string(), z.number()]).transform(String).catch('') }),
  loaderDeps: ({ search }) => ({ bill: search.bill }),
  loader: ({ deps }) => fetchReturnBill({ billNo: deps.bill }),
  pendingComponent: () => <Spinner />,
  component: function SalesReturnByNumber() {
    const { bill } = Route.useSearch();
    return <SalesReturnScreen key={bill} reply={Route.useLoaderData()} />;
  },
});
