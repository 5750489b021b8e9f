import { createFileRoute } from '@tanstack/react-router';
import { DebitNoteListScreen } from '../-components/purchase-returns/DebitNoteListScreen';

// Debit notes of purchase returns (issue 30 item 2): Search, From/To, paging; Enter opens one (A4).
export const Route = createFileRoute('/_auth/debitnote/')({
  component: DebitNoteListScreen,
});
