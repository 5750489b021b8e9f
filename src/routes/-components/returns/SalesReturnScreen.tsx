// /salesreturn/{order_id} and /salesreturn?bill=28 (issue 21): the bill's lines with what can still come back; type
// each quantity (↑/↓ or Enter move between lines), a reason, refund or keep the credit, Ctrl+S or F9 saves. The
// credit note then prints with Ctrl+P (A4) or R (80 mm, retail bills). The bill's earlier credit notes are links: Enter
// prints one on A4, R (a retail bill's) on the 80 mm printer.
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ApiResult } from '../../../api/client';
import { saveSalesReturn, type ReturnBill, type ReturnMade } from '../../../api/credit-notes';
import { newRequestId } from '../../../api/request-id';
import type { Command } from '../../../commands/types';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { announce } from '../../../ui/status';
import { openInNewTab, PathLink, useGo } from '../../../ui/records/PathLink';
import { rupeesShown } from '../../../ui/records/order-rows';
import '../../../styles/records.css';
import { LoadFailure } from '../records/BillParts';
import { RecordHead } from '../records/RecordHead';
import { returnRequest } from './return-request';

export const detailsPathOf = (bill: Pick<ReturnBill, 'bill_type' | 'order_id'>) =>
  bill.bill_type === 'retail' ? `/retailorderdetails/${bill.order_id}` : `/orderdetails/${bill.order_id}`;

export function SalesReturnScreen({ reply }: { reply: ApiResult<ReturnBill> }) {
  const go = useGo();
  const bill = reply.ok ? reply.body : null;
  const [qtys, setQtys] = useState<Record<string, string>>({});
  // The units picked on each line that sold them by unit serial (Space toggles one); the line's qty follows.
  const [picked, setPicked] = useState<Record<string, string[]>>({});
  const toggleUnit = (odId: string, serial: string) => {
    const was = picked[odId] ?? [];
    const now = was.includes(serial) ? was.filter((s) => s !== serial) : [...was, serial];
    setPicked({ ...picked, [odId]: now });
    setQtys((qs) => ({ ...qs, [odId]: now.length === 0 ? '' : String(now.length) }));
  };
  const [reason, setReason] = useState('');
  const [excess, setExcess] = useState<'refund' | 'credit'>('credit');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<ReturnMade | null>(null);
  const [requestId] = useState(newRequestId);
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const reasonInput = useRef<HTMLInputElement>(null);
  const back = bill ? detailsPathOf(bill) : '/orderlist';

  const save = async () => {
    if (!bill || busy || made) return;
    const request = returnRequest(bill, qtys, reason, excess, requestId, picked);
    if (!request.ok) {
      setMessage(request.msg);
      announce(request.msg);
      return;
    }
    setBusy(true);
    const result = await saveSalesReturn(request.body);
    setBusy(false);
    if (!result.ok) {
      const refusal = result.network ? 'Could not reach the server. Please try again.' : result.msg;
      setMessage(refusal);
      announce(refusal);
      return;
    }
    setMessage('');
    setMade(result.body);
    announce(`Credit note ${result.body.credit_note_no} saved`);
  };
  const saveRef = useRef(save);
  saveRef.current = save;
  const madeId = made?.credit_note_id;
  const retail = bill?.bill_type === 'retail';
  // R prints the 80 mm receipt of the earlier credit note whose link has the focus, else of the one just saved, else of
  // the newest earlier one.
  const newestEarlier = bill?.credit_notes.at(-1)?.credit_note_id;
  const receiptOf = madeId ?? newestEarlier;

  const commands = useMemo<Command[]>(() => {
    const list: Command[] = [];
    if (madeId) {
      list.push({
        id: 'sales-return.print',
        title: 'Print Credit Note',
        group: 'Screen',
        keywords: ['print', 'credit note'],
        kbd: 'ctrl+p',
        run: () => openInNewTab(`/creditnote/${madeId}`),
      });
    } else {
      list.push({
        id: 'sales-return.save',
        title: 'Save',
        group: 'Screen',
        keywords: ['save', 'credit note'],
        kbd: 'ctrl+s, f9',
        run: () => void saveRef.current(),
      });
    }
    if (retail && receiptOf) {
      const printReceipt = () => {
        const focused = document.activeElement?.closest('[data-credit-note-id]')?.getAttribute('data-credit-note-id');
        openInNewTab(`/creditnotereceipt/${focused ?? receiptOf}`);
      };
      list.push({ id: 'sales-return.receipt', title: '80 mm Receipt', group: 'Screen', keywords: ['receipt', 'thermal'], kbd: 'r', run: printReceipt });
    }
    list.push({ id: 'sales-return.back', title: 'Back', group: 'Screen', keywords: ['back', 'cancel'], kbd: 'escape', run: () => go(back) });
    return list;
  }, [madeId, retail, receiptOf, go, back]);
  useScreenCommands('sales-return', commands);

  if (!bill) {
    return (
      <section className="rec-screen" aria-labelledby="sales-return-title">
        <RecordHead id="sales-return-title" title="Sales Return" />
        {!reply.ok && <LoadFailure reply={reply} back="/orderlist" />}
      </section>
    );
  }

  const focusLine = (index: number) => {
    if (index >= bill.lines.length) reasonInput.current?.focus();
    else inputs.current[Math.max(0, index)]?.focus();
  };
  const onLineKey = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter') {
      event.preventDefault();
      focusLine(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusLine(index - 1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      go(back);
    }
  };
  const onReasonKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusLine(bill.lines.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      document.getElementById(`sales-return-excess-${excess}`)?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      go(back);
    }
  };

  return (
    <section className="rec-screen" aria-labelledby="sales-return-title">
      <RecordHead id="sales-return-title" title="Sales Return">
        {made ? (
          <>
            <PathLink to={`/creditnote/${made.credit_note_id}`} newTab className="rec-action">
              Print Credit Note<kbd aria-hidden="true">Ctrl+P</kbd>
            </PathLink>
            {retail && (
              <PathLink to={`/creditnotereceipt/${made.credit_note_id}`} newTab className="rec-action">
                80 mm Receipt<kbd aria-hidden="true">R</kbd>
              </PathLink>
            )}
          </>
        ) : (
          <button type="button" className="rec-action" onClick={() => void save()} disabled={busy}>
            Save<kbd aria-hidden="true">Ctrl+S</kbd>
          </button>
        )}
        <PathLink to={back} className="rec-action">
          Back<kbd aria-hidden="true">Esc</kbd>
        </PathLink>
      </RecordHead>
      <dl className="rec-facts" aria-label="Bill">
        <dt>Bill No.</dt>
        <dd>{bill.bill_no}</dd>
        <dt>Date</dt>
        <dd>{bill.order_date}</dd>
        <dt>Customer</dt>
        <dd>{bill.name}</dd>
        <dt>Total</dt>
        <dd>₹{rupeesShown(bill.total)}</dd>
        <dt>Balance</dt>
        <dd>₹{rupeesShown(bill.balance)}</dd>
      </dl>
      <table className="rec-table" aria-label="Lines">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="num">
              Rate
            </th>
            <th scope="col" className="num">
              Sold
            </th>
            <th scope="col" className="num">
              Returned
            </th>
            <th scope="col" className="num">
              Return Qty
            </th>
          </tr>
        </thead>
        <tbody>
          {bill.lines.map((line, index) => (
            <tr key={line.order_detail_id}>
              <td>
                {line.product_name} {line.serial_no && <span className="rec-dim rec-code">{line.serial_no}</span>}
              </td>
              <td className="num">{rupeesShown(line.amount_per_product)}</td>
              <td className="num">{line.qty}</td>
              {/* Once the credit note is saved, what it took back counts at once (issue 32), not after a reload. */}
              <td className="num">{made ? Number(line.returned) + Number(qtys[line.order_detail_id] || 0) : line.returned}</td>
              <td className="num">
                <input
                  ref={(el) => {
                    inputs.current[index] = el;
                  }}
                  aria-label={`Return Qty of ${line.product_name}`}
                  inputMode="numeric"
                  size={5}
                  autoFocus={index === 0}
                  disabled={line.returnable === 0 || made !== null}
                  readOnly={(line.unit_serials?.length ?? 0) > 0}
                  placeholder={`0 of ${line.returnable}`}
                  value={qtys[line.order_detail_id] ?? ''}
                  onChange={(event) => setQtys((was) => ({ ...was, [line.order_detail_id]: event.target.value.replace(/\D/g, '') }))}
                  onKeyDown={onLineKey(index)}
                />
                {(line.unit_serials?.length ?? 0) > 0 && (
                  <fieldset className="rec-units" disabled={made !== null}>
                    <legend className="rec-dim">Units (Tab to one, Space picks it)</legend>
                    {line.unit_serials?.map((serial) => (
                      <label key={serial} className="rec-code">
                        <input
                          type="checkbox"
                          aria-label={`Return unit ${serial}`}
                          checked={(picked[line.order_detail_id] ?? []).includes(serial)}
                          onChange={() => toggleUnit(line.order_detail_id, serial)}
                        />{' '}
                        {serial}
                      </label>
                    ))}
                  </fieldset>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="rec-form">
        <label className="rec-field">
          <span>Reason</span>
          <input
            ref={reasonInput}
            value={reason}
            maxLength={200}
            disabled={made !== null}
            onChange={(event) => setReason(event.target.value)}
            onKeyDown={onReasonKey}
          />
        </label>
        <fieldset className="rec-field" disabled={made !== null}>
          <legend>Credit beyond the balance</legend>
          {(['credit', 'refund'] as const).map((choice) => (
            <label key={choice}>
              <input
                id={`sales-return-excess-${choice}`}
                type="radio"
                name="excess"
                checked={excess === choice}
                onChange={() => setExcess(choice)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void saveRef.current();
                  }
                }}
              />
              {choice === 'credit' ? 'Keep as customer credit' : 'Refund in cash'}
            </label>
          ))}
        </fieldset>
      </div>
      {message && (
        <p className="rec-error" role="alert">
          {message}
        </p>
      )}
      {made && (
        <p className="rec-saved" role="status">
          Credit note {made.credit_note_no} saved: ₹{rupeesShown(made.total)}
          {Number(made.refund) > 0 && <> · refund ₹{rupeesShown(made.refund)} from the cash book</>}
          {Number(made.kept_credit) > 0 && <> · ₹{rupeesShown(made.kept_credit)} kept as the customer&apos;s credit</>}
        </p>
      )}
      {bill.credit_notes.length > 0 && (
        <p className="rec-dim">
          Earlier credit notes:{' '}
          {bill.credit_notes.map((n) => (
            <span key={n.credit_note_id} data-credit-note-id={n.credit_note_id}>
              <PathLink to={`/creditnote/${n.credit_note_id}`} newTab>
                {n.credit_note_no} ({n.cn_date}, ₹{rupeesShown(n.total)})
              </PathLink>{' '}
            </span>
          ))}
        </p>
      )}
    </section>
  );
}
