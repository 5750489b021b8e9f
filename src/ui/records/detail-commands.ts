// Keys of the detail screens: Ctrl+P opens the print page in a new tab, R the 80 mm receipt (retail), Esc goes Back,
// D edits the bill date, Alt+W shares the bill's PDF on WhatsApp.
import type { Command } from '../../commands/types';

export interface DetailActions {
  back(): void;
  print?(): void;
  receipt?(): void;
  billDate?(): void;
  /** A sales return of the bill (issue 21). */
  salesReturn?(): void;
  /** A purchase return of the purchase (issue 30 item 2). */
  purchaseReturn?(): void;
  /** A quotation turned into a GST bill at the counter (issue 32). */
  billQuotation?(): void;
  /** Barcode labels of what was bought, one per unit (issue 33 item 2). */
  labels?(): void;
  /** The bill's PDF on WhatsApp (issue 33 item 5). */
  share?(): void;
}

export function detailCommands(screen: string, actions: DetailActions): Command[] {
  const commands: Command[] = [];
  const add = (id: string, title: string, kbd: string, run: () => void, keywords: string[]) =>
    commands.push({ id: `${screen}.${id}`, title, group: 'Screen', keywords, kbd, run: () => run() });
  if (actions.print) add('print', 'Print', 'ctrl+p', actions.print, ['invoice', 'print']);
  if (actions.receipt) add('receipt', '80 mm Receipt', 'r', actions.receipt, ['receipt', 'thermal', 'print']);
  if (actions.billDate) add('bill-date', 'Edit Bill Date', 'd', actions.billDate, ['date', 'bill date']);
  if (actions.salesReturn) add('sales-return', 'Sales Return', 'shift+r', actions.salesReturn, ['sales return', 'credit note', 'return goods']);
  if (actions.purchaseReturn)
    add('purchase-return', 'Purchase Return', 'shift+r', actions.purchaseReturn, ['purchase return', 'debit note', 'return to supplier']);
  if (actions.billQuotation)
    add('bill-quotation', 'Bill this Quotation', 'b', actions.billQuotation, ['bill quotation', 'bill estimate', 'convert', 'gst bill']);
  if (actions.labels) add('labels', 'Print Labels', 'l', actions.labels, ['labels', 'barcode', 'print labels', 'stickers']);
  if (actions.share) add('share', 'Share on WhatsApp', 'alt+w', actions.share, ['whatsapp', 'share', 'send bill', 'pdf']);
  add('back', 'Back', 'escape', actions.back, ['back', 'list']);
  return commands;
}

/** Keys of the record forms (customer add/edit, Edit Bill Date): Ctrl+S or F9 saves, Esc goes Back. */
export function formCommands(screen: string, actions: { save(): void; back(): void }): Command[] {
  return [
    { id: `${screen}.save`, title: 'Save', group: 'Screen', keywords: ['save', 'submit'], kbd: 'ctrl+s, f9', run: () => actions.save() },
    { id: `${screen}.back`, title: 'Back', group: 'Screen', keywords: ['back', 'cancel'], kbd: 'escape', run: () => actions.back() },
  ];
}
