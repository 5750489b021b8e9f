// /audit (owner only): the audit trail. Who did what and when, narrowed by India dates and by words (a name, a
// call, a record kind, "#12" for record id 12); Enter on an entry shows what it changed, field by field.
import { useMemo, useState } from 'react';
import { changedFields } from '../../../../core/audit-diff';
import { fetchAuditPage, type AuditEntry } from '../../../api/audit';
import type { Column } from '../../../ui/records/DataTable';
import { rangeQuery } from '../../../ui/records/date-filter';
import { PAGE_SIZE } from '../../../ui/records/pager';
import { listBinding } from '../../../ui/records/list-binding';
import { RecordList } from '../../../ui/records/RecordList';
import { useServerList, type ServerQuery } from '../../../ui/records/useServerList';
import { RecordHead } from '../records/RecordHead';

const fetchPage = (query: ServerQuery) => fetchAuditPage({ ...rangeQuery(query.range), search: query.search, page: query.page, per_page: PAGE_SIZE });

// A bill or credit note by its printed number ("GST 103", "R-31", "CN-4"), anything else by its kind and id ("customer #12").
const recordOf = (entry: AuditEntry) => entry.record;
const actionOf = (entry: AuditEntry) => entry.call.replace(/^.*\//, '').replace(/\.php$/, '');

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = changedFields(entry.before, entry.after);
  return (
    <section className="audit-changes" aria-label={`Changes of entry ${entry.id}`}>
      <h2 className="rec-sub">
        {entry.at} · {entry.user_name || 'system'} · {actionOf(entry)} · {recordOf(entry)}
      </h2>
      {changes.length === 0 ? (
        <p>No field changed.</p>
      ) : (
        <table className="rec-items">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{change.field}</th>
                <td className="audit-value">{change.before}</td>
                <td className="audit-value">{change.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function AuditScreen() {
  const list = useServerList(fetchPage, 'audit_log.php');
  const [shown, setShown] = useState<AuditEntry | null>(null);
  const columns = useMemo<Column<AuditEntry>[]>(
    () => [
      { key: 'at', header: 'When', cell: (row) => row.at },
      { key: 'who', header: 'Who', className: 'rec-name', cell: (row) => row.user_name || 'system' },
      { key: 'action', header: 'Action', cell: actionOf },
      { key: 'record', header: 'Record', cell: recordOf },
      { key: 'fields', header: 'Fields changed', numeric: true, cell: (row) => changedFields(row.before, row.after).length },
    ],
    [],
  );
  return (
    <section className="rec-screen" aria-labelledby="audit-title">
      <RecordHead id="audit-title" title="Audit Trail" />
      <RecordList<AuditEntry>
        {...listBinding(list, 'Who, what or #record', { dates: true })}
        screen="audit"
        tableLabel="Audit Trail"
        columns={columns}
        rowKey={(row) => row.id}
        emptyText="No entries found"
        labels={{ open: 'Show changes' }}
        open={setShown}
      />
      {shown && <Changes entry={shown} />}
    </section>
  );
}
