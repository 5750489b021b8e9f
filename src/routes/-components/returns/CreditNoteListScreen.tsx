// /creditnote (issue 21): every credit note, newest first; Search (customer, mobile, CN or bill number, reason),
// From/To dates dd-mm-yyyy and paging as on the other lists; Enter prints the credit note.
import { useMemo } from 'react';
import { fetchCreditNotes, type CreditNoteRow } from '../../../api/credit-notes';
import type { Column } from '../../../ui/records/DataTable';
import { listBinding } from '../../../ui/records/list-binding';
import { openInNewTab, PathLink } from '../../../ui/records/PathLink';
import { RecordList } from '../../../ui/records/RecordList';
import { haystack } from '../../../ui/records/search-index';
import { useClientList } from '../../../ui/records/useClientList';
import '../../../styles/records.css';
import { RecordHead } from '../records/RecordHead';

const noteHaystack = (row: CreditNoteRow) => haystack(row.credit_note_no, row.name, row.mobile, row.bill_no, row.reason);
const dateOf = (row: CreditNoteRow) => row.cn_date;
const printPath = (row: CreditNoteRow) => `/creditnote/${row.credit_note_id}`;

export function CreditNoteListScreen() {
  const list = useClientList({ load: fetchCreditNotes, what: 'credit_note_list.php', haystackOf: noteHaystack, dateOf });
  const columns = useMemo<Column<CreditNoteRow>[]>(
    () => [
      { key: 'no', header: 'Credit Note No.', cell: (row) => row.credit_note_no },
      { key: 'date', header: 'Date', cell: (row) => row.cn_date },
      { key: 'bill', header: 'Bill No.', numeric: true, cell: (row) => row.bill_no },
      { key: 'bill-date', header: 'Bill Date', className: 'rec-dim', cell: (row) => row.bill_date },
      { key: 'name', header: 'Customer Name', className: 'rec-name', cell: (row) => row.name },
      { key: 'mobile', header: 'Mobile Number', cell: (row) => row.mobile },
      { key: 'reason', header: 'Reason', className: 'rec-dim', cell: (row) => row.reason },
      { key: 'amount', header: 'Amount', numeric: true, cell: (row) => row.amount },
      {
        key: 'print',
        header: 'Print',
        cell: (row) => (
          <PathLink to={printPath(row)} newTab tabIndex={-1}>
            Print
          </PathLink>
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
      />
    </section>
  );
}
