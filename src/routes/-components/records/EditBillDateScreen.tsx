// /editbilldate/{order_id} (spec §2): "Edit Bill Date", one required free-text date field. The server says whether
// the date may move (not after today, not out of the bill's financial year); its message is shown as it is. The flow
// is machines/bill-date.ts; this screen draws it and hands it the call.
import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useMemo, useRef, type KeyboardEvent } from 'react';
import { fromPromise } from 'xstate';
import { billDateMachine, type BillDateSave } from '../../../../machines/bill-date';
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

export function EditBillDateScreen({ orderId, reply, back }: { orderId: string; reply: ApiResult<{ added_date: string }>; back: string }) {
  const router = useRouter();
  const go = useGo();
  const input = useRef<HTMLInputElement>(null);
  const machine = useMemo(
    () =>
      billDateMachine.provide({
        actors: { updateDate: fromPromise(({ input: save }: { input: BillDateSave }) => updateBillDate(save.orderId, save.newDate)) },
        actions: {
          announce: (_, params) => announce(params.text),
          focusDate: () => input.current?.focus(),
          moved: (_, params) => {
            showAlert(params.text);
            void router.invalidate();
          },
        },
      }),
    [router],
  );
  const [snapshot, send] = useMachine(machine, { input: { orderId, date: reply.ok ? reply.body.added_date : null } });
  const { date, message } = snapshot.context;
  const busy = snapshot.matches({ open: 'saving' });

  const commands = useMemo(() => formCommands('bill-date', { save: () => send({ type: 'SAVE' }), back: () => go(back) }), [go, back, send]);
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
            send({ type: 'SAVE' });
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
              value={date ?? ''}
              onChange={(event) => send({ type: 'TYPE', text: event.target.value })}
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
