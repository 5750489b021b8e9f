// /statereview (owner only, issue 19): the customers, suppliers and settings whose state the GST state table cannot
// read (free text kept from before the table). Enter on a row opens the screen that fixes it.
import { useMemo } from 'react';
import { fetchStateReview, type StateToFix } from '../../../api/state-review';
import type { Column } from '../../../ui/records/DataTable';
import { firstSerial } from '../../../ui/records/pager';
import { useGo } from '../../../ui/records/PathLink';
import { haystack } from '../../../ui/records/search-index';
import { listBinding } from '../../../ui/records/list-binding';
import { RecordList } from '../../../ui/records/RecordList';
import { useClientList } from '../../../ui/records/useClientList';
import { RecordHead } from '../records/RecordHead';

const KIND_LABELS: Record<StateToFix['kind'], string> = { customer: 'Customer', supplier: 'Supplier', settings: 'Settings' };
const rowHaystack = (row: StateToFix) => haystack(row.name, row.written, KIND_LABELS[row.kind]);

export function StateReviewScreen() {
  const list = useClientList({ load: fetchStateReview, what: 'state_review.php', haystackOf: rowHaystack });
  const go = useGo();
  const first = firstSerial(list.page);
  const columns = useMemo<Column<StateToFix>[]>(
    () => [
      { key: 'sno', header: 'S.No', numeric: true, className: 'rec-dim', cell: (_row, index) => first + index },
      { key: 'kind', header: 'Record', cell: (row) => KIND_LABELS[row.kind] },
      { key: 'name', header: 'Name', className: 'rec-name', cell: (row) => row.name },
      { key: 'field', header: 'Field', cell: (row) => row.field },
      { key: 'written', header: 'Written as', className: 'rec-warn', cell: (row) => row.written },
    ],
    [first],
  );
  return (
    <section className="rec-screen" aria-labelledby="state-review-title">
      <RecordHead id="state-review-title" title="States to fix" />
      <p className="rec-dim">
        These states are not GST states or union territories, so their bills cannot be split into CGST, SGST and IGST. Enter opens the record: pick its state.
      </p>
      <RecordList<StateToFix>
        {...listBinding(list, 'Search')}
        screen="state-review"
        tableLabel="States to fix"
        columns={columns}
        rowKey={(row) => `${row.kind}-${row.id}-${row.field}`}
        emptyText="Every state is a GST state."
        labels={{ open: 'Fix' }}
        open={(row) => go(row.fix)}
      />
    </section>
  );
}
