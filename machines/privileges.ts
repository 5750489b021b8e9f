// User Privilege Management (/previlage/{employee_id}, back-office §2, §6; issue 28; issue 34 item 1). The route's
// loader reads the employee's flags; a read that failed leaves nothing to change. A box per flag, ticked or not; Update
// sends them all (employe_previllage_update.php). The owner's flags cannot be changed, and only the signed-in owner
// may change anyone's: then nothing is sent. Saved: "Privileges updated successfully!" and the screen reads the flags
// again; refused: "Failed to update privileges: {msg}" with the server's words on the status line; no answer:
// "Failed to update privileges".
import { assign, fromPromise, setup } from 'xstate';
import type { ApiResult } from '../core/api/result';
import { emptyFlagRecord, type Flag, type FlagRecord } from '../core/permissions';

export const PRIVILEGES_UPDATED = 'Privileges updated successfully!';
export const PRIVILEGES_FAILED = 'Failed to update privileges';
export const ONLY_OWNER_GRANTS = 'Only the owner can grant or remove privileges.';

export interface PrivilegesInput {
  employeeId: string;
  /** The employee's flags as read; null when the read failed. */
  flags: FlagRecord | null;
  /** The employee is the owner, who holds every flag. */
  holderIsOwner: boolean;
  /** The one signed in is the owner, the only one who grants or removes flags. */
  granterIsOwner: boolean;
}

export interface PrivilegesContext extends Omit<PrivilegesInput, 'flags'> {
  /** The boxes as ticked. */
  flags: FlagRecord;
  /** The flags were read (else nothing is shown to change). */
  readable: boolean;
}

export type PrivilegesEvent = { type: 'TICK'; flag: Flag; on: boolean } | { type: 'GRANTER'; owner: boolean } | { type: 'SAVE' };

/** Nothing may change: the owner's flags, or anyone's to one who is not the owner. */
export const isLocked = (context: Pick<PrivilegesContext, 'holderIsOwner' | 'granterIsOwner'>): boolean => context.holderIsOwner || !context.granterIsOwner;

export const privilegesMachine = setup({
  types: {
    context: {} as PrivilegesContext,
    events: {} as PrivilegesEvent,
    input: {} as PrivilegesInput,
  },
  actors: {
    // The screen provides the real call (src/api/employees.ts updatePrivileges); tests provide their own.
    saveFlags: fromPromise<ApiResult<unknown>, { employeeId: string; flags: FlagRecord }>(async () => ({ ok: false, network: true })),
  },
  actions: {
    // Provided by the screen: the in-app alert, the status line, and the flags read again after a save.
    alert: (_, _params: { text: string }) => {},
    announce: (_, _params: { text: string }) => {},
    reread: () => {},
  },
  guards: {
    readable: ({ context }) => context.readable,
    changeable: ({ context }) => !isLocked(context),
  },
}).createMachine({
  id: 'privileges',
  context: ({ input }) => ({ ...input, flags: input.flags ?? emptyFlagRecord(), readable: input.flags !== null }),
  initial: 'opening',
  on: {
    // The signed-in user's rights may arrive after the screen opens.
    GRANTER: { actions: assign({ granterIsOwner: ({ event }) => event.owner }) },
  },
  states: {
    opening: { always: [{ guard: 'readable', target: 'open' }, { target: 'unreadable' }] },
    unreadable: { type: 'final' },
    open: {
      initial: 'editing',
      on: {
        TICK: {
          guard: 'changeable',
          actions: assign({ flags: ({ context, event }) => ({ ...context.flags, [event.flag]: event.on ? '1' : '0' }) }),
        },
      },
      states: {
        editing: { on: { SAVE: { guard: 'changeable', target: 'saving' } } },
        saving: {
          invoke: {
            src: 'saveFlags',
            input: ({ context }) => ({ employeeId: context.employeeId, flags: context.flags }),
            onDone: [
              { guard: ({ event }) => event.output.ok, target: 'editing', actions: [{ type: 'alert', params: { text: PRIVILEGES_UPDATED } }, 'reread'] },
              {
                target: 'editing',
                actions: [
                  { type: 'announce', params: ({ event }) => ({ text: event.output.ok || event.output.network ? '' : event.output.msg }) },
                  {
                    type: 'alert',
                    params: ({ event }) => ({
                      text: event.output.ok || event.output.network ? PRIVILEGES_FAILED : `${PRIVILEGES_FAILED}: ${event.output.msg}`,
                    }),
                  },
                ],
              },
            ],
            onError: { target: 'editing', actions: { type: 'alert', params: { text: PRIVILEGES_FAILED } } },
          },
        },
      },
    },
  },
});
