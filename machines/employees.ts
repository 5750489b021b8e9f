// Employee Management's two flows (/users, back-office §2, §4, §8; issue 34 item 1), side by side as the screen has them:
// - login status: each row's box ticked or unticked is kept here; Update sends one employe_list_update.php call per
//   employee whose box now differs from what the server holds, one after another. Nothing changed: "No changes made!".
//   The first call that fails stops the rest and alerts "An error occurred while updating statuses" (the server's
//   reason, when it gave one, goes to the status line). All sent: "Details Updated Successfully", the edits are
//   forgotten and the list reloads.
// - delete: after the list's own confirm (Yes, Delete), employe_list_delete.php; "Employee deleted successfully" and
//   the list reloads, or "An error occurred while deleting the employee" with the server's reason on the status line.
import { assign, fromPromise, setup } from 'xstate';
import type { EmployeeRecord } from '../core/api/admin';
import type { ApiResult } from '../core/api/result';

export const EMPLOYEE_MESSAGES = {
  deleteWords: { text: 'Are you sure you want to delete this employee?', cancel: 'No', confirm: 'Yes, Delete' },
  deleted: 'Employee deleted successfully',
  deleteFailed: 'An error occurred while deleting the employee',
  updated: 'Details Updated Successfully',
  updateFailed: 'An error occurred while updating statuses',
  noChanges: 'No changes made!',
} as const;

export type LoginStatus = '1' | '0';

export interface StatusChange {
  userId: string;
  status: LoginStatus;
}

/** The login statuses to send: only rows whose box differs from what the server holds. */
export function changedStatuses(rows: readonly EmployeeRecord[], edits: Readonly<Record<string, LoginStatus>>): StatusChange[] {
  return rows
    .filter((row) => edits[row.user_id] !== undefined && edits[row.user_id] !== row.user_status)
    .map((row) => ({ userId: row.user_id, status: edits[row.user_id] }));
}

export interface EmployeesContext {
  /** Every employee as the list last loaded them: the statuses to send are compared against these. */
  rows: readonly EmployeeRecord[];
  /** The boxes ticked or unticked since, by user_id. */
  edits: Record<string, LoginStatus>;
  /** The changes of the Update on its way still to send, the next first. */
  queue: StatusChange[];
  /** The employee whose delete is on its way. */
  deleting: string | null;
}

export type EmployeesEvent =
  | { type: 'ROWS'; rows: readonly EmployeeRecord[] }
  | { type: 'TICK'; userId: string; status: LoginStatus }
  | { type: 'UPDATE' }
  | { type: 'DELETE'; userId: string };

type Said = { text: string };

/** What a failed call puts on the status line: the server's reason; no answer has none (''). */
const reasonOf = (reply: ApiResult<unknown>): string => (reply.ok || reply.network ? '' : reply.msg);

export const employeesMachine = setup({
  types: {
    context: {} as EmployeesContext,
    events: {} as EmployeesEvent,
  },
  actors: {
    // The screen provides the real calls (src/api/employees.ts); tests provide their own.
    updateStatus: fromPromise<ApiResult<unknown>, StatusChange>(async () => ({ ok: false, network: true })),
    deleteEmployee: fromPromise<ApiResult<unknown>, { userId: string }>(async () => ({ ok: false, network: true })),
  },
  actions: {
    // Provided by the screen: the in-app alert, the status line ('' says nothing there), and the list loaded again.
    alert: (_, _params: Said) => {},
    announce: (_, _params: Said) => {},
    reload: () => {},
  },
  guards: {
    nothingChanged: ({ context }) => changedStatuses(context.rows, context.edits).length === 0,
    allSent: ({ context }) => context.queue.length === 0,
  },
}).createMachine({
  id: 'employees',
  type: 'parallel',
  context: { rows: [], edits: {}, queue: [], deleting: null },
  on: {
    ROWS: { actions: assign({ rows: ({ event }) => event.rows }) },
    // The boxes stay open while an Update is on its way; it sends what was changed at Update.
    TICK: { actions: assign({ edits: ({ context, event }) => ({ ...context.edits, [event.userId]: event.status }) }) },
  },
  states: {
    statuses: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            UPDATE: [
              { guard: 'nothingChanged', actions: { type: 'alert', params: { text: EMPLOYEE_MESSAGES.noChanges } } },
              { target: 'updating', actions: assign({ queue: ({ context }) => changedStatuses(context.rows, context.edits) }) },
            ],
          },
        },
        updating: {
          initial: 'next',
          states: {
            next: {
              always: [
                {
                  guard: 'allSent',
                  target: '#employees.statuses.idle',
                  actions: [assign({ edits: {} }), { type: 'alert', params: { text: EMPLOYEE_MESSAGES.updated } }, 'reload'],
                },
                { target: 'sending' },
              ],
            },
            sending: {
              invoke: {
                src: 'updateStatus',
                input: ({ context }) => context.queue[0],
                onDone: [
                  { guard: ({ event }) => event.output.ok, target: 'next', actions: assign({ queue: ({ context }) => context.queue.slice(1) }) },
                  {
                    target: '#employees.statuses.idle',
                    actions: [
                      assign({ queue: [] }),
                      { type: 'announce', params: ({ event }) => ({ text: reasonOf(event.output) }) },
                      { type: 'alert', params: { text: EMPLOYEE_MESSAGES.updateFailed } },
                    ],
                  },
                ],
                onError: {
                  target: '#employees.statuses.idle',
                  actions: [assign({ queue: [] }), { type: 'alert', params: { text: EMPLOYEE_MESSAGES.updateFailed } }],
                },
              },
            },
          },
        },
      },
    },
    removal: {
      initial: 'idle',
      states: {
        idle: {
          on: { DELETE: { target: 'deleting', actions: assign({ deleting: ({ event }) => event.userId }) } },
        },
        deleting: {
          invoke: {
            src: 'deleteEmployee',
            input: ({ context }) => ({ userId: context.deleting ?? '' }),
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'idle',
                actions: [assign({ deleting: null }), { type: 'alert', params: { text: EMPLOYEE_MESSAGES.deleted } }, 'reload'],
              },
              {
                target: 'idle',
                actions: [
                  assign({ deleting: null }),
                  { type: 'announce', params: ({ event }) => ({ text: reasonOf(event.output) }) },
                  { type: 'alert', params: { text: EMPLOYEE_MESSAGES.deleteFailed } },
                ],
              },
            ],
            onError: {
              target: 'idle',
              actions: [assign({ deleting: null }), { type: 'alert', params: { text: EMPLOYEE_MESSAGES.deleteFailed } }],
            },
          },
        },
      },
    },
  },
});
