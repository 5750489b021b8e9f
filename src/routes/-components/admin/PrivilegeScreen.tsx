// /previlage/{employee_id}, User Privilege Management (back-office §2, §6): a checkbox per flag, Update, Back to /users.
// The owner holds every flag: their boxes are shown ticked and cannot be changed.
import { useRouter } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import { FLAG_LABELS, FLAGS, type FlagRecord } from '../../../../core/permissions';
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

export const PRIVILEGES_UPDATED = 'Privileges updated successfully!';
export const PRIVILEGES_FAILED = 'Failed to update privileges';
export const ONLY_OWNER_GRANTS = 'Only the owner can grant or remove privileges.';

export { FLAG_LABELS };

const LIST = '/users';

export function PrivilegeScreen({ employeeId, reply }: { employeeId: string; reply: ApiResult<PrivilegeRecord[]> }) {
  const router = useRouter();
  const go = useGo();
  const record = reply.ok ? reply.body[0] : undefined;
  const isOwner = record?.is_owner === '1';
  // Issue 28: only the owner grants or removes privileges; anyone else sees them, and cannot change them.
  const signedInOwner = useStore(permissions).owner === true;
  const locked = isOwner || !signedInOwner;
  const [flags, setFlags] = useState<FlagRecord | null>(() =>
    record ? (Object.fromEntries(FLAGS.map((f) => [f, record[f] === '1' ? '1' : '0'])) as FlagRecord) : null,
  );
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!flags || busy || locked) return;
    setBusy(true);
    const result = await updatePrivileges(employeeId, flags);
    setBusy(false);
    if (!result.ok) {
      if (!result.network) announce(result.msg);
      return showAlert(result.network ? PRIVILEGES_FAILED : `${PRIVILEGES_FAILED}: ${result.msg}`);
    }
    showAlert(PRIVILEGES_UPDATED);
    await router.invalidate();
  };
  const saveRef = useRef(save);
  saveRef.current = save;
  const commands = useMemo(() => formCommands('privileges', { save: () => void saveRef.current(), back: () => go(LIST) }), [go]);
  useScreenCommands('privileges', commands);

  return (
    <section className="rec-screen" aria-labelledby="privileges-title">
      <RecordHead id="privileges-title" title="User Privilege Management">
        <PathLink to={LIST} className="rec-action">
          Back<kbd aria-hidden="true">Esc</kbd>
        </PathLink>
      </RecordHead>
      {!flags ? (
        <LoadFailure reply={reply.ok ? { ok: false, code: 404, msg: 'No data found' } : reply} back={LIST} />
      ) : (
        <form
          aria-busy={busy}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
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
                  onChange={(checked) => setFlags((f) => (f ? { ...f, [flag]: checked ? '1' : '0' } : f))}
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
