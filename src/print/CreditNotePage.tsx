// /creditnote/{id} (A4) and /creditnotereceipt/{id} (80 mm): "Loading..." until the credit note arrives, then the
// document, then the print dialog 2 seconds later (machines/print.ts). Chrome is hidden (src/ui/chrome.ts).
import { createPrintMachine } from '../../machines/print';
import { fetchCreditNote, type CreditNote } from '../api/credit-notes';
import { CreditNoteDocument, CreditNoteReceipt } from './CreditNoteDocument';
import { PrintSheet, usePrintDocument } from './usePrintDocument';
import './print.css';
import './payment-receipt.css';

const creditNoteMachine = createPrintMachine<CreditNote>();

export const creditNoteTitle = (note: CreditNote): string => `Credit_Note_${note.credit_note_no}_${note.buyer_detail.name.trim()}`;

export function CreditNotePage({ creditNoteId, receipt = false }: { creditNoteId: string; receipt?: boolean }) {
  const { reply } = usePrintDocument({
    machine: creditNoteMachine,
    load: () => fetchCreditNote(creditNoteId),
    source: creditNoteId,
    input: { titleOf: creditNoteTitle, titleDuring: 'page' },
    keyword: 'credit note',
  });
  return (
    <PrintSheet sheet={receipt ? 'receipt' : 'a4'} reply={reply}>
      {(note) => (receipt ? <CreditNoteReceipt note={note} /> : <CreditNoteDocument note={note} />)}
    </PrintSheet>
  );
}
