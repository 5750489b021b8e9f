// /users, Employee Management (back-office §2, §4, §8): a login-status checkbox per row, edited here and saved together
// on Update with one employe_list_update.php call per changed employee; privilege and edit links; delete with confirm.
import { useMachine } from '@xstate/react';
import { useCallback, useMemo, useRef } from 'react';
import { fromPromise, waitFor } from 'xstate';
import { EMPLOYEE_MESSAGES, employeesMachine, type StatusChange } from '../../../../machines/employees';
import type { ApiResult } from '../../../api/client';
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

export { EMPLOYEE_MESSAGES };

const employeeHaystack = (e: EmployeeRecord) => haystack(e.name, e.email, e.phone);
const editPath = (e: EmployeeRecord) => `/editusers/${e.user_id}`;
const privilegePath = (e: EmployeeRecord) => `/previlage/${e.user_id}`;

export function EmployeeListScreen() {
  // The flows (login statuses, delete) are machines/employees.ts; this screen draws them and hands them the calls.
  // The machine reloads the list after a change; the list is made below, from the machine's send.
  const listReload = useRef<() => void>(() => {});
  const machine = useMemo(
    () =>
      employeesMachine.provide({
        actors: {
          updateStatus: fromPromise<ApiResult<unknown>, StatusChange>(({ input }) => updateLoginStatus(input.userId, input.status)),
          deleteEmployee: fromPromise(({ input }: { input: { userId: string } }) => deleteEmployee(input.userId)),
        },
        actions: {
          alert: (_, params) => showAlert(params.text),
          announce: (_, params) => {
            if (params.text !== '') announce(params.text);
          },
          reload: () => listReload.current(),
        },
      }),
    [],
  );
  const [snapshot, send, actor] = useMachine(machine);
  // Every employee as loaded (the list shows one page of them): the machine compares the statuses against these.
  const load = useCallback(async () => {
    const reply = await fetchEmployees();
    send({ type: 'ROWS', rows: reply.ok && Array.isArray(reply.body) ? reply.body : [] });
    return reply;
  }, [send]);
  const list = useClientList({ load, what: 'employe_list.php', haystackOf: employeeHaystack });
  listReload.current = list.reload;
  const go = useGo();
  const first = firstSerial(list.page);
  const { edits } = snapshot.context;
  const saving = snapshot.matches({ statuses: 'updating' });

  const statusOf = (row: EmployeeRecord) => edits[row.user_id] ?? row.user_status;
  // Issue 28: only the owner grants or removes privileges, so only the owner is offered the privilege screen.
  const isOwner = useStore(permissions).owner === true;

  const commands = useMemo<Command[]>(
    () => [
      { id: 'employees.update', title: 'Update', group: 'Screen', keywords: ['save', 'login status'], kbd: 'ctrl+s, f9', run: () => send({ type: 'UPDATE' }) },
    ],
    [send],
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
          onChange={(checked) => send({ type: 'TICK', userId: row.user_id, status: checked ? '1' : '0' })}
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

  // The list's own confirm asks first; its dialog stays busy until the delete has been answered.
  const remove = async (row: EmployeeRecord) => {
    send({ type: 'DELETE', userId: row.user_id });
    await waitFor(actor, (state) => state.matches({ removal: 'idle' }));
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
        <button type="button" className="rec-button" disabled={saving} onClick={() => send({ type: 'UPDATE' })}>
          {saving ? 'Updating…' : 'Update'}
        </button>
        <span className="rec-dim">
          Space ticks the focused box · Ctrl+S: Update{isOwner ? ' · O: Privilege' : ' · Only the owner can grant or remove privileges'}
        </span>
      </div>
    </ManagedListScreen>
  );
}
