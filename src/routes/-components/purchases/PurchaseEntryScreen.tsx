// /addpurchase and /editpurchase/{order_id} (back-office §2, §4, §5): supplier, date, entry by serial (or scanner) or
// by name, the item table (Sno, Item, Purchase Rate, Qty, Total, Del), GST %, Subtotal, GST Amount, Grand Total, Save.
// Built from the billing screen's parts: its message line (BillMessage: the status line's last message), loading
// overlay, totals rows, cells (CellInput), name suggestions, scanner capture, terminal log and keys.
import '../../../styles/billing.css';
import '../../../styles/records.css';
import './purchases.css';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { suggest } from '../../../../core/cart/cart.catalogue';
import { toDmy, todayInKolkata } from '../../../../core/dates';
import { formatIndian } from '../../../../core/money';
import { formatPercentShort } from '../../../../core/percent';
import { evolvePurchase, initialPurchase, PURCHASE_MESSAGES, purchaseCartTotals, type PurchaseSupplier } from '../../../../core/purchase';
import type { PurchaseJournal } from '../../../../core/purchase/purchase.journal';
import { UNIT_SERIAL_MESSAGES, unitSerialsCaption } from '../../../../core/unit-serials';
import { describePurchaseEvent } from '../../../../core/purchase/purchase.describe';
import { SUPPLIER_INVOICE_NO_MAX } from '../../../../core/purchase/purchase.supplier-invoice';
import { createEventLog } from '../../../billing/journal-log';
import { fetchSupplierList, type SupplierRecord } from '../../../api/suppliers';
import { SCANNER_RULES } from '../../../billing/scanner';
import { useFunctionKeysKept, useScannerCapture } from '../../../billing/useScannerCapture';
import { formatKbd } from '../../../commands/keys';
import type { Command } from '../../../commands/types';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { showAlert } from '../../../ui/alerts';
import { ChoiceSelect, type Choice } from '../../../ui/ChoiceSelect';
import { DateField } from '../../../ui/DateField';
import { ConfirmDialog } from '../../../ui/records/ConfirmDialog';
import { PathLink, useGo } from '../../../ui/records/PathLink';
import { announce } from '../../../ui/status';
import { BillMessage } from '../billing/BillMessage';
import { CellInput } from '../billing/CellInput';
import { Row as TotalsRow } from '../billing/TotalsPanel';
import { EventLog, LOG_LINES_SHOWN } from '../billing/JournalLog';
import { KeyHints } from '../billing/KeyStrip';
import { UnitSerialsEntry } from '../billing/UnitSerialsEntry';
import { comboboxProps, moveHighlight, Suggestions } from '../../../ui/Suggestions';
import { AddSupplierDialog } from './AddSupplierDialog';
import { useDocumentTitle } from '../../../ui/document-title';
import { usePurchaseCart } from './usePurchaseCart';
import { useRootClass } from '../../../ui/root-class';

const rupees = (paise: number) => formatIndian(paise);

const SUPPLIER_ID = 'purchase-supplier';

const purchaseLog = () => createEventLog({ initialState: initialPurchase, evolve: evolvePurchase, describe: describePurchaseEvent });

/** The line added (or added to) last, for Alt+N straight after a scan. */
function recentPurchaseLineId(journal: PurchaseJournal): string | null {
  for (let i = journal.cursor - 1; i >= 0; i -= 1) {
    const event = journal.events[i];
    if (event?.type === 'ProductAdded') return event.line.lineId;
    if (event?.type === 'QuantityIncreased') return event.lineId;
  }
  return null;
}

export function PurchaseEntryScreen({ purchaseId }: { purchaseId?: string }) {
  // Laid out as a billing screen (billing.css): fills the window, no key list in the status line.
  useRootClass('on-billing');
  const actor = usePurchaseCart(purchaseId);
  const go = useGo();
  const state = useSelector(actor, (s) => s);
  const { purchase, catalogue, message } = state.context;
  const totals = useMemo(() => purchaseCartTotals(purchase), [purchase]);
  const busy = state.matches('saving') || state.matches('deletingLine');
  const loading = state.matches('loading') || state.matches('loadingPurchase');

  const [suppliers, setSuppliers] = useState<SupplierRecord[]>([]);
  const [serial, setSerial] = useState('');
  const [name, setName] = useState('');
  const [active, setActive] = useState(0);
  const [adding, setAdding] = useState(false);
  const [confirmLine, setConfirmLine] = useState<string | null>(null);
  // Issue 33 item 4: the line whose unit serials are being scanned (Alt+N).
  const [unitSerialsOf, setUnitSerialsOf] = useState<string | null>(null);
  const screenRef = useRef<HTMLElement>(null);
  const serialRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  // The supplier as it was when the last run of quick keys began in the Supplier list: a scanner burst landing there
  // picks a supplier by typeahead on its first letter, and is undone when the burst is taken as a scan.
  const supplierRun = useRef<{ at: number; before: PurchaseSupplier | null } | null>(null);
  const gstRef = useRef<HTMLInputElement>(null);
  const invoiceNoRef = useRef<HTMLInputElement>(null);
  // The supplier's invoice number as typed; it goes into the journal when the field is left or Enter is pressed.
  const [invoiceNo, setInvoiceNo] = useState<string | null>(null);

  const loadSuppliers = () => fetchSupplierList().then((reply) => reply.ok && setSuppliers(reply.body));
  useEffect(() => {
    void loadSuppliers();
  }, []);
  useEffect(() => {
    if (message) announce(message);
  }, [message, state.context.journal]);
  useEffect(() => {
    const done = actor.on('purchaseSaved', () => {
      showAlert(PURCHASE_MESSAGES.saved);
      // An edited purchase goes back to the list; a new one leaves the screen ready for the next.
      if (purchaseId) go('/purchaselist');
    });
    return () => done.unsubscribe();
  }, [actor, purchaseId, go]);

  const suggestions = useMemo(() => suggest(catalogue.index, name), [catalogue, name]);
  const [describeLog] = useState(purchaseLog);
  const { journal } = state.context;
  const logEntries = useMemo(() => describeLog(journal, LOG_LINES_SHOWN), [describeLog, journal]);
  const scan = (text: string): boolean => {
    const before = actor.getSnapshot().context.journal;
    actor.send({ type: 'SCAN', serial: text });
    return actor.getSnapshot().context.journal !== before;
  };
  const supplierTyped = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key.length !== 1 || event.ctrlKey || event.altKey || event.metaKey) return;
    const run = supplierRun.current;
    if (run && event.timeStamp - run.at < SCANNER_RULES.maxGapMs) run.at = event.timeStamp;
    else supplierRun.current = { at: event.timeStamp, before: actor.getSnapshot().context.purchase.supplier };
  };
  useScannerCapture(screenRef, serialRef, (text) => {
    const inSupplier = document.activeElement?.id === SUPPLIER_ID ? supplierRun.current : null;
    if (!scan(text)) return false;
    const now = actor.getSnapshot().context.purchase.supplier;
    if (inSupplier && now?.supplierId !== inSupplier.before?.supplierId) {
      actor.send(inSupplier.before ? { type: 'SELECT_SUPPLIER', supplier: inSupplier.before } : { type: 'CLEAR_SUPPLIER' });
    }
    supplierRun.current = null;
    serialRef.current?.focus();
    return true;
  });
  useFunctionKeysKept();

  const live = useRef({ busy });
  live.current = { busy };
  const commands = useMemo<Command[]>(() => {
    const cmd = (id: string, title: string, kbd: string, run: () => void): Command => ({
      id: `purchase.${id}`,
      title,
      group: 'Screen',
      keywords: [title.toLowerCase()],
      kbd,
      run: () => run(),
    });
    return [
      cmd('focus-serial', 'Serial No', 'f2', () => serialRef.current?.focus()),
      cmd('focus-name', 'Product Name', 'f3', () => nameRef.current?.focus()),
      cmd('focus-supplier', 'Supplier', 'f4', () => document.getElementById(SUPPLIER_ID)?.focus()),
      cmd('focus-gst', 'GST %', 'f6', () => gstRef.current?.focus()),
      cmd('focus-supplier-invoice', 'Supplier Invoice No', 'f7', () => invoiceNoRef.current?.focus()),
      cmd('save', 'Save', 'f9, ctrl+s', () => {
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        if (!live.current.busy) actor.send({ type: 'SAVE' });
      }),
      cmd('undo', 'Undo', 'ctrl+z', () => actor.send({ type: 'UNDO' })),
      cmd('redo', 'Redo', 'ctrl+shift+z', () => actor.send({ type: 'REDO' })),
      cmd('add-supplier', 'Add Supplier', 'alt+c', () => setAdding(true)),
      cmd('unit-serials', 'Unit serials of the line', 'alt+n', () => {
        // The focused row's line; else the line added last (scan the product, then Alt+N for its units).
        const focused = document.activeElement;
        const rowId = focused instanceof HTMLElement ? focused.closest<HTMLElement>('[data-line-id]')?.dataset.lineId : undefined;
        const { purchase: now, journal: stored } = actor.getSnapshot().context;
        const line = now.lines.find((l) => l.lineId === (rowId ?? recentPurchaseLineId(stored))) ?? now.lines[now.lines.length - 1];
        if (!line) return announce('No line yet: scan a product first (F2).');
        if (line.unitSerials === undefined) return announce(UNIT_SERIAL_MESSAGES.notTracked(line.productName));
        if (line.odId !== null) return announce(PURCHASE_MESSAGES.lineLocked);
        setUnitSerialsOf(line.lineId);
      }),
      cmd('back', 'Back', 'escape', () => go('/purchaselist')),
    ];
  }, [actor, go]);
  useScreenCommands('purchase', commands);

  const onSerialKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (serial.trim() !== '' && scan(serial)) setSerial('');
  };
  const pick = (index: number) => {
    const product = suggestions[index];
    if (!product) return;
    actor.send({ type: 'ADD_BY_NAME', productId: product.productId });
    setName('');
    setActive(0);
  };
  const onNameKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const moved = moveHighlight(event.key, active, suggestions.length);
    if (moved !== null) {
      event.preventDefault();
      setActive(moved);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (suggestions.length > 0) pick(active);
      else if (name.trim() !== '') actor.send({ type: 'ADD_BY_NAME', productId: '' });
    }
  };
  const remove = (lineId: string, saved: boolean) => {
    if (saved) setConfirmLine(lineId);
    else actor.send({ type: 'REMOVE_LINE', lineId });
  };
  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, lineId: string, saved: boolean) => {
    if (event.key === 'Delete' && event.target === event.currentTarget) {
      event.preventDefault();
      event.stopPropagation();
      remove(lineId, saved);
    }
  };

  function commitInvoiceNo() {
    if (invoiceNo === null) return;
    actor.send({ type: 'SET_SUPPLIER_INVOICE_NO', invoiceNo });
    setInvoiceNo(null);
  }

  const title = purchaseId ? 'Edit Purchase' : 'Add Purchase';
  const today = todayInKolkata(new Date());
  // The purchase's own supplier is offered even before (or without) the supplier list.
  const supplierChoices: Choice[] = [
    ...(purchase.supplier && !suppliers.some((s) => s.id === purchase.supplier?.supplierId)
      ? [{ value: purchase.supplier.supplierId, label: purchase.supplier.name }]
      : []),
    ...suppliers.map((s) => ({ value: s.id, label: s.supplier_name })),
  ];

  useDocumentTitle(title);
  return (
    <section ref={screenRef} className="billing purchase-entry" aria-labelledby="purchase-title" aria-busy={loading || busy}>
      <header className="bill-head">
        <h1 id="purchase-title" className="screen-title">
          {title}
          {purchase.saved && <span className="dim"> · Purchase ID {purchase.saved.purchaseId}</span>}
        </h1>
        <BillMessage toast={null} />
        <PathLink to="/purchaselist" className="rec-action">
          Back<kbd aria-hidden="true">Esc</kbd>
        </PathLink>
      </header>
      <div className="purchase-row">
        <div className="purchase-field">
          <label htmlFor={SUPPLIER_ID}>Supplier</label>
          <ChoiceSelect
            id={SUPPLIER_ID}
            placeholder="Select Supplier"
            value={purchase.supplier?.supplierId ?? ''}
            options={supplierChoices}
            onKeyDown={supplierTyped}
            onChange={(value) => {
              if (value === '') return actor.send({ type: 'CLEAR_SUPPLIER' });
              const chosen = supplierChoices.find((s) => s.value === value);
              if (chosen) actor.send({ type: 'SELECT_SUPPLIER', supplier: { supplierId: chosen.value, name: chosen.label } });
            }}
          />
        </div>
        <button type="button" className="bill-add-customer" onClick={() => setAdding(true)}>
          Add Supplier <kbd aria-hidden="true">{formatKbd('alt+c')}</kbd>
        </button>
        <div className="purchase-field">
          <label htmlFor="purchase-date">Date</label>
          <DateField
            id="purchase-date"
            latest={today}
            value={purchase.orderDate ?? today}
            onChange={(orderDate) => actor.send({ type: 'SET_DATE', orderDate })}
            onRefused={announce}
          />
        </div>
        <div className="purchase-field">
          <label htmlFor="purchase-invoice-no">Supplier Invoice No</label>
          <input
            id="purchase-invoice-no"
            ref={invoiceNoRef}
            autoComplete="off"
            spellCheck={false}
            maxLength={SUPPLIER_INVOICE_NO_MAX}
            value={invoiceNo ?? purchase.supplierInvoiceNo}
            onChange={(e) => setInvoiceNo(e.target.value)}
            onBlur={commitInvoiceNo}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              commitInvoiceNo();
              document.getElementById('purchase-invoice-date')?.focus();
            }}
          />
        </div>
        <div className="purchase-field">
          <label htmlFor="purchase-invoice-date">Supplier Invoice Date</label>
          <DateField
            id="purchase-invoice-date"
            latest={today}
            value={purchase.supplierInvoiceDate}
            onChange={(invoiceDate) => actor.send({ type: 'SET_SUPPLIER_INVOICE_DATE', invoiceDate })}
            onRefused={announce}
          />
        </div>
      </div>
      <div className="purchase-row">
        <div className="purchase-field">
          <label htmlFor="purchase-serial">Serial No</label>
          <input
            id="purchase-serial"
            ref={serialRef}
            autoFocus
            autoComplete="off"
            spellCheck={false}
            value={serial}
            onChange={(e) => setSerial(e.target.value)}
            onKeyDown={onSerialKey}
          />
        </div>
        <div className="purchase-field purchase-name">
          <label htmlFor="purchase-name">Product Name</label>
          <input
            id="purchase-name"
            ref={nameRef}
            data-words
            {...comboboxProps('purchase-suggest', suggestions.length > 0, active)}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setActive(0);
            }}
            onKeyDown={onNameKey}
          />
          <Suggestions
            id="purchase-suggest"
            label="Products"
            items={suggestions.map((p) => ({ key: p.productId, primary: p.name, secondary: p.serialNo, aside: `₹${rupees(p.rate)}` }))}
            active={active}
            onPick={pick}
          />
        </div>
      </div>
      <table className="rec-items" aria-label="Items">
        <thead>
          <tr>
            <th scope="col" className="num">
              Sno
            </th>
            <th scope="col" className="rec-name">
              Item
            </th>
            <th scope="col" className="num">
              Purchase Rate
            </th>
            <th scope="col" className="num">
              Qty
            </th>
            <th scope="col" className="num">
              Total
            </th>
            <th scope="col">Del</th>
          </tr>
        </thead>
        <tbody>
          {purchase.lines.map((line, index) => {
            const saved = line.odId !== null;
            return (
              <tr key={line.lineId} tabIndex={0} data-line-id={line.lineId} onKeyDown={(e) => onRowKey(e, line.lineId, saved)}>
                <td className="num dim">{index + 1}</td>
                <td className="rec-name">
                  {line.productName} <span className="dim rec-code">{line.serialNo}</span>
                  {line.unitSerials !== undefined && (
                    <span className={line.unitSerials.length === line.qty ? 'line-unit-serials dim' : 'line-unit-serials short'}>
                      {' '}
                      {line.unitSerials.length === 0 ? 'S/N: none yet (Alt+N)' : unitSerialsCaption(line.unitSerials)}
                    </span>
                  )}
                </td>
                <td className="num">
                  <CellInput
                    label={`Purchase Rate of ${line.productName}`}
                    value={(line.rate / 100).toFixed(2)}
                    onCommit={(rate) => actor.send({ type: 'SET_RATE', lineId: line.lineId, rate })}
                  />
                </td>
                <td className="num purchase-qty">
                  {saved ? (
                    <input aria-label={`Qty of ${line.productName}`} value={line.qty} readOnly tabIndex={-1} />
                  ) : (
                    <CellInput
                      label={`Qty of ${line.productName}`}
                      inputMode="numeric"
                      value={String(line.qty)}
                      onCommit={(qty) => actor.send({ type: 'SET_QTY', lineId: line.lineId, qty })}
                    />
                  )}
                </td>
                <td className="num">{rupees(totals.lineTotals[index] ?? 0)}</td>
                <td>
                  <button type="button" aria-label={`Delete ${line.productName}`} disabled={busy} onClick={() => remove(line.lineId, saved)}>
                    Del
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {/* The billing screen's totals rows (spec: a GST percentage input, then Subtotal, GST Amount, Grand Total). */}
      <aside className="bill-totals">
        <table aria-label="Totals">
          <tbody>
            <TotalsRow label="Subtotal" amount={totals.subtotal} />
            <TotalsRow
              label="GST Amount"
              rate={
                <CellInput
                  id="purchase-gst"
                  label="GST %"
                  inputRef={gstRef}
                  value={formatPercentShort(purchase.gstBp)}
                  onCommit={(gst) => actor.send({ type: 'SET_GST', gst })}
                />
              }
              amount={totals.gst}
              sign="+"
            />
            <tr className="grand">
              <th scope="row">Grand Total</th>
              <td className="num amount" colSpan={3}>
                {rupees(totals.grandTotal)}
              </td>
            </tr>
          </tbody>
        </table>
      </aside>
      <div className="rec-form-actions">
        <button type="button" className="bill-save" disabled={busy || loading} onClick={() => actor.send({ type: 'SAVE' })}>
          {busy ? 'Saving…' : 'Save'} <kbd aria-hidden="true">F9</kbd>
        </button>
        <span className="purchase-keys">
          <kbd>Delete</kbd> removes the focused line · date {toDmy(purchase.orderDate ?? today)}
        </span>
      </div>
      <EventLog journal={journal} entries={logEntries} />
      <KeyHints commands={commands} />
      {loading && (
        <div className="bill-loading" role="progressbar" aria-label="Loading...">
          <span className="spinner" aria-hidden="true" /> Loading...
        </div>
      )}
      <AddSupplierDialog
        open={adding}
        onOpenChange={setAdding}
        onAdded={(supplier) => {
          setAdding(false);
          setSuppliers((list) => [...list.filter((s) => s.id !== supplier.id), supplier]);
          actor.send({ type: 'SELECT_SUPPLIER', supplier: { supplierId: supplier.id, name: supplier.supplier_name } });
          serialRef.current?.focus();
        }}
      />
      {unitSerialsOf && (
        <UnitSerialsEntry
          productName={purchase.lines.find((l) => l.lineId === unitSerialsOf)?.productName ?? ''}
          serials={purchase.lines.find((l) => l.lineId === unitSerialsOf)?.unitSerials ?? []}
          add={(text) => {
            // A refusal leaves the journal as it was and says why in the message.
            const before = actor.getSnapshot().context.journal;
            actor.send({ type: 'ADD_UNIT_SERIAL', lineId: unitSerialsOf, unitSerial: text });
            const after = actor.getSnapshot().context;
            return after.journal === before ? after.message : '';
          }}
          remove={(unitSerial) => actor.send({ type: 'REMOVE_UNIT_SERIAL', lineId: unitSerialsOf, unitSerial })}
          onClose={() => setUnitSerialsOf(null)}
          onClosed={() => serialRef.current?.focus()}
        />
      )}
      <ConfirmDialog
        open={confirmLine !== null}
        words={{ text: 'Are you sure you want to delete this product?', cancel: 'No', confirm: 'Yes, Delete' }}
        onCancel={() => setConfirmLine(null)}
        onConfirm={() => {
          if (confirmLine) actor.send({ type: 'REMOVE_LINE', lineId: confirmLine });
          setConfirmLine(null);
          serialRef.current?.focus();
        }}
      />
    </section>
  );
}
