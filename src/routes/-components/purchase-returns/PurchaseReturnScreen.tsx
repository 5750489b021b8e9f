// /purchasereturn/{purchase_id} (issue 30 item 2): the purchase's lines with what can still go back to the supplier
// and the stock on hand; type each quantity (↑/↓ or Enter move between lines), a reason, Ctrl+S or F9 (or Enter in the
// reason) saves. The debit note then opens with Ctrl+P (A4). The purchase's earlier debit notes are links. A line of a
// product that tracks unit serials (issue 33 item 4) sends back units by serial: Alt+N on it opens the unit-serials
// panel listing the line's units in stock to pick or scan; its quantity follows the units picked.
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ApiResult } from '../../../api/client';
import { savePurchaseReturn, type DebitNoteMade, type ReturnPurchase } from '../../../api/debit-notes';
import { newRequestId } from '../../../api/request-id';
import type { Command } from '../../../commands/types';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { announce } from '../../../ui/status';
import { openInNewTab, PathLink, useGo } from '../../../ui/records/PathLink';
import { rupeesShown } from '../../../../core/records/order-rows';
import '../../../styles/records.css';
import { LoadFailure } from '../records/BillParts';
import { RecordHead } from '../records/RecordHead';
import { pickUnitSerial, UNIT_SERIAL_MESSAGES, unitSerialsCaption } from '../../../../core/unit-serials';
import { UnitSerialsEntry } from '../billing/UnitSerialsEntry';
import { picksUnits, purchaseReturnRequest } from './purchase-return-request';

export function PurchaseReturnScreen({ reply }: { reply: ApiResult<ReturnPurchase> }) {
  const go = useGo();
  const purchase = reply.ok ? reply.body : null;
  const [qtys, setQtys] = useState<Record<string, string>>({});
  const [picked, setPicked] = useState<Record<string, string[]>>({});
  /** The line whose units are being picked (Alt+N). */
  const [unitsOf, setUnitsOf] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<DebitNoteMade | null>(null);
  const [requestId] = useState(newRequestId);
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const reasonInput = useRef<HTMLInputElement>(null);
  const back = purchase ? `/purchasedetails/${purchase.purchase_id}` : '/purchaselist';

  const save = async () => {
    if (!purchase || busy || made) return;
    const request = purchaseReturnRequest(purchase, qtys, reason, requestId, picked);
    if (!request.ok) {
      setMessage(request.msg);
      announce(request.msg);
      return;
    }
    setBusy(true);
    const result = await savePurchaseReturn(request.body);
    setBusy(false);
    if (!result.ok) {
      const refusal = result.network ? 'Could not reach the server. Please try again.' : result.msg;
      setMessage(refusal);
      announce(refusal);
      return;
    }
    setMessage('');
    setMade(result.body);
    announce(`Debit note ${result.body.debit_note_no} saved`);
  };
  const saveRef = useRef(save);
  saveRef.current = save;
  const madeId = made?.debit_note_id;
  const lines = purchase?.lines;

  const commands = useMemo<Command[]>(() => {
    const list: Command[] = [];
    if (madeId) {
      list.push({
        id: 'purchase-return.print',
        title: 'Print Debit Note',
        group: 'Screen',
        keywords: ['print', 'debit note'],
        kbd: 'ctrl+p',
        run: () => openInNewTab(`/debitnote/${madeId}`),
      });
    } else {
      list.push({
        id: 'purchase-return.save',
        title: 'Save',
        group: 'Screen',
        keywords: ['save', 'debit note'],
        kbd: 'ctrl+s, f9',
        run: () => void saveRef.current(),
      });
    }
    if (!madeId && lines) {
      list.push({
        id: 'purchase-return.unit-serials',
        title: 'Unit serials of the line',
        group: 'Screen',
        keywords: ['unit serials', 'serial numbers'],
        kbd: 'alt+n',
        run: () => {
          // The focused row's line; else the first line that sends back units by serial.
          const focused = document.activeElement;
          const rowId = focused instanceof HTMLElement ? focused.closest<HTMLElement>('[data-line-id]')?.dataset.lineId : undefined;
          const line = lines.find((l) => l.purchase_detail_id === rowId) ?? lines.find(picksUnits);
          if (!line) return announce(UNIT_SERIAL_MESSAGES.notTracked(lines[0]?.product_name ?? ''));
          if (!line.track_unit_serials) return announce(UNIT_SERIAL_MESSAGES.notTracked(line.product_name));
          if (!picksUnits(line)) return announce(UNIT_SERIAL_MESSAGES.noneInStockOnLine(line.product_name));
          setUnitsOf(line.purchase_detail_id);
        },
      });
    }
    list.push({ id: 'purchase-return.back', title: 'Back', group: 'Screen', keywords: ['back', 'cancel'], kbd: 'escape', run: () => go(back) });
    return list;
  }, [madeId, lines, go, back]);
  useScreenCommands('purchase-return', commands);

  if (!purchase) {
    return (
      <section className="rec-screen" aria-labelledby="purchase-return-title">
        <RecordHead id="purchase-return-title" title="Purchase Return" />
        {!reply.ok && <LoadFailure reply={reply} back="/purchaselist" />}
      </section>
    );
  }

  /** What this return sends back on a line: its units picked, else its typed quantity. */
  const returnedNow = (line: (typeof purchase.lines)[number]) =>
    picksUnits(line) ? (picked[line.purchase_detail_id] ?? []).length : Number(qtys[line.purchase_detail_id] || 0);
  const unitsLine = purchase.lines.find((l) => l.purchase_detail_id === unitsOf);

  const focusLine = (index: number) => {
    if (index >= purchase.lines.length) reasonInput.current?.focus();
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
      focusLine(purchase.lines.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void saveRef.current();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      go(back);
    }
  };

  return (
    <section className="rec-screen" aria-labelledby="purchase-return-title">
      <RecordHead id="purchase-return-title" title="Purchase Return">
        {made ? (
          <PathLink to={`/debitnote/${made.debit_note_id}`} newTab className="rec-action">
            Print Debit Note<kbd aria-hidden="true">Ctrl+P</kbd>
          </PathLink>
        ) : (
          <button type="button" className="rec-action" onClick={() => void save()} disabled={busy}>
            Save<kbd aria-hidden="true">Ctrl+S</kbd>
          </button>
        )}
        <PathLink to={back} className="rec-action">
          Back<kbd aria-hidden="true">Esc</kbd>
        </PathLink>
      </RecordHead>
      <dl className="rec-facts" aria-label="Purchase">
        <dt>Purchase ID</dt>
        <dd>{purchase.purchase_id}</dd>
        <dt>Date</dt>
        <dd>{purchase.orderdate}</dd>
        <dt>Supplier</dt>
        <dd>{purchase.supplier_name}</dd>
        <dt>Total</dt>
        <dd>₹{rupeesShown(purchase.total)}</dd>
        <dt>Balance</dt>
        <dd>₹{rupeesShown(purchase.balance)}</dd>
      </dl>
      <table className="rec-table" aria-label="Lines">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="num">
              Purchase Rate
            </th>
            <th scope="col" className="num">
              Bought
            </th>
            <th scope="col" className="num">
              Returned
            </th>
            <th scope="col" className="num">
              In Stock
            </th>
            <th scope="col" className="num">
              Return Qty
            </th>
          </tr>
        </thead>
        <tbody>
          {purchase.lines.map((line, index) => (
            <tr key={line.purchase_detail_id} data-line-id={line.purchase_detail_id}>
              <td>
                {line.product_name} {line.serial_no && <span className="rec-dim rec-code">{line.serial_no}</span>}
                {picksUnits(line) && (
                  <div className="rec-dim rec-code">
                    {(picked[line.purchase_detail_id] ?? []).length === 0
                      ? `S/N: pick the units going back (Alt+N); in stock ${line.unit_serials_in_stock.join(', ')}`
                      : unitSerialsCaption(picked[line.purchase_detail_id] ?? [])}
                  </div>
                )}
              </td>
              <td className="num">{rupeesShown(line.amount_per_product)}</td>
              <td className="num">{line.qty}</td>
              <td className="num">{made ? Number(line.returned) + returnedNow(line) : line.returned}</td>
              <td className="num">{made ? Number(line.stock) - returnedNow(line) : line.stock}</td>
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
                  placeholder={`0 of ${line.returnable}`}
                  readOnly={picksUnits(line)}
                  value={picksUnits(line) ? String((picked[line.purchase_detail_id] ?? []).length || '') : (qtys[line.purchase_detail_id] ?? '')}
                  onChange={(event) => setQtys((was) => ({ ...was, [line.purchase_detail_id]: event.target.value.replace(/\D/g, '') }))}
                  onKeyDown={onLineKey(index)}
                />
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
      </div>
      {unitsLine && (
        <UnitSerialsEntry
          productName={unitsLine.product_name}
          serials={picked[unitsLine.purchase_detail_id] ?? []}
          choices={unitsLine.unit_serials_in_stock}
          add={(text) => {
            const pick = pickUnitSerial(unitsLine.unit_serials_in_stock, picked[unitsLine.purchase_detail_id] ?? [], text);
            if (!pick.ok) return pick.message;
            setPicked((was) => ({ ...was, [unitsLine.purchase_detail_id]: [...(was[unitsLine.purchase_detail_id] ?? []), pick.serial] }));
            return '';
          }}
          remove={(serial) =>
            setPicked((was) => ({ ...was, [unitsLine.purchase_detail_id]: (was[unitsLine.purchase_detail_id] ?? []).filter((s) => s !== serial) }))
          }
          onClose={() => setUnitsOf(null)}
          onClosed={() => focusLine(purchase.lines.indexOf(unitsLine))}
        />
      )}
      {message && (
        <p className="rec-error" role="alert">
          {message}
        </p>
      )}
      {made && (
        <p className="rec-saved" role="status">
          Debit note {made.debit_note_no} saved: ₹{rupeesShown(made.total)}
        </p>
      )}
      {purchase.debit_notes.length > 0 && (
        <p className="rec-dim">
          Earlier debit notes:{' '}
          {purchase.debit_notes.map((n) => (
            <span key={n.debit_note_id}>
              <PathLink to={`/debitnote/${n.debit_note_id}`} newTab>
                {n.debit_note_no} ({n.dn_date}, ₹{rupeesShown(n.total)})
              </PathLink>{' '}
            </span>
          ))}
        </p>
      )}
    </section>
  );
}
