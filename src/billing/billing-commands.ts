// The billing keys of DESIGN §7 as screen commands: one kbd field binds the key, and the palette and key strip show it.
import type { Command } from '../commands/types';
import type { BillingScreenConfig } from './screens';

export interface BillingActions {
  focusKey(): void;
  focusName(): void;
  focusCustomer(): void;
  focusDiscount(): void;
  focusLines(): void;
  save(): void;
  undo(): void;
  redo(): void;
  removeFocusedLine(): void;
  back(): void;
  addCustomer(): void;
  /** The editors' bill date field. */
  focusDate?(): void;
  /** New GST and retail bills: take the money (cash, UPI, card) and save. */
  tender?(): void;
  /** New bills: print the bill saved last at this counter, without leaving it. */
  printLast?(): void;
  /** New GST and retail bills: share the bill saved last at this counter on WhatsApp (issue 33 item 5). */
  shareLast?(): void;
  /** The GST and retail counters: the unit serials of the focused (or last added) line, for a product that tracks them. */
  unitSerials?(): void;
}

/** Short names for the on-screen key strip, by command id (the key field is named by the screen's keyLabel). */
export const KEY_STRIP_NAMES: Readonly<Record<string, string>> = {
  'billing.focus-key': 'Serial No',
  'billing.focus-name': 'Name',
  'billing.focus-customer': 'Customer',
  'billing.focus-discount': 'Discount',
  'billing.focus-lines': 'Lines',
  'billing.save': 'Save',
  'billing.undo': 'Undo',
  'billing.redo': 'Redo',
  'billing.remove-line': 'Remove line',
  'billing.back': 'Back',
  'billing.add-customer': 'Add customer',
  'billing.focus-date': 'Bill date',
  'billing.tender': 'Tender',
  'billing.print-last': 'Print bill',
  'billing.share-last': 'WhatsApp',
  'billing.unit-serials': 'Unit serials',
};

const screen = (id: string, title: string, kbd: string, keywords: string[], run: () => void): Command => ({
  id,
  title,
  group: 'Screen',
  kbd,
  keywords,
  run: () => run(),
});

export function billingCommands(config: BillingScreenConfig, act: BillingActions): readonly Command[] {
  const estimate = config.mode === 'estimate';
  const focusDate = config.edit ? act.focusDate : undefined;
  // Only a new bill takes money or prints from the counter: an editor returns to the bill's details page.
  const tender = !config.edit && !estimate ? act.tender : undefined;
  const printLast = config.edit ? undefined : act.printLast;
  const shareLast = config.edit || estimate ? undefined : act.shareLast;
  return [
    screen('billing.focus-key', `${config.keyLabel} field`, 'f2', ['scan', 'serial', 'code', 'barcode', 'item'], act.focusKey),
    ...(estimate ? [] : [screen('billing.focus-name', 'Product name search', 'f3', ['search', 'find', 'product'], act.focusName)]),
    screen('billing.focus-customer', 'Customer', 'f4', ['buyer', 'party', 'mobile'], act.focusCustomer),
    screen('billing.focus-discount', 'Discount %', 'f6', ['discount', 'less'], act.focusDiscount),
    ...(focusDate ? [screen('billing.focus-date', 'Bill date', 'f7', ['date', 'bill date', 'order date'], focusDate)] : []),
    screen('billing.focus-lines', 'Item lines', 'f8', ['table', 'rows', 'items'], act.focusLines),
    screen('billing.save', config.saveLabel, 'f9, ctrl+s', ['save', 'bill', 'order'], act.save),
    ...(tender
      ? [screen('billing.tender', 'Tender: take payment and save', 'f10, alt+t', ['pay', 'payment', 'cash', 'upi', 'card', 'tender', 'change'], tender)]
      : []),
    ...(printLast ? [screen('billing.print-last', 'Print the saved bill', 'ctrl+p', ['print', 'invoice', 'receipt', 'last bill'], printLast)] : []),
    ...(shareLast ? [screen('billing.share-last', 'Share the saved bill on WhatsApp', 'alt+w', ['whatsapp', 'share', 'send bill', 'pdf'], shareLast)] : []),
    ...(config.mode !== 'estimate' && act.unitSerials
      ? [screen('billing.unit-serials', 'Unit serials of the line', 'alt+n', ['unit serial', 's/n', 'imei', 'warranty'], act.unitSerials)]
      : []),
    screen('billing.undo', 'Undo', 'ctrl+z', ['undo', 'back'], act.undo),
    screen('billing.redo', 'Redo', 'ctrl+shift+z', ['redo'], act.redo),
    screen('billing.remove-line', 'Remove focused line', 'delete', ['delete', 'remove', 'void'], act.removeFocusedLine),
    screen('billing.back', 'Back', 'escape', ['close', 'leave'], act.back),
    screen('billing.add-customer', 'Add Customer', 'alt+c', ['new customer'], act.addCustomer),
  ];
}
