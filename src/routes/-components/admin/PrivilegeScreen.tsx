// /previlage/{employee_id}, User Privilege Management (back-office §2, §6): a checkbox per flag, Update, Back to /users.
// The owner holds every flag: their boxes are shown ticked and cannot be changed.
import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { FLAG_LABELS, FLAGS, type FlagRecord } from '../../../../core/permissions';
import { isLocked, ONLY_OWNER_GRANTS, PRIVILEGES_FAILED, PRIVILEGES_UPDATED, privilegesMachine } from '../../../../machines/privileges';
import type { ApiResult } from '../../../api/client';
import { updatePrivileges, type PrivilegeRecord } from '../../../api/employees';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { showAlert } from '../../../ui/alerts';
import { Checkbox } from '../../../ui/Checkbox';
import { announce } from '../../../ui/status';
import { formCommands } from '../../../ui/records/detail-commands';
import { PathLink, useGo } from '../../../ui/records/PathLink';
import { LoadFailure } from '../records/BillParts';
import { RecordHead } from '../records/RecordHead';
import { permissions } from '../../../session/permissions';
import { useStore } from '../../../ui/store';
import '../../../styles/records.css';
import '../../../styles/admin.css';

export { FLAG_LABELS, ONLY_OWNER_GRANTS, PRIVILEGES_FAILED, PRIVILEGES_UPDATED };

const LIST = '/users';

export function PrivilegeScreen({ employeeId, reply }: { employeeId: string; reply: ApiResult<PrivilegeRecord[]> }) {
  const router = useRouter();
  const go = useGo();
  const record = reply.ok ? reply.body[0] : undefined;
  // Issue 28: only the owner grants or removes privileges; anyone else sees them, and cannot change them.
  const signedInOwner = useStore(permissions).owner === true;
  // The flow is machines/privileges.ts; this screen draws it and hands it the call.
  const machine = useMemo(
    () =>
      privilegesMachine.provide({
        actors: {
          saveFlags: fromPromise<ApiResult<unknown>, { employeeId: string; flags: FlagRecord }>(({ input }) => updatePrivileges(input.employeeId, input.flags)),
        },
        actions: {
          alert: (_, params) => showAlert(params.text),
          announce: (_, params) => {
            if (params.text !== '') announce(params.text);
          },
          reread: () => void router.invalidate(),
        },
      }),
    [router],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      employeeId,
      flags: record ? (Object.fromEntries(FLAGS.map((f) => [f, record[f] === '1' ? '1' : '0'])) as FlagRecord) : null,
      holderIsOwner: record?.is_owner === '1',
      granterIsOwner: signedInOwner,
    },
  });
  useEffect(() => send({ type: 'GRANTER', owner: signedInOwner }), [send, signedInOwner]);
  const { flags, readable, holderIsOwner: isOwner } = snapshot.context;
  const locked = isLocked({ holderIsOwner: isOwner, granterIsOwner: signedInOwner });
  const busy = snapshot.matches({ open: 'saving' });

  const commands = useMemo(() => formCommands('privileges', { save: () => send({ type: 'SAVE' }), back: () => go(LIST) }), [go, send]);
  useScreenCommands('privileges', commands);

  return (
    <section className="rec-screen" aria-labelledby="privileges-title">
      <RecordHead id="privileges-title" title="User Privilege Management">
        <PathLink to={LIST} className="rec-action">
          Back<kbd aria-hidden="true">Esc</kbd>
        </PathLink>
      </RecordHead>
      {!readable ? (
        <LoadFailure reply={reply.ok ? { ok: false, code: 404, msg: 'No data found' } : reply} back={LIST} />
      ) : (
        <form
          aria-busy={busy}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'SAVE' });
          }}
        >
          {isOwner && <p className="rec-dim">The owner holds every privilege; they cannot be changed.</p>}
          {!isOwner && !signedInOwner && <p className="rec-dim">{ONLY_OWNER_GRANTS}</p>}
          <fieldset className="adm-checks" disabled={locked}>
            <legend className="adm-section">Privileges</legend>
            {FLAGS.map((flag, index) => (
              <label key={flag}>
                <Checkbox
                  name={flag}
                  autoFocus={index === 0}
                  disabled={locked}
                  checked={flags[flag] === '1'}
                  onChange={(checked) => send({ type: 'TICK', flag, on: checked })}
                  onKeyDown={(event) => {
                    if (event.key === 'Escape') go(LIST);
                  }}
                />
                {FLAG_LABELS[flag]}
              </label>
            ))}
          </fieldset>
          <div className="adm-bar">
            <button type="submit" className="rec-button" disabled={busy || locked}>
              {busy ? 'Updating…' : 'Update'}
            </button>
            <span className="rec-dim">Tab: next box · Space: tick · Ctrl+S: Update · Esc: Back</span>
          </div>
        </form>
      )}
    </section>
  );
}
