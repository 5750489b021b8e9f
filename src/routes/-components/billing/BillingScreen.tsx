// One billing screen for /pos, /estimate, /retailpos and /posretailadd: customer, entry, lines, totals, journal, keys.
import '../../../styles/billing.css';
import { useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { CART_MESSAGES, totals } from '../../../../core/cart';
import { billingCommands } from '../../../billing/billing-commands';
import { recentLineId } from '../../../billing/recent-line';
import { BILLING_SCREENS, type BillingScreenId } from '../../../billing/screens';
import { useBillingCart } from '../../../billing/useBillingCart';
import { useFirstLoad } from '../../../billing/useFirstLoad';
import { useFunctionKeysKept } from '../../../billing/useScannerCapture';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { announce } from '../../../ui/status';
import { AddCustomerDialog, CUSTOMER_ADDED } from './AddCustomerDialog';
import { BillingContext, focusNow, type Billing, type BillingFields } from './billing-context';
import { BillMessage, useToast } from './BillMessage';
import { CustomerPicker } from './CustomerPicker';
import { JournalLog } from './JournalLog';
import { KeyStrip } from './KeyStrip';
import { LineTable } from './LineTable';
import { ManualEntry } from './ManualEntry';
import { ProductEntry } from './ProductEntry';
import { TotalsPanel } from './TotalsPanel';
import { useBillingActions } from './useBillingActions';
import { useNewCustomerSelection } from './useNewCustomerSelection';

export function BillingScreen({ screenId }: { screenId: BillingScreenId }) {
  const config = BILLING_SCREENS[screenId];
  const router = useRouter();
  const actor = useBillingCart(config);
  const screenRef = useRef<HTMLElement>(null);
  const fields: BillingFields = {
    customer: useRef<HTMLInputElement>(null),
    key: useRef<HTMLInputElement>(null),
    name: useRef<HTMLInputElement>(null),
    discount: useRef<HTMLInputElement>(null),
    lines: useRef<HTMLTableSectionElement>(null),
  };
  const leave = () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: '/home' });
  };
  const [billing] = useState<Billing>(() => ({
    actor,
    config,
    fields,
    focus: (field: RefObject<HTMLElement | null>) => focusNow(field.current),
    escape: (from: 'key' | 'field') => (from === 'key' ? leave() : focusNow(fields.key.current)),
  }));
  const [addOpen, setAddOpen] = useState(false);
  const [toast, showToast] = useToast();

  const cart = useSelector(actor, (s) => s.context.cart);
  const sums = useMemo(() => totals(cart), [cart]);
  const message = useSelector(actor, (s) => s.context.message);
  const state = useSelector(actor, (s) => (typeof s.value === 'string' ? s.value : 'editing'));
  const recentId = useSelector(actor, (s) => recentLineId(s.context.journal));
  const loading = useFirstLoad(state === 'loadingCatalogue');

  useEffect(() => announce(message), [message]);
  useEffect(() => {
    // Once loaded, start where the bill starts, unless the cashier has already gone to a field.
    if (loading || (document.activeElement && document.activeElement !== document.body)) return;
    const hasCustomer = actor.getSnapshot().context.cart.customer !== null;
    focusNow((hasCustomer ? billing.fields.key : billing.fields.customer).current);
  }, [loading, actor, billing]);
  useEffect(() => {
    const sub = actor.on('orderSaved', (event) => {
      showToast(CART_MESSAGES.orderSaved, event.body);
      focusNow(billing.fields.key.current);
    });
    return () => sub.unsubscribe();
  }, [actor, billing, showToast]);
  const selectNewCustomer = useNewCustomerSelection(actor, () => focusNow(billing.fields.key.current));
  useFunctionKeysKept();

  const openAddCustomer = useCallback(() => setAddOpen(true), []);
  const actions = useBillingActions(billing, openAddCustomer);
  const commands = useMemo(() => billingCommands(config, actions), [config, actions]);
  useScreenCommands(screenId, commands);

  const busy = state === 'saving';
  return (
    <BillingContext.Provider value={billing}>
      <section ref={screenRef} className="billing" data-mode={config.mode} data-state={state} aria-labelledby="billing-title" aria-busy={loading || busy}>
        <header className="bill-head">
          <h1 id="billing-title" className="screen-title">
            {config.title}
          </h1>
          <BillMessage toast={toast} />
          <button type="button" className="bill-add-customer" onClick={openAddCustomer}>
            Add Customer <kbd aria-hidden="true">Alt+C</kbd>
          </button>
        </header>
        <div className="bill-top">
          <CustomerPicker />
          {config.mode === 'estimate' ? <ManualEntry /> : <ProductEntry screen={screenRef} />}
        </div>
        <div className="bill-body">
          <div className="bill-main">
            <LineTable lines={cart.lines} lineTotals={sums.lineTotals} recentId={recentId} />
            <JournalLog />
          </div>
          <TotalsPanel cart={cart} sums={sums} busy={busy} onSave={actions.save} />
        </div>
        <KeyStrip commands={commands} />
        {loading && (
          <div className="bill-loading" role="progressbar" aria-label="Loading...">
            <span className="spinner" aria-hidden="true" /> Loading...
          </div>
        )}
      </section>
      <AddCustomerDialog
        open={addOpen}
        onOpenChange={setAddOpen}
        onAdded={(userId, form) => {
          setAddOpen(false);
          showToast(CUSTOMER_ADDED, null);
          selectNewCustomer(userId, { userId, name: form.name.trim(), mobile: form.telephone.trim(), state: form.state.trim() });
        }}
      />
    </BillingContext.Provider>
  );
}
