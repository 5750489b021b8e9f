// The counter's dialogs' keys (issue 34 item 3): registry entries of a dialog scope each, bound by useDialogCommands
// and shown on the dialog's buttons from the same entries. keys.test.ts checks them for clashes.
import type { DialogCommand } from '../../../commands/types';

/** The tender: Enter saves (F9 and Ctrl+S too, the counter's save keys, not shown); ↑/↓ move between the amounts; Esc closes. */
export interface TenderActions {
  save(): void;
  /** Moves from an amount field to the next (1) or the one before (-1); false when the focus is in none of them. */
  step(from: Element | null, by: 1 | -1): boolean;
  close(): void;
}

export const tenderCommands = (actions: TenderActions): DialogCommand[] => [
  { id: 'tender.save', title: 'Save with payment', kbd: 'enter', alsoKbd: 'f9, ctrl+s', run: () => actions.save() },
  { id: 'tender.next', title: 'Next amount', kbd: 'down', run: (target) => actions.step(target, 1) },
  { id: 'tender.previous', title: 'Previous amount', kbd: 'up', run: (target) => actions.step(target, -1) },
  { id: 'tender.cancel', title: 'Cancel', kbd: 'escape', run: () => actions.close() },
];

/** Ctrl+Shift+D's cash drawer: Enter opens it, Esc closes. */
export const drawerDialogCommands = (actions: { open(): void; close(): void }): DialogCommand[] => [
  { id: 'drawer.open', title: 'Open drawer', kbd: 'enter', run: () => actions.open() },
  { id: 'drawer.cancel', title: 'Cancel', kbd: 'escape', run: () => actions.close() },
];

/** The owner's approval of a bill over the credit limit: Enter sends it again with the approval, Esc closes. */
export const creditApprovalCommands = (actions: { approve(): void; close(): void }): DialogCommand[] => [
  { id: 'credit-approval.approve', title: 'Approve and save', kbd: 'enter', run: () => actions.approve() },
  { id: 'credit-approval.cancel', title: 'Cancel', kbd: 'escape', run: () => actions.close() },
];
