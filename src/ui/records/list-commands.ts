// The keys of every record list (DESIGN §7), as screen commands: the palette lists them, the status line shows them.
import type { Command } from '../../commands/types';

export interface ListActions {
  focusSearch(): void;
  /** Moves the row highlight by delta rows. */
  move(delta: number): void;
  /** Moves by delta pages. */
  turn(delta: number): void;
  open(): void;
  edit?(): void;
  remove?(): void;
  /** The customer list's Orders History. */
  history?(): void;
  /** The customer and supplier lists' Ledger (issue 29): the party's statement of account. */
  ledger?(): void;
  add?(): void;
  focusDates?(): void;
}

export interface ListLabels {
  open: string;
  edit?: string;
  remove?: string;
  history?: string;
  ledger?: string;
  add?: string;
}

/** A focused link or button keeps its own Enter; the list's Enter is for the rows. */
export function focusKeepsEnter(): boolean {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return !!active && active.matches('a[href], button, [role="button"], summary, [role="menuitem"], [role="option"]');
}

export function listCommands(screen: string, labels: ListLabels, actions: ListActions): Command[] {
  const command = (id: string, title: string, kbd: string, run: () => void, keywords: string[] = [], extra: Partial<Command> = {}): Command => ({
    id: `${screen}.${id}`,
    title,
    group: 'Screen',
    keywords,
    kbd,
    run: () => run(),
    ...extra,
  });
  // The order the status line shows them in: the row's own keys first.
  const commands: Command[] = [command('open', labels.open, 'enter', actions.open, ['view', 'open'], { when: () => !focusKeepsEnter() })];
  if (actions.edit && labels.edit) commands.push(command('edit', labels.edit, 'e', actions.edit, ['edit', 'change']));
  if (actions.remove && labels.remove) commands.push(command('delete', labels.remove, 'delete', actions.remove, ['delete', 'remove', 'cancel']));
  if (actions.history && labels.history) commands.push(command('history', labels.history, 'o', actions.history, ['orders', 'history']));
  if (actions.ledger && labels.ledger) commands.push(command('ledger', labels.ledger, 'l', actions.ledger, ['ledger', 'statement', 'account']));
  if (actions.add && labels.add) commands.push(command('add', labels.add, 'a', actions.add, ['new', 'add']));
  commands.push(
    command('search', 'Search', '/', actions.focusSearch, ['find', 'filter']),
    command('next-row', 'Next row', 'down', () => actions.move(1)),
    command('previous-row', 'Previous row', 'up', () => actions.move(-1)),
    command('next-page', 'Next page', 'pagedown, ]', () => actions.turn(1), ['page']),
    command('previous-page', 'Previous page', 'pageup, [', () => actions.turn(-1), ['page']),
  );
  if (actions.focusDates) commands.push(command('dates', 'From Date', 'f', actions.focusDates, ['date', 'filter', 'range']));
  return commands;
}
