import { createFileRoute } from '@tanstack/react-router';
import { PrintPage } from '../../print/PrintPage';

// Not in the spec (issue 32): the retail bill's receipt on a 58 mm roll (Settings → Retail Bill Print).
export const Route = createFileRoute('/_auth/retailreceipt58/$orderId')({
  component: function Print() {
    const { orderId } = Route.useParams();
    return <PrintPage key={orderId} screen="receipt58" orderId={orderId} />;
  },
});
