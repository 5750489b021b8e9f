// Issue 31: keys to attach the IRP's answer to a bill or credit note (upload the portal's JSON file, or paste the IRN and
// the signed QR) and a bill's e-way bill number. Enter moves through the fields, Enter on the last or Ctrl+S attaches,
// Esc closes. The server checks the signed QR belongs to the document (core/irn.ts) and answers each refusal in words.
// The flow is machines/attach.ts; these forms draw it and hand it the call.
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { EwayBillPrint, IrnPrint } from '../../../../core/api/print-document';
import { createAttachMachine } from '../../../../machines/attach';
import { attachEwayBill, attachIrn, type IrnForm } from '../../../api/compliance';
import { FORM_FIELDS } from '../../../ui/ChoiceSelect';

type EwayForm = { ewb_no: string; ewb_date: string };
const EMPTY_EWAY: EwayForm = { ewb_no: '', ewb_date: '' };

/** Enter to the next field, Enter on the last or Ctrl+S to save, Esc to close. */
function formKeys(save: () => void, close: () => void) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      save();
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Enter' || (event.target as HTMLElement).tagName === 'BUTTON') return;
    event.preventDefault();
    const fields = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FORM_FIELDS));
    const at = fields.indexOf(event.target as HTMLElement);
    if (at >= 0 && at < fields.length - 1) fields[at + 1].focus();
    else save();
  };
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label>
      {label}
      {children}
    </label>
  );
}

const EMPTY_IRN: IrnForm = { irn: '', ack_no: '', ack_date: '', signed_qr: '' };

export function IrnAttachForm({
  document,
  onAttached,
  onClose,
}: {
  document: { order_id: string } | { credit_note_id: string };
  onAttached: (irn: IrnPrint) => void;
  onClose: () => void;
}) {
  const attached = useRef(onAttached);
  attached.current = onAttached;
  const machine = useMemo(
    () =>
      createAttachMachine<IrnPrint>().provide({
        actors: { attach: fromPromise(({ input }: { input: Record<string, string> }) => attachIrn(document, { ...EMPTY_IRN, ...input })) },
        actions: { attached: (_, params) => attached.current(params.stored) },
      }),
    // The document is fixed for the form's life: the form is opened afresh for another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [snapshot, send] = useMachine(machine, { input: { empty: EMPTY_IRN } });
  const { form, message } = snapshot.context;
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const save = () => send({ type: 'SAVE' });
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    send({ type: 'FILE', text: await file.text() });
  };
  const set = (name: keyof IrnForm) => (event: { target: { value: string } }) => send({ type: 'FIELD', name, value: event.target.value });

  return (
    <form aria-label="Attach IRN" className="rec-form rec-eway" onKeyDown={formKeys(save, onClose)} onSubmit={(e) => e.preventDefault()}>
      <Field label="IRP's answer (JSON file)">
        <input ref={first} type="file" accept=".json,application/json" onChange={(e) => void upload(e)} />
      </Field>
      <Field label="IRN">
        <input value={form.irn} onChange={set('irn')} maxLength={64} autoComplete="off" spellCheck={false} />
      </Field>
      <Field label="Ack No">
        <input value={form.ack_no} onChange={set('ack_no')} maxLength={20} inputMode="numeric" autoComplete="off" />
      </Field>
      <Field label="Ack Date">
        <input value={form.ack_date} onChange={set('ack_date')} maxLength={22} autoComplete="off" placeholder="dd-mm-yyyy hh:mm" />
      </Field>
      <Field label="Signed QR Code">
        <input value={form.signed_qr} onChange={set('signed_qr')} autoComplete="off" spellCheck={false} placeholder="eyJ…" />
      </Field>
      <button type="button" className="rec-action" onClick={save}>
        Attach<kbd aria-hidden="true">Ctrl+S</kbd>
      </button>
      {message && (
        <p className="rec-message" role="alert">
          {message}
        </p>
      )}
    </form>
  );
}

export function EwayAttachForm({ orderId, onAttached, onClose }: { orderId: string; onAttached: (e: EwayBillPrint) => void; onClose: () => void }) {
  const attached = useRef(onAttached);
  attached.current = onAttached;
  const machine = useMemo(
    () =>
      createAttachMachine<EwayBillPrint>().provide({
        actors: { attach: fromPromise(({ input }: { input: Record<string, string> }) => attachEwayBill(orderId, { ...EMPTY_EWAY, ...input })) },
        actions: { attached: (_, params) => attached.current(params.stored) },
      }),
    [orderId],
  );
  const [snapshot, send] = useMachine(machine, { input: { empty: EMPTY_EWAY } });
  const { form, message } = snapshot.context;
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const save = () => send({ type: 'SAVE' });
  return (
    <form aria-label="Attach E-way Bill" className="rec-form rec-eway" onKeyDown={formKeys(save, onClose)} onSubmit={(e) => e.preventDefault()}>
      <Field label="E-way Bill No">
        <input
          ref={first}
          value={form.ewb_no}
          onChange={(e) => send({ type: 'FIELD', name: 'ewb_no', value: e.target.value })}
          maxLength={14}
          inputMode="numeric"
          autoComplete="off"
        />
      </Field>
      <Field label="E-way Bill Date">
        <input
          value={form.ewb_date}
          onChange={(e) => send({ type: 'FIELD', name: 'ewb_date', value: e.target.value })}
          maxLength={22}
          autoComplete="off"
          placeholder="dd-mm-yyyy hh:mm"
        />
      </Field>
      <button type="button" className="rec-action" onClick={save}>
        Attach<kbd aria-hidden="true">Ctrl+S</kbd>
      </button>
      {message && (
        <p className="rec-message" role="alert">
          {message}
        </p>
      )}
    </form>
  );
}
