import { createFileRoute } from '@tanstack/react-router';
import { DebitNotePage } from '../../print/DebitNotePage';

// One debit note (issue 30 item 2): its details on an A4 sheet, printed 2 seconds after it loads.
export const Route = createFileRoute('/_auth/debitnote/$debitNoteId')({
  component: function Print() {
    const { debitNoteId } = Route.useParams();
    return <DebitNotePage key={debitNoteId} debitNoteId={debitNoteId} />;
  },
});
