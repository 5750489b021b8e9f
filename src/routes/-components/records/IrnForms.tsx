// Issue 31: keys to attach the IRP's answer to a bill or credit note (upload the portal's JSON file, or paste the IRN and
// the signed QR) and a bill's e-way bill number. Enter moves through the fields, Enter on the last or Ctrl+S attaches,
// Esc closes. The server checks the signed QR belongs to the document (core/irn.ts) and answers each refusal in words.
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { EwayBillPrint, IrnPrint } from '../../../../core/api/print-document';
import { PORTAL_FILE_UNREADABLE, readPortalAnswer } from '../../../../core/irn';
import { attachEwayBill, attachIrn, type IrnForm } from '../../../api/compliance';
import type { ApiResult } from '../../../api/client';
import { FORM_FIELDS } from '../../../ui/ChoiceSelect';

function failure(reply: ApiResult<unknown>): string {
  return reply.ok ? '' : reply.network ? 'The server could not be reached.' : reply.msg;
}

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
  const [form, setForm] = useState<IrnForm>(EMPTY_IRN);
  const [message, setMessage] = useState('');
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const save = async () => {
    setMessage('');
    const reply = await attachIrn(document, form);
    if (!reply.ok) return setMessage(failure(reply));
    onAttached(reply.body);
  };
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const answer = readPortalAnswer(await file.text());
    if (!answer) return setMessage(PORTAL_FILE_UNREADABLE);
    setMessage('');
    setForm(answer);
  };
  const set = (name: keyof IrnForm) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: event.target.value }));

  return (
    <form aria-label="Attach IRN" className="rec-form rec-eway" onKeyDown={formKeys(() => void save(), onClose)} onSubmit={(e) => e.preventDefault()}>
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
      <button type="button" className="rec-action" onClick={() => void save()}>
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
  const [form, setForm] = useState({ ewb_no: '', ewb_date: '' });
  const [message, setMessage] = useState('');
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const save = async () => {
    setMessage('');
    const reply = await attachEwayBill(orderId, form);
    if (!reply.ok) return setMessage(failure(reply));
    onAttached(reply.body);
  };
  return (
    <form aria-label="Attach E-way Bill" className="rec-form rec-eway" onKeyDown={formKeys(() => void save(), onClose)} onSubmit={(e) => e.preventDefault()}>
      <Field label="E-way Bill No">
        <input
          ref={first}
          value={form.ewb_no}
          onChange={(e) => setForm((f) => ({ ...f, ewb_no: e.target.value }))}
          maxLength={14}
          inputMode="numeric"
          autoComplete="off"
        />
      </Field>
      <Field label="E-way Bill Date">
        <input
          value={form.ewb_date}
          onChange={(e) => setForm((f) => ({ ...f, ewb_date: e.target.value }))}
          maxLength={22}
          autoComplete="off"
          placeholder="dd-mm-yyyy hh:mm"
        />
      </Field>
      <button type="button" className="rec-action" onClick={() => void save()}>
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
