import { createFileRoute } from '@tanstack/react-router';
import { CreditNotePage } from '../../print/CreditNotePage';

export const Route = createFileRoute('/_auth/creditnotereceipt/$creditNoteId')({
  component: function Print() {
    const { creditNoteId } = Route.useParams();
    return <CreditNotePage key={creditNoteId} creditNoteId={creditNoteId} receipt />;
  },
});
