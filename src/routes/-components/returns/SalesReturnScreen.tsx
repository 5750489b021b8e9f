// /salesreturn/{order_id} and /salesreturn?bill=28 (issue 21): the bill's lines with what can still come back; type
// each quantity (↑/↓ or Enter move between lines), a reason, refund or keep the credit, Ctrl+S or F9 saves. The
// credit note then prints with Ctrl+P (A4) or R (80 mm, retail bills). The bill's earlier credit notes are links: Enter
// prints one on A4, R (a retail bill's) on the 80 mm printer. The flow is machines/sales-return.ts; this screen draws
// it and hands it the save call.
import { useMachine } from '@xstate/react';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { fromPromise } from 'xstate';
import type { SalesReturnBody } from '../../../../core/credit-note-payload';
import { salesReturnMachine } from '../../../../machines/sales-return';
import type { ApiResult } from '../../../api/client';
import { saveSalesReturn, type ReturnBill } from '../../../api/credit-notes';
import { newRequestId } from '../../../api/request-id';
import type { Command } from '../../../commands/types';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { announce } from '../../../ui/status';
import { openInNewTab, PathLink, useGo } from '../../../ui/records/PathLink';
import { rupeesShown } from '../../../../core/records/order-rows';
import '../../../styles/records.css';
import { LoadFailure } from '../records/BillParts';
import { RecordHead } from '../records/RecordHead';

export const detailsPathOf = (bill: Pick<ReturnBill, 'bill_type' | 'order_id'>) =>
  bill.bill_type === 'retail' ? `/retailorderdetails/${bill.order_id}` : `/orderdetails/${bill.order_id}`;

const returnMachine = salesReturnMachine.provide({
  actors: { saveReturn: fromPromise(({ input }: { input: SalesReturnBody }) => saveSalesReturn(input)) },
  actions: { announce: (_, params) => announce(params.text) },
});

export function SalesReturnScreen({ reply }: { reply: ApiResult<ReturnBill> }) {
  const go = useGo();
  const [requestId] = useState(newRequestId);
  const [snapshot, send] = useMachine(returnMachine, { input: { bill: reply.ok ? reply.body : null, requestId } });
  const { bill, qtys, picked, reason, excess, message, made } = snapshot.context;
  const busy = snapshot.matches({ open: 'saving' });
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const reasonInput = useRef<HTMLInputElement>(null);
  const back = bill ? detailsPathOf(bill) : '/orderlist';

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
        run: () => send({ type: 'SAVE' }),
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
  }, [madeId, retail, receiptOf, go, back, send]);
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
          <button type="button" className="rec-action" onClick={() => send({ type: 'SAVE' })} disabled={busy}>
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
                  onChange={(event) => send({ type: 'QTY', odId: line.order_detail_id, text: event.target.value })}
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
                          onChange={() => send({ type: 'TOGGLE_UNIT', odId: line.order_detail_id, serial })}
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
            onChange={(event) => send({ type: 'REASON', text: event.target.value })}
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
                onChange={() => send({ type: 'EXCESS', excess: choice })}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    send({ type: 'SAVE' });
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
