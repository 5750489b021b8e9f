// /users, Employee Management (back-office §2, §4, §8): a login-status checkbox per row, edited here and saved together
// on Update with one employe_list_update.php call per changed employee; privilege and edit links; delete with confirm.
import { useCallback, useMemo, useRef, useState } from 'react';
import { deleteEmployee, fetchEmployees, updateLoginStatus, type EmployeeRecord } from '../../../api/employees';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import type { Command } from '../../../commands/types';
import { showAlert } from '../../../ui/alerts';
import { Checkbox } from '../../../ui/Checkbox';
import { announce } from '../../../ui/status';
import type { Column } from '../../../ui/records/DataTable';
import { firstSerial } from '../../../ui/records/pager';
import { PathLink, useGo } from '../../../ui/records/PathLink';
import { haystack } from '../../../ui/records/search-index';
import { useClientList } from '../../../ui/records/useClientList';
import { ManagedListScreen } from '../records/ManagedListScreen';
import { permissions } from '../../../session/permissions';
import { useStore } from '../../../ui/store';
import '../../../styles/admin.css';

export const EMPLOYEE_MESSAGES = {
  deleteWords: { text: 'Are you sure you want to delete this employee?', cancel: 'No', confirm: 'Yes, Delete' },
  deleted: 'Employee deleted successfully',
  deleteFailed: 'An error occurred while deleting the employee',
  updated: 'Details Updated Successfully',
  updateFailed: 'An error occurred while updating statuses',
  noChanges: 'No changes made!',
} as const;

const employeeHaystack = (e: EmployeeRecord) => haystack(e.name, e.email, e.phone);
const editPath = (e: EmployeeRecord) => `/editusers/${e.user_id}`;
const privilegePath = (e: EmployeeRecord) => `/previlage/${e.user_id}`;

/** The login statuses to send: only rows whose box differs from what the server holds. */
export function changedStatuses(rows: readonly EmployeeRecord[], edits: Readonly<Record<string, '1' | '0'>>): Array<{ userId: string; status: '1' | '0' }> {
  return rows
    .filter((row) => edits[row.user_id] !== undefined && edits[row.user_id] !== row.user_status)
    .map((row) => ({ userId: row.user_id, status: edits[row.user_id] }));
}

export function EmployeeListScreen() {
  // Every employee as loaded (the list shows one page of them): the statuses to send are compared against these.
  const [all, setAll] = useState<readonly EmployeeRecord[]>([]);
  const load = useCallback(async () => {
    const reply = await fetchEmployees();
    setAll(reply.ok && Array.isArray(reply.body) ? reply.body : []);
    return reply;
  }, []);
  const list = useClientList({ load, what: 'employe_list.php', haystackOf: employeeHaystack });
  const go = useGo();
  const first = firstSerial(list.page);
  const [edits, setEdits] = useState<Record<string, '1' | '0'>>({});
  const [saving, setSaving] = useState(false);

  const statusOf = (row: EmployeeRecord) => edits[row.user_id] ?? row.user_status;
  // Issue 28: only the owner grants or removes privileges, so only the owner is offered the privilege screen.
  const isOwner = useStore(permissions).owner === true;

  const update = async () => {
    if (saving) return;
    const changes = changedStatuses(all, edits);
    if (changes.length === 0) return showAlert(EMPLOYEE_MESSAGES.noChanges);
    setSaving(true);
    try {
      for (const change of changes) {
        const reply = await updateLoginStatus(change.userId, change.status);
        if (!reply.ok) {
          // Spec §8: the first failing call alerts; the server's reason goes to the status line.
          if (!reply.network) announce(reply.msg);
          showAlert(EMPLOYEE_MESSAGES.updateFailed);
          return;
        }
      }
      showAlert(EMPLOYEE_MESSAGES.updated);
      setEdits({});
      list.reload();
    } finally {
      setSaving(false);
    }
  };

  const updateRef = useRef(update);
  updateRef.current = update;
  const commands = useMemo<Command[]>(
    () => [
      { id: 'employees.update', title: 'Update', group: 'Screen', keywords: ['save', 'login status'], kbd: 'ctrl+s, f9', run: () => void updateRef.current() },
    ],
    [],
  );
  useScreenCommands('employees-update', commands);

  const columns: Column<EmployeeRecord>[] = [
    { key: 'sno', header: 'S.No.', numeric: true, className: 'rec-dim', cell: (_row, index) => first + index },
    { key: 'name', header: 'Name', className: 'rec-name', cell: (row) => row.name },
    { key: 'email', header: 'Email', cell: (row) => row.email },
    { key: 'phone', header: 'Mobile', cell: (row) => row.phone },
    {
      key: 'status',
      header: 'Login Status',
      cell: (row) => (
        <Checkbox
          label={`Login status of ${row.name}`}
          checked={statusOf(row) === '1'}
          disabled={row.is_owner === '1'}
          title={row.is_owner === '1' ? "The owner's login cannot be disabled" : undefined}
          onChange={(checked) => setEdits((e) => ({ ...e, [row.user_id]: checked ? '1' : '0' }))}
        />
      ),
    },
    ...(isOwner
      ? [
          {
            key: 'privilege',
            header: 'Privilege',
            cell: (row: EmployeeRecord) => (
              <PathLink to={privilegePath(row)} tabIndex={-1} label={`Privilege of ${row.name}`}>
                Privilege
              </PathLink>
            ),
          },
        ]
      : []),
  ];

  const remove = async (row: EmployeeRecord) => {
    const reply = await deleteEmployee(row.user_id);
    if (reply.ok) {
      showAlert(EMPLOYEE_MESSAGES.deleted);
      list.reload();
    } else {
      if (!reply.network) announce(reply.msg);
      showAlert(EMPLOYEE_MESSAGES.deleteFailed);
    }
  };

  return (
    <ManagedListScreen<EmployeeRecord>
      screen="employees"
      title="Employee Management"
      addPath="/addusers"
      addLabel="Add Employee"
      list={list}
      columns={columns}
      actionLinks={(row) => (
        <PathLink to={editPath(row)} tabIndex={-1} label={`Edit ${row.name}`}>
          Edit
        </PathLink>
      )}
      rowKey={(row) => row.user_id}
      labels={{ open: 'Edit', edit: 'Edit', history: 'Privilege', remove: 'Delete' }}
      open={(row) => go(editPath(row))}
      edit={(row) => go(editPath(row))}
      history={isOwner ? (row) => go(privilegePath(row)) : undefined}
      remove={{ words: EMPLOYEE_MESSAGES.deleteWords, run: remove }}
    >
      <div className="adm-bar">
        <button type="button" className="rec-button" disabled={saving} onClick={() => void update()}>
          {saving ? 'Updating…' : 'Update'}
        </button>
        <span className="rec-dim">
          Space ticks the focused box · Ctrl+S: Update{isOwner ? ' · O: Privilege' : ' · Only the owner can grant or remove privileges'}
        </span>
      </div>
    </ManagedListScreen>
  );
}
