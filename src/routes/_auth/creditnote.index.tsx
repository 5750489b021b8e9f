import { createFileRoute } from '@tanstack/react-router';
import { CreditNoteListScreen } from '../-components/returns/CreditNoteListScreen';

// Credit notes of sales returns (issue 21): Search, From/To, paging; Enter prints one.
export const Route = createFileRoute('/_auth/creditnote/')({
  component: CreditNoteListScreen,
});
