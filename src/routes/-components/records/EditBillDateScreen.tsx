// /editbilldate/{order_id} (spec §2): "Edit Bill Date", one required free-text date field. The server says whether
// the date may move (not after today, not out of the bill's financial year); its message is shown as it is.
import { useRouter } from '@tanstack/react-router';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { billDateForm } from '../../../../core/forms/bill-date';
import { formProblems } from '../../../../core/forms/form-problems';
import { updateBillDate } from '../../../api/bill-date';
import type { ApiResult } from '../../../api/client';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { showAlert } from '../../../ui/alerts';
import { announce } from '../../../ui/status';
import { formCommands } from '../../../ui/records/detail-commands';
import { PathLink, useGo } from '../../../ui/records/PathLink';
import '../../../styles/records.css';
import { LoadFailure } from './BillParts';
import { RecordHead } from './RecordHead';

/** billdate_update.php's own rule for the date (core/forms/bill-date.ts): "Bill Date is required" when blank. */
function dateProblem(value: string): string | undefined {
  return formProblems(billDateForm, { new_date: value }, { labels: { new_date: 'Bill Date' } }).new_date;
}

export function EditBillDateScreen({ orderId, reply, back }: { orderId: string; reply: ApiResult<{ added_date: string }>; back: string }) {
  const router = useRouter();
  const go = useGo();
  const [date, setDate] = useState(reply.ok ? reply.body.added_date : '');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const save = async () => {
    if (busy) return;
    const value = input.current?.value.trim() ?? '';
    const problem = dateProblem(value);
    if (problem) {
      setMessage(problem);
      input.current?.focus();
      return;
    }
    setBusy(true);
    const result = await updateBillDate(orderId, value);
    setBusy(false);
    if (!result.ok) {
      const refusal = result.network ? 'Could not reach the server. Please try again.' : result.msg;
      setMessage(refusal);
      announce(refusal);
      return;
    }
    setMessage('');
    showAlert(result.msg || 'Bill date updated');
    await router.invalidate();
  };
  const saveRef = useRef(save);
  saveRef.current = save;

  const commands = useMemo(() => formCommands('bill-date', { save: () => void saveRef.current(), back: () => go(back) }), [go, back]);
  useScreenCommands('bill-date', commands);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    go(back);
  };

  return (
    <section className="rec-screen" aria-labelledby="bill-date-title">
      <RecordHead id="bill-date-title" title="Edit Bill Date">
        <span className="rec-sub">Order ID {orderId}</span>
      </RecordHead>
      {!reply.ok ? (
        <LoadFailure reply={reply} back={back} />
      ) : (
        <form
          className="rec-form"
          noValidate
          aria-busy={busy}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <div className="rec-field">
            <label htmlFor="bill-date">
              Bill Date
              <span className="rec-required" aria-hidden="true">
                {' '}
                *
              </span>
            </label>
            <input
              id="bill-date"
              className="rec-date"
              ref={input}
              required
              autoFocus
              autoComplete="off"
              placeholder="dd-mm-yyyy"
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? 'bill-date-note' : undefined}
              value={date}
              onChange={(event) => {
                setDate(event.target.value);
                setMessage('');
              }}
              onKeyDown={onKeyDown}
            />
            {message && (
              <span id="bill-date-note" className="rec-field-note" role="alert">
                {message}
              </span>
            )}
          </div>
          <div className="rec-form-actions">
            <button type="submit" disabled={busy}>
              {busy ? 'Saving…' : 'Save'}
            </button>
            <PathLink to={back} className="rec-action">
              Back<kbd aria-hidden="true">Esc</kbd>
            </PathLink>
          </div>
        </form>
      )}
    </section>
  );
}
