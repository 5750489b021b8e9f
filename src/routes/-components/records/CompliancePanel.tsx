// On a GST or retail bill's details (issue 21, issue 31): "Needs an e-way bill" over the threshold, the E-way Bill form (W opens it, Enter
// moves through the fields, Enter on the last or Ctrl+S downloads the portal's bulk JSON) and, for a B2B bill, the
// e-invoice JSON download (I). The server refuses what the portal would (no pincode, no HSN, no transport document by
// rail, air or ship) with its own message. The flow is machines/compliance.ts; this panel draws it and hands it the calls.
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { fromPromise } from 'xstate';
import { ewayTransportFields, TRANSPORT_MODES } from '../../../../core/eway-bill';
import { maxLengthOf } from '../../../../core/forms/field-limits';
import { complianceMachine, type EwayJsonAsk } from '../../../../machines/compliance';
import { fetchComplianceDetail, fetchEInvoiceJson, fetchEwayBillJson, type EwayTransportForm } from '../../../api/compliance';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import type { Command } from '../../../commands/types';
import { ChoiceSelect, FORM_FIELDS } from '../../../ui/ChoiceSelect';
import { downloadText } from '../reports/download';
import { rupeesShown } from '../../../../core/records/order-rows';
import { EwayAttachForm, IrnAttachForm } from './IrnForms';

/** billNo: the bill's number as printed ("28", "R-31"), for the file names. */
export function CompliancePanel({ orderId, billNo }: { orderId: string; billNo: string }) {
  const machine = useMemo(
    () =>
      complianceMachine.provide({
        actors: {
          readDetail: fromPromise(({ input }: { input: string }) => fetchComplianceDetail(input)),
          ewayJson: fromPromise(({ input }: { input: EwayJsonAsk }) => fetchEwayBillJson(input.orderId, input.form)),
          eInvoiceJson: fromPromise(({ input }: { input: string }) => fetchEInvoiceJson(input)),
        },
        actions: { download: (_, params) => downloadText(params.name, params.text, 'application/json') },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, { input: { orderId, billNo } });
  const { detail, form, message } = snapshot.context;
  const open = snapshot.matches({ form: 'open' });
  const attach = snapshot.matches({ attach: 'irn' }) ? 'irn' : snapshot.matches({ attach: 'eway' }) ? 'eway' : null;
  const first = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);

  const commands = useMemo((): Command[] => {
    const list: Command[] = [
      {
        id: 'orderdetails.ewaybill',
        title: 'E-way Bill',
        group: 'Screen',
        keywords: ['eway', 'e-way bill', 'transport'],
        kbd: 'w',
        run: () => send({ type: 'OPEN_FORM' }),
      },
      {
        id: 'orderdetails.ewaybill-attach',
        title: 'Attach E-way Bill',
        group: 'Screen',
        keywords: ['eway', 'ewb', 'e-way bill number'],
        kbd: 'e',
        run: () => send({ type: 'ATTACH_EWAY' }),
      },
    ];
    if (detail?.einvoice)
      list.push({
        id: 'orderdetails.irn-attach',
        title: 'Attach IRN',
        group: 'Screen',
        keywords: ['irn', 'irp', 'signed qr', 'ack no'],
        kbd: 'n',
        run: () => send({ type: 'ATTACH_IRN' }),
      });
    if (detail?.einvoice)
      list.push({
        id: 'orderdetails.einvoice',
        title: 'E-invoice JSON',
        group: 'Screen',
        keywords: ['einvoice', 'irn', 'irp'],
        kbd: 'i',
        run: () => send({ type: 'DOWNLOAD_EINVOICE' }),
      });
    return list;
  }, [detail?.einvoice, send]);
  useScreenCommands('orderdetails-compliance', commands);

  const set = (name: keyof EwayTransportForm) => (event: { target: { value: string } }) => send({ type: 'FIELD', name, value: event.target.value });
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    // Keys in the open Transport Mode list (portalled, its events still pass through here) belong to the list.
    if (!event.currentTarget.contains(event.target as Node)) return;
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      send({ type: 'DOWNLOAD_EWAY' });
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      send({ type: 'CLOSE_FORM' });
      return;
    }
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const fields = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FORM_FIELDS));
    const at = fields.indexOf(event.target as HTMLElement);
    if (at >= 0 && at < fields.length - 1) fields[at + 1].focus();
    else send({ type: 'DOWNLOAD_EWAY' });
  };

  return (
    <div className="rec-compliance">
      {detail?.ewaybill_needed && (
        <p className="rec-notice" role="status">
          Needs an e-way bill: the bill is over ₹{rupeesShown(detail.ewaybill_threshold)}.
        </p>
      )}
      {(detail?.irn || detail?.ewaybill) && (
        <dl className="rec-irn" aria-label="E-invoice">
          {detail.irn && (
            <>
              <dt>IRN</dt>
              <dd>{detail.irn.irn}</dd>
              <dt>Ack No</dt>
              <dd>
                {detail.irn.ack_no} of {detail.irn.ack_date}
              </dd>
            </>
          )}
          {detail.ewaybill && (
            <>
              <dt>E-way Bill</dt>
              <dd>
                {detail.ewaybill.ewb_no} of {detail.ewaybill.ewb_date}
              </dd>
            </>
          )}
        </dl>
      )}
      <div className="rec-compliance-actions">
        <button type="button" className="rec-action" onClick={() => send({ type: 'TOGGLE_FORM' })}>
          E-way Bill<kbd aria-hidden="true">W</kbd>
        </button>
        {detail?.einvoice && (
          <button type="button" className="rec-action" onClick={() => send({ type: 'DOWNLOAD_EINVOICE' })}>
            E-invoice JSON<kbd aria-hidden="true">I</kbd>
          </button>
        )}
        {detail?.einvoice && (
          <button type="button" className="rec-action" onClick={() => send({ type: 'ATTACH_IRN' })}>
            Attach IRN<kbd aria-hidden="true">N</kbd>
          </button>
        )}
        <button type="button" className="rec-action" onClick={() => send({ type: 'ATTACH_EWAY' })}>
          Attach E-way Bill<kbd aria-hidden="true">E</kbd>
        </button>
      </div>
      {attach === 'irn' && (
        <IrnAttachForm
          document={{ order_id: orderId }}
          onClose={() => send({ type: 'CLOSE_ATTACH' })}
          onAttached={(irn) => send({ type: 'IRN_ATTACHED', irn })}
        />
      )}
      {attach === 'eway' && (
        <EwayAttachForm orderId={orderId} onClose={() => send({ type: 'CLOSE_ATTACH' })} onAttached={(ewaybill) => send({ type: 'EWAY_ATTACHED', ewaybill })} />
      )}
      {open && (
        <form aria-label="E-way Bill" className="rec-form rec-eway" onKeyDown={onKeyDown} onSubmit={(e) => e.preventDefault()}>
          <label>
            Transport Mode
            <ChoiceSelect
              id="eway-trans-mode"
              ref={first}
              value={form.trans_mode}
              options={TRANSPORT_MODES.map((m) => ({ value: m.code, label: m.name }))}
              onChange={(value) => send({ type: 'FIELD', name: 'trans_mode', value })}
            />
          </label>
          <label>
            Vehicle Number
            <input
              value={form.vehicle_no}
              onChange={set('vehicle_no')}
              maxLength={maxLengthOf(ewayTransportFields.vehicle_no)}
              autoComplete="off"
              placeholder="TN58AB1234"
            />
          </label>
          <label>
            Transport Doc No.
            <input
              value={form.trans_doc_no}
              onChange={set('trans_doc_no')}
              maxLength={maxLengthOf(ewayTransportFields.trans_doc_no)}
              autoComplete="off"
              placeholder="LR, RR, airway bill, B/L"
            />
          </label>
          <label>
            Transport Doc Date
            <input value={form.trans_doc_date} onChange={set('trans_doc_date')} maxLength={10} autoComplete="off" placeholder="dd-mm-yyyy" />
          </label>
          <label>
            Distance (km)
            <input value={form.distance_km} onChange={set('distance_km')} inputMode="numeric" maxLength={4} autoComplete="off" />
          </label>
          <label>
            Transporter ID
            <input
              value={form.transporter_id}
              onChange={set('transporter_id')}
              maxLength={maxLengthOf(ewayTransportFields.transporter_id)}
              autoComplete="off"
              placeholder="optional"
            />
          </label>
          <label>
            Transporter Name
            <input
              value={form.transporter_name}
              onChange={set('transporter_name')}
              maxLength={maxLengthOf(ewayTransportFields.transporter_name)}
              autoComplete="off"
              placeholder="optional"
            />
          </label>
          <button type="button" className="rec-action" onClick={() => send({ type: 'DOWNLOAD_EWAY' })}>
            Download JSON<kbd aria-hidden="true">Ctrl+S</kbd>
          </button>
        </form>
      )}
      {message && (
        <p className="rec-message" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
