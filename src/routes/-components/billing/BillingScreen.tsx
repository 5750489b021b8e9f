// One billing screen for /pos, /estimate, /retailpos, /posretailadd and the three order editors (the `edit` variant):
// customer, entry, lines, totals, journal, keys.
import '../../../styles/billing.css';
import { useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { billName } from '../../../../core/bill-series';
import { CART_MESSAGES, isLocked, totals, validateForSave, type CartMode } from '../../../../core/cart';
import { counterRetailPrint, quotationFor, setQuotationFor, type SavedBill } from '../../../api/pos';
import { fetchOrderDetail } from '../../../api/orders';
import { quotationAtCounter } from '../../../billing/quotation-bill';
import { counterPrintPath, openCounterPrint, type SavedAtCounter } from '../../../billing/counter-print';
import { shareBill } from '../../../share/bill-share';
import { createStore } from '../../../ui/store';
import { TenderHost } from './TenderHost';
import { useCustomerCredit } from '../../../billing/useCustomerCredit';
import { isApprovalHeld, isApprovalRefusal, isCreditLimitRefusal } from '../../../../core/credit-limit';
import CreditApprovalDialog, { type ApprovalAsk } from './CreditApprovalDialog';
import DrawerDialog from './DrawerDialog';
import { drawerCommands, printSavedReceipt, tookCash } from '../../../billing/counter-devices';
import { billingCommands } from '../../../billing/billing-commands';
import { recentLineId } from '../../../billing/recent-line';
import { BILLING_SCREENS, editScreenConfig, type NewBillScreenId } from '../../../billing/screens';
import { useBillingCart } from '../../../billing/useBillingCart';
import { useEditedBill } from '../../../billing/useEditedBill';
import { useFirstLoad } from '../../../billing/useFirstLoad';
import { useFunctionKeysKept } from '../../../billing/useScannerCapture';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { ConfirmDialog } from '../../../ui/records/ConfirmDialog';
import { announce, lastMessage } from '../../../ui/status';
import { AddCustomerDialog, CUSTOMER_ADDED } from './AddCustomerDialog';
import { BillDateField } from './BillDateField';
import { BillingContext, focusNow, type Billing, type BillingFields } from './billing-context';
import { BillMessage, useToast } from './BillMessage';
import { CustomerPicker } from './CustomerPicker';
import { JournalLog } from './JournalLog';
import { KeyStrip } from './KeyStrip';
import { LineTable } from './LineTable';
import { ManualEntry } from './ManualEntry';
import { ProductEntry } from './ProductEntry';
import { TotalsPanel } from './TotalsPanel';
import { UnitSerialsDialog } from './UnitSerialsDialog';
import { UNIT_SERIAL_MESSAGES } from '../../../../core/unit-serials';
import { useBillingActions } from './useBillingActions';
import { useDocumentTitle } from '../../../ui/document-title';
import { useNewCustomerSelection } from './useNewCustomerSelection';
import { useRootClass } from '../../../ui/root-class';

/** A new bill (screenId), or an order already saved (edit: its mode and order id). */
export type BillingScreenProps = { screenId: NewBillScreenId; edit?: undefined } | { edit: { mode: CartMode; orderId: string }; screenId?: undefined };

const DELETE_WORDS = { text: CART_MESSAGES.deleteConfirm, cancel: 'No', confirm: 'Yes, Delete' };
/** Esc with nothing open on a bill with lines (issue 32): the bill is kept on this till either way. */
const LEAVE_WORDS = { text: 'Leave this bill? Its lines are kept here for when you come back.', cancel: 'Stay', confirm: 'Leave' };

export function BillingScreen(props: BillingScreenProps) {
  useRootClass('on-billing');
  const [config] = useState(() => (props.edit ? editScreenConfig(props.edit.mode, props.edit.orderId) : BILLING_SCREENS[props.screenId]));
  const screenId = config.id;
  const router = useRouter();
  const actor = useBillingCart(config);
  // Set once an editor is leaving (saved, or refused on opening): the status line keeps its message (see below).
  const leaving = useRef(false);
  const edited = useEditedBill(actor, config, (refusal) => {
    // A bill this user may not edit for its date (issue 32): said at once and back to its details, before any typing.
    if (!config.edit) return;
    leaving.current = true;
    announce(refusal);
    router.history.push(config.edit.back);
  });
  const [deleting, setDeleting] = useState<{ lineId: string; busy: boolean } | null>(null);
  const screenRef = useRef<HTMLElement>(null);
  const fields: BillingFields = {
    customer: useRef<HTMLInputElement>(null),
    key: useRef<HTMLInputElement>(null),
    name: useRef<HTMLInputElement>(null),
    discount: useRef<HTMLInputElement>(null),
    lines: useRef<HTMLTableSectionElement>(null),
    date: useRef<HTMLInputElement>(null),
  };
  const leave = () => {
    // An editor always returns to its bill's details page.
    if (config.edit) router.history.push(config.edit.back);
    else if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: '/home' });
  };
  const [toast, showToast, dismissToast] = useToast();
  const [askLeave, setAskLeave] = useState(false);
  /**
   * Esc with nothing left to clear in a field (issue 32): a message shown is closed first; then the screen is left,
   * after a confirm when the bill has lines not yet saved. Esc in a dialog or a field's list closes that (their own keys).
   */
  const escapeFromKey = useRef(() => {});
  escapeFromKey.current = () => {
    if (toast !== null || lastMessage.get() !== '') {
      dismissToast();
      announce('');
      return;
    }
    if (actor.getSnapshot().context.cart.lines.some((line) => !isLocked(line))) setAskLeave(true);
    else leave();
  };
  const [billing] = useState<Billing>(() => ({
    actor,
    config,
    fields,
    focus: (field: RefObject<HTMLElement | null>) => focusNow(field.current),
    escape: (from: 'key' | 'field') => (from === 'key' ? escapeFromKey.current() : focusNow(fields.key.current)),
    focusLine: { current: null },
    askDeleteSavedLine: config.edit ? (lineId: string) => setDeleting({ lineId, busy: false }) : undefined,
  }));
  const [addOpen, setAddOpen] = useState(false);
  // Outside React state: opening the tender renders only its host, never the lines or the entry fields.
  const [tenderOpen] = useState(() => createStore(false));
  const lastSaved = useRef<SavedAtCounter | null>(null);
  const credit = useCustomerCredit(actor);
  // A save refused for the credit limit offers the owner's approval; a refused approval asks again.
  const [approval, setApproval] = useState<ApprovalAsk | null>(null);
  const lastRefusal = useRef('');
  useEffect(() => {
    const sub = actor.on('saveRefused', ({ code, msg }) => {
      if (isCreditLimitRefusal(code, msg)) {
        lastRefusal.current = msg;
        setApproval({ refusal: msg, problem: '' });
      } else if ((isApprovalRefusal(code, msg) || isApprovalHeld(code, msg)) && lastRefusal.current !== '') {
        // A wrong password, or too many of them (the sign-in throttle's wait): asked again, with the reason.
        setApproval({ refusal: lastRefusal.current, problem: msg });
      }
    });
    return () => sub.unsubscribe();
  }, [actor]);

  const cart = useSelector(actor, (s) => s.context.cart);
  const sums = useMemo(() => totals(cart), [cart]);
  const message = useSelector(actor, (s) => s.context.message);
  const state = useSelector(actor, (s) => (typeof s.value === 'string' ? s.value : 'editing'));
  const recentId = useSelector(actor, (s) => recentLineId(s.context.journal));
  const loading = useFirstLoad(state === 'loadingCatalogue' || edited.loading);

  // Once an editor has saved and is leaving, the status line keeps its "Order saved successfully!"; the shell may
  // remount the editor for a moment while it swaps the chrome back in, and that empty mount must not clear it.
  const shown = useRef<string | null>(config.edit ? '' : null);
  useEffect(() => {
    if (leaving.current || message === shown.current) return;
    shown.current = message;
    announce(message);
  }, [message]);
  useEffect(() => {
    // Once loaded, start where the bill starts, unless the cashier has already gone to a field.
    if (loading || (document.activeElement && document.activeElement !== document.body)) return;
    const hasCustomer = actor.getSnapshot().context.cart.customer !== null;
    focusNow((hasCustomer ? billing.fields.key : billing.fields.customer).current);
  }, [loading, actor, billing]);
  useEffect(() => {
    const sub = actor.on('orderSaved', (event) => {
      if (config.edit) {
        // The editor is done: the saved bill is shown on its details page, with the message in the status line.
        leaving.current = true;
        announce(CART_MESSAGES.orderSaved);
        router.history.push(config.edit.back);
        return;
      }
      const bill = event.body as Partial<SavedBill> | null;
      if (bill?.order_id) lastSaved.current = { orderId: String(bill.order_id), billNo: String(bill.bill_no ?? ''), mode: config.mode };
      // The till's receipt printer (issue 33), after the save has returned: its message never touches the saved bill.
      if (lastSaved.current)
        void printSavedReceipt(lastSaved.current, tookCash(bill?.payments), counterRetailPrint()).then((printed) => printed !== null && announce(printed));
      showToast(CART_MESSAGES.orderSaved, event.body);
      focusNow(billing.fields.key.current);
    });
    return () => sub.unsubscribe();
  }, [actor, billing, config, router, showToast]);
  // A quotation to bill (its details' B key, issue 32): once the counter is ready, its customer and lines are taken
  // into the cart through the cart's own commands (so the journal records them); lines naming no product are listed.
  const [quotationRefused, setQuotationRefused] = useState<string[]>([]);
  useEffect(() => {
    if (config.mode !== 'gst' || config.edit || state !== 'editing') return;
    const quotationId = quotationFor('to-open');
    if (!quotationId) return;
    setQuotationFor('to-open', null);
    void (async () => {
      const reply = await fetchOrderDetail('estimate', quotationId);
      if (!reply.ok) return announce(reply.network ? 'Could not reach the server. Please try again.' : reply.msg);
      const quotation = reply.body;
      if (quotation.billed_bill_no) return announce(`Quotation no. ${quotation.bill_no} is already billed as bill no. ${quotation.billed_bill_no}.`);
      const before = actor.getSnapshot().context;
      if (before.cart.lines.length > 0) return announce(`Save or clear the bill on the counter first, then bill quotation no. ${quotation.bill_no} again.`);
      const seeded = quotationAtCounter(quotation, before.catalogue);
      if (seeded.customer) actor.send({ type: 'SELECT_CUSTOMER', customer: seeded.customer });
      for (const line of seeded.lines) {
        actor.send({ type: 'ADD_BY_NAME', productId: line.productId, qty: line.qty });
        const added = actor.getSnapshot().context.cart.lines.find((l) => l.productId === line.productId);
        if (added && line.rate) actor.send({ type: 'SET_RATE', lineId: added.lineId, rate: line.rate });
      }
      setQuotationFor('billing', quotationId);
      setQuotationRefused(seeded.refused);
      const notBilled = seeded.refused.length > 0 ? `; ${seeded.refused.length} not billed (listed below the lines)` : '';
      announce(`Quotation no. ${quotation.bill_no}: ${seeded.lines.length} line${seeded.lines.length === 1 ? '' : 's'} on the bill${notBilled}.`);
    })();
  }, [state, actor, config]);
  const confirmDelete = async () => {
    if (!deleting || deleting.busy) return;
    setDeleting({ ...deleting, busy: true });
    await edited.deleteLine(deleting.lineId);
    setDeleting(null);
    focusNow(billing.fields.key.current);
  };
  const selectNewCustomer = useNewCustomerSelection(actor, () => focusNow(billing.fields.key.current));
  useFunctionKeysKept();

  const openAddCustomer = useCallback(() => setAddOpen(true), []);
  const [unitSerialsOf, setUnitSerialsOf] = useState<string | null>(null);
  const billingActions = useBillingActions(billing, openAddCustomer);
  const actions = useMemo(
    () => ({
      ...billingActions,
      tender: () => {
        // A value still being typed in a cell counts; a bill that cannot be saved says why, as F9 would.
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        if (!validateForSave(actor.getSnapshot().context.cart).ok) return billingActions.save();
        tenderOpen.set(true);
      },
      unitSerials: () => {
        // The focused row's line; else the line added last (scan the product, then Alt+N for its units).
        const active = document.activeElement;
        const rowId = active instanceof HTMLElement ? active.closest<HTMLElement>('[data-line-id]')?.dataset.lineId : undefined;
        const { cart: now, journal } = actor.getSnapshot().context;
        const line = now.lines.find((l) => l.lineId === (rowId ?? recentLineId(journal))) ?? now.lines[now.lines.length - 1];
        if (!line) return announce('No line yet: scan a product first (F2).');
        if (line.unitSerials === undefined || isLocked(line)) return announce(UNIT_SERIAL_MESSAGES.notTracked(line.productName));
        setUnitSerialsOf(line.lineId);
      },
      printLast: () => {
        const saved = lastSaved.current;
        if (!saved) return announce('No bill saved here yet: save one (F9), then Ctrl+P prints it.');
        if (!openCounterPrint(counterPrintPath(saved, counterRetailPrint()))) announce('The print window was blocked: allow pop-ups for this site.');
      },
      shareLast: () => {
        const saved = lastSaved.current;
        if (!saved) return announce('No bill saved here yet: save one (F9), then Alt+W shares it on WhatsApp.');
        void shareBill(saved.orderId).then(announce);
      },
    }),
    [actor, billingActions, tenderOpen],
  );
  const [drawerAsk, setDrawerAsk] = useState(false);
  const commands = useMemo(
    () => [...billingCommands(config, actions), ...drawerCommands(config.mode, config.edit !== undefined, () => setDrawerAsk(true))],
    [config, actions],
  );
  useScreenCommands(screenId, commands);
  // An editor names its bill by the number printed on it (issue 32: "GST 103", "R-31", "Quotation 26"), once it is read;
  // the internal order id stays in the path and the calls.
  const billNo = cart.savedOrder?.billNo ?? '';
  const editedName = config.edit && billNo !== '' ? billName(config.mode, billNo) : null;
  useDocumentTitle(editedName ? `${config.title} · ${editedName}` : config.title);

  const busy = state === 'saving';
  return (
    <BillingContext.Provider value={billing}>
      <section ref={screenRef} className="billing" data-mode={config.mode} data-state={state} aria-labelledby="billing-title" aria-busy={loading || busy}>
        <header className="bill-head">
          <h1 id="billing-title" className="screen-title">
            {config.title}
            {editedName && <span className="dim"> · {editedName}</span>}
          </h1>
          <BillMessage toast={toast} share={!config.edit && config.mode !== 'estimate'} />
          <button type="button" className="bill-add-customer" onClick={openAddCustomer}>
            Add Customer <kbd aria-hidden="true">Alt+C</kbd>
          </button>
          {config.edit && (
            <button type="button" className="bill-add-customer" onClick={leave}>
              Back <kbd aria-hidden="true">Esc</kbd>
            </button>
          )}
        </header>
        {/* A form of its own: the browser's autofill, on every scanned key, reads the fields of the form the key went
            into (or, with no form, every field on the page: the totals' and a line's editor as well). Nothing submits. */}
        <form className="bill-top" autoComplete="off" noValidate onSubmit={(event) => event.preventDefault()}>
          <CustomerPicker credit={credit} />
          {config.edit && <BillDateField />}
          {config.mode === 'estimate' ? <ManualEntry /> : <ProductEntry screen={screenRef} />}
        </form>
        <div className="bill-body">
          <div className="bill-main">
            <LineTable lines={cart.lines} lineTotals={sums.lineTotals} recentId={recentId} billGstBp={cart.rates.gstBp} />
            <JournalLog />
          </div>
          <TotalsPanel cart={cart} sums={sums} busy={busy} onSave={actions.save} credit={credit} />
        </div>
        {quotationRefused.length > 0 && (
          <ul className="bill-quotation-refused" aria-label="Quotation lines not billed">
            {quotationRefused.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
        <KeyStrip commands={commands} />
        <TenderHost open={tenderOpen} />
        {unitSerialsOf && (
          <UnitSerialsDialog lineId={unitSerialsOf} onClose={() => setUnitSerialsOf(null)} onClosed={() => focusNow(billing.fields.key.current)} />
        )}
        {approval && (
          <CreditApprovalDialog
            ask={approval}
            onApprove={(creditApproval) => {
              setApproval(null);
              actor.send({ type: 'SAVE', creditApproval });
            }}
            onClose={() => setApproval(null)}
            onClosed={() => focusNow(billing.fields.key.current)}
          />
        )}
        {drawerAsk && (
          <DrawerDialog
            onDone={(done) => {
              setDrawerAsk(false);
              if (done !== '') announce(done);
              focusNow(billing.fields.key.current);
            }}
          />
        )}
        {loading && (
          <div className="bill-loading" role="progressbar" aria-label="Loading...">
            <span className="spinner" aria-hidden="true" /> Loading...
          </div>
        )}
      </section>
      {config.edit && (
        <ConfirmDialog
          open={deleting !== null}
          words={DELETE_WORDS}
          busy={deleting?.busy}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete()}
        />
      )}
      <ConfirmDialog
        open={askLeave}
        words={LEAVE_WORDS}
        onCancel={() => setAskLeave(false)}
        onConfirm={() => {
          setAskLeave(false);
          leave();
        }}
        onClosed={() => focusNow(billing.fields.key.current)}
      />
      <AddCustomerDialog
        open={addOpen}
        onOpenChange={setAddOpen}
        onAdded={(userId, form, state) => {
          setAddOpen(false);
          showToast(CUSTOMER_ADDED, null);
          selectNewCustomer(userId, { userId, name: form.name.trim(), mobile: form.telephone.trim(), state });
        }}
      />
    </BillingContext.Provider>
  );
}
