// On a GST or retail bill's details (issue 21, issue 31): "Needs an e-way bill" over the threshold, the E-way Bill form (W opens it, Enter
// moves through the fields, Enter on the last or Ctrl+S downloads the portal's bulk JSON) and, for a B2B bill, the
// e-invoice JSON download (I). The server refuses what the portal would (no pincode, no HSN, no transport document by
// rail, air or ship) with its own message.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ewayTransportFields, TRANSPORT_MODES } from '../../../../core/eway-bill';
import { maxLengthOf } from '../../../../core/forms/field-limits';
import type { ApiResult } from '../../../api/client';
import { fetchComplianceDetail, fetchEInvoiceJson, fetchEwayBillJson, type ComplianceDetail, type EwayTransportForm } from '../../../api/compliance';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import type { Command } from '../../../commands/types';
import { ChoiceSelect, FORM_FIELDS } from '../../../ui/ChoiceSelect';
import { downloadText } from '../reports/download';
import { rupeesShown } from '../../../../core/records/order-rows';
import { EwayAttachForm, IrnAttachForm } from './IrnForms';

const EMPTY: EwayTransportForm = {
  trans_mode: '1',
  vehicle_no: '',
  distance_km: '',
  transporter_id: '',
  transporter_name: '',
  trans_doc_no: '',
  trans_doc_date: '',
};

function failure(reply: ApiResult<unknown>): string {
  return reply.ok ? '' : reply.network ? 'The server could not be reached.' : reply.msg;
}

/** billNo: the bill's number as printed ("28", "R-31"), for the file names. */
export function CompliancePanel({ orderId, billNo }: { orderId: string; billNo: string }) {
  const [detail, setDetail] = useState<ComplianceDetail | null>(null);
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<EwayTransportForm>(EMPTY);
  const [message, setMessage] = useState('');
  const [attach, setAttach] = useState<'irn' | 'eway' | null>(null);
  const first = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let live = true;
    void fetchComplianceDetail(orderId).then((reply) => live && reply.ok && setDetail(reply.body));
    return () => {
      live = false;
    };
  }, [orderId]);
  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);

  const downloadEway = async () => {
    setMessage('');
    const reply = await fetchEwayBillJson(orderId, form);
    if (!reply.ok) return setMessage(failure(reply));
    downloadText(`ewaybill-${billNo}.json`, JSON.stringify(reply.body, null, 2), 'application/json');
    setMessage('E-way bill JSON downloaded: upload it on the e-way bill portal (Generate Bulk).');
  };
  const downloadEInvoice = async () => {
    setMessage('');
    const reply = await fetchEInvoiceJson(orderId);
    if (!reply.ok) return setMessage(failure(reply));
    downloadText(`einvoice-${billNo}.json`, JSON.stringify(reply.body, null, 2), 'application/json');
    setMessage('E-invoice JSON downloaded: upload it on the IRP to get the IRN and QR code.');
  };
  const commands = useMemo((): Command[] => {
    const list: Command[] = [
      { id: 'orderdetails.ewaybill', title: 'E-way Bill', group: 'Screen', keywords: ['eway', 'e-way bill', 'transport'], kbd: 'w', run: () => setOpen(true) },
      {
        id: 'orderdetails.ewaybill-attach',
        title: 'Attach E-way Bill',
        group: 'Screen',
        keywords: ['eway', 'ewb', 'e-way bill number'],
        kbd: 'e',
        run: () => setAttach('eway'),
      },
    ];
    if (detail?.einvoice)
      list.push({
        id: 'orderdetails.irn-attach',
        title: 'Attach IRN',
        group: 'Screen',
        keywords: ['irn', 'irp', 'signed qr', 'ack no'],
        kbd: 'n',
        run: () => setAttach('irn'),
      });
    if (detail?.einvoice)
      list.push({
        id: 'orderdetails.einvoice',
        title: 'E-invoice JSON',
        group: 'Screen',
        keywords: ['einvoice', 'irn', 'irp'],
        kbd: 'i',
        run: () => void downloadEInvoice(),
      });
    return list;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- downloadEInvoice is remade each render from orderId and billNo, listed here
  }, [detail?.einvoice, orderId, billNo]);
  useScreenCommands('orderdetails-compliance', commands);

  const set = (name: keyof EwayTransportForm) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: event.target.value }));
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    // Keys in the open Transport Mode list (portalled, its events still pass through here) belong to the list.
    if (!event.currentTarget.contains(event.target as Node)) return;
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void downloadEway();
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      return;
    }
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const fields = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FORM_FIELDS));
    const at = fields.indexOf(event.target as HTMLElement);
    if (at >= 0 && at < fields.length - 1) fields[at + 1].focus();
    else void downloadEway();
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
        <button type="button" className="rec-action" onClick={() => setOpen((o) => !o)}>
          E-way Bill<kbd aria-hidden="true">W</kbd>
        </button>
        {detail?.einvoice && (
          <button type="button" className="rec-action" onClick={() => void downloadEInvoice()}>
            E-invoice JSON<kbd aria-hidden="true">I</kbd>
          </button>
        )}
        {detail?.einvoice && (
          <button type="button" className="rec-action" onClick={() => setAttach('irn')}>
            Attach IRN<kbd aria-hidden="true">N</kbd>
          </button>
        )}
        <button type="button" className="rec-action" onClick={() => setAttach('eway')}>
          Attach E-way Bill<kbd aria-hidden="true">E</kbd>
        </button>
      </div>
      {attach === 'irn' && (
        <IrnAttachForm
          document={{ order_id: orderId }}
          onClose={() => setAttach(null)}
          onAttached={(irn) => {
            setAttach(null);
            setDetail((d) => (d ? { ...d, irn } : d));
            setMessage('IRN attached: the printed invoice carries it and its QR code.');
          }}
        />
      )}
      {attach === 'eway' && (
        <EwayAttachForm
          orderId={orderId}
          onClose={() => setAttach(null)}
          onAttached={(ewaybill) => {
            setAttach(null);
            setDetail((d) => (d ? { ...d, ewaybill } : d));
            setMessage('E-way bill attached: the printed invoice carries it.');
          }}
        />
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
              onChange={(value) => setForm((f) => ({ ...f, trans_mode: value }))}
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
          <button type="button" className="rec-action" onClick={() => void downloadEway()}>
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
