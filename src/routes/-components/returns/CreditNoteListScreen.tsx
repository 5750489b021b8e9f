// /creditnote (issue 21): every credit note, newest first; Search (customer, mobile, CN or bill number, reason),
// From/To dates dd-mm-yyyy and paging as on the other lists; Enter prints the credit note (A4), R a retail bill's
// credit note on the 80 mm printer, I downloads a B2B bill's credit note as the IRP's e-invoice JSON (CRN, issue 31), N attaches the IRP's answer (its IRN and signed QR).
import { useMemo, useState } from 'react';
import { fetchCreditNoteEInvoiceJson } from '../../../api/compliance';
import { fetchCreditNotes, type CreditNoteRow } from '../../../api/credit-notes';
import { showAlert } from '../../../ui/alerts';
import { downloadText } from '../reports/download';
import type { Column } from '../../../ui/records/DataTable';
import { listBinding } from '../../../ui/records/list-binding';
import { openInNewTab, PathLink } from '../../../ui/records/PathLink';
import { RecordList, type RowCommand } from '../../../ui/records/RecordList';
import { announce } from '../../../ui/status';
import { haystack } from '../../../ui/records/search-index';
import { useClientList } from '../../../ui/records/useClientList';
import '../../../styles/records.css';
import { RecordHead } from '../records/RecordHead';
import { IrnAttachForm } from '../records/IrnForms';

const noteHaystack = (row: CreditNoteRow) => haystack(row.credit_note_no, row.name, row.mobile, row.bill_no, row.reason);
const dateOf = (row: CreditNoteRow) => row.cn_date;
const printPath = (row: CreditNoteRow) => `/creditnote/${row.credit_note_id}`;
const receiptPath = (row: CreditNoteRow) => `/creditnotereceipt/${row.credit_note_id}`;
const NO_RECEIPT = "The 80 mm receipt is for a retail bill's credit note: Enter prints this one on A4.";

export const CRN_DOWNLOADED = 'E-invoice JSON (credit note) downloaded: upload it on the IRP to get the IRN and QR code.';

async function downloadEInvoice(row: CreditNoteRow): Promise<void> {
  const reply = await fetchCreditNoteEInvoiceJson(row.credit_note_id);
  if (!reply.ok) return showAlert(reply.network ? 'The server could not be reached.' : reply.msg);
  downloadText(`einvoice-${row.credit_note_no}.json`, JSON.stringify(reply.body, null, 2), 'application/json');
  announce(CRN_DOWNLOADED);
}

const baseCommands: readonly RowCommand<CreditNoteRow>[] = [
  {
    id: 'receipt',
    title: '80 mm Receipt',
    kbd: 'r',
    keywords: ['receipt', 'thermal', '80 mm'],
    run: (row) => (row.bill_type === 'retail' ? openInNewTab(receiptPath(row)) : announce(NO_RECEIPT)),
  },
  {
    id: 'einvoice',
    title: 'E-invoice JSON',
    kbd: 'i',
    keywords: ['einvoice', 'e-invoice', 'crn', 'irp', 'irn'],
    run: (row) => void downloadEInvoice(row),
  },
];

export function CreditNoteListScreen() {
  const [attaching, setAttaching] = useState<CreditNoteRow | null>(null);
  const rowCommands = useMemo(
    (): readonly RowCommand<CreditNoteRow>[] => [
      ...baseCommands,
      { id: 'irn', title: 'Attach IRN', kbd: 'n', keywords: ['irn', 'irp', 'signed qr', 'ack no'], run: (row) => setAttaching(row) },
    ],
    [],
  );
  const list = useClientList({ load: fetchCreditNotes, what: 'credit_note_list.php', haystackOf: noteHaystack, dateOf });
  const columns = useMemo<Column<CreditNoteRow>[]>(
    () => [
      { key: 'no', header: 'Credit Note No.', cell: (row) => row.credit_note_no },
      { key: 'date', header: 'Date', cell: (row) => row.cn_date },
      { key: 'bill', header: 'Bill No.', cell: (row) => row.bill_no },
      { key: 'bill-date', header: 'Bill Date', className: 'rec-dim', cell: (row) => row.bill_date },
      { key: 'name', header: 'Customer Name', className: 'rec-name', cell: (row) => row.name },
      { key: 'mobile', header: 'Mobile Number', cell: (row) => row.mobile },
      { key: 'reason', header: 'Reason', className: 'rec-dim', cell: (row) => row.reason },
      { key: 'amount', header: 'Amount', numeric: true, cell: (row) => row.amount },
      {
        key: 'print',
        header: 'Print',
        cell: (row) => (
          <span className="rec-links">
            <PathLink to={printPath(row)} newTab tabIndex={-1}>
              Print
            </PathLink>
            {row.bill_type === 'retail' && (
              <PathLink to={receiptPath(row)} newTab tabIndex={-1}>
                80 mm
              </PathLink>
            )}
          </span>
        ),
      },
    ],
    [],
  );
  return (
    <section className="rec-screen" aria-labelledby="credit-notes-title">
      <RecordHead id="credit-notes-title" title="Credit Notes" />
      <RecordList<CreditNoteRow>
        {...listBinding(list, 'Search Credit Note', { dates: true })}
        screen="credit-notes"
        tableLabel="Credit Notes"
        columns={columns}
        rowKey={(row) => row.credit_note_id}
        emptyText="No credit notes found"
        labels={{ open: 'Print' }}
        open={(row) => openInNewTab(printPath(row))}
        rowCommands={rowCommands}
      />
      {attaching && (
        <section className="rec-compliance" aria-label={`Attach IRN to ${attaching.credit_note_no}`}>
          <IrnAttachForm
            document={{ credit_note_id: attaching.credit_note_id }}
            onClose={() => setAttaching(null)}
            onAttached={() => {
              setAttaching(null);
              announce(`IRN attached to ${attaching.credit_note_no}: its print carries it and its QR code.`);
            }}
          />
        </section>
      )}
    </section>
  );
}
