// /debitnote (issue 30 item 2): every debit note, newest first; Search (supplier, mobile, DN number, purchase id,
// reason), From/To dates dd-mm-yyyy and paging as on the other lists; Enter opens the debit note (A4).
import { useMemo } from 'react';
import { fetchDebitNotes, type DebitNoteRow } from '../../../api/debit-notes';
import type { Column } from '../../../ui/records/DataTable';
import { listBinding } from '../../../ui/records/list-binding';
import { openInNewTab, PathLink } from '../../../ui/records/PathLink';
import { RecordList } from '../../../ui/records/RecordList';
import { haystack } from '../../../ui/records/search-index';
import { useClientList } from '../../../ui/records/useClientList';
import '../../../styles/records.css';
import { RecordHead } from '../records/RecordHead';

const noteHaystack = (row: DebitNoteRow) => haystack(row.debit_note_no, row.name, row.mobile, row.purchase_id, row.reason);
const dateOf = (row: DebitNoteRow) => row.dn_date;
const notePath = (row: DebitNoteRow) => `/debitnote/${row.debit_note_id}`;

export function DebitNoteListScreen() {
  const list = useClientList({ load: fetchDebitNotes, what: 'debit_note_list.php', haystackOf: noteHaystack, dateOf });
  const columns = useMemo<Column<DebitNoteRow>[]>(
    () => [
      { key: 'no', header: 'Debit Note No.', cell: (row) => row.debit_note_no },
      { key: 'date', header: 'Date', cell: (row) => row.dn_date },
      { key: 'purchase', header: 'Purchase ID', cell: (row) => row.purchase_id },
      { key: 'purchase-date', header: 'Purchase Date', className: 'rec-dim', cell: (row) => row.purchase_date },
      { key: 'name', header: 'Supplier Name', className: 'rec-name', cell: (row) => row.name },
      { key: 'mobile', header: 'Phone Number', cell: (row) => row.mobile },
      { key: 'reason', header: 'Reason', className: 'rec-dim', cell: (row) => row.reason },
      { key: 'amount', header: 'Amount', numeric: true, cell: (row) => row.amount },
      {
        key: 'print',
        header: 'Print',
        cell: (row) => (
          <PathLink to={notePath(row)} newTab tabIndex={-1}>
            Print
          </PathLink>
        ),
      },
    ],
    [],
  );
  return (
    <section className="rec-screen" aria-labelledby="debit-notes-title">
      <RecordHead id="debit-notes-title" title="Debit Notes" />
      <RecordList<DebitNoteRow>
        {...listBinding(list, 'Search Debit Note', { dates: true })}
        screen="debit-notes"
        tableLabel="Debit Notes"
        columns={columns}
        rowKey={(row) => row.debit_note_id}
        emptyText="No debit notes found"
        labels={{ open: 'Print' }}
        open={(row) => openInNewTab(notePath(row))}
      />
    </section>
  );
}
