// /debitnote/{id} (A4): "Loading..." until the debit note arrives, then the document, then the print dialog 2 seconds
// later (machines/print.ts), as the credit note's page. Chrome is hidden (src/ui/chrome.ts).
import { createPrintMachine } from '../../machines/print';
import { fetchDebitNote, type DebitNote } from '../api/debit-notes';
import { DebitNoteDocument } from './DebitNoteDocument';
import { PrintSheet, usePrintDocument } from './usePrintDocument';
import './print.css';
import './payment-receipt.css';

const debitNoteMachine = createPrintMachine<DebitNote>();

export const debitNoteTitle = (note: DebitNote): string => `Debit_Note_${note.debit_note_no}_${note.supplier_detail.name.trim()}`;

export function DebitNotePage({ debitNoteId }: { debitNoteId: string }) {
  const { reply } = usePrintDocument({
    machine: debitNoteMachine,
    load: () => fetchDebitNote(debitNoteId),
    source: debitNoteId,
    input: { titleOf: debitNoteTitle, titleDuring: 'page' },
    keyword: 'debit note',
  });
  return (
    <PrintSheet sheet="a4" reply={reply}>
      {(note) => <DebitNoteDocument note={note} />}
    </PrintSheet>
  );
}
