import { createFileRoute } from '@tanstack/react-router';
import { Gstr3bPrintPage } from '../../print/Gstr3bPrintPage';

// Not in the spec (issue 30): the GSTR-3B working of a month (mm-yyyy) printed on A4, opened by Ctrl+P on /gstr3b.
export const Route = createFileRoute('/_auth/gstr3bprint/$month')({
  component: function Print() {
    const { month } = Route.useParams();
    return <Gstr3bPrintPage key={month} month={month} />;
  },
});
