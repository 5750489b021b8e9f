import { describe, expect, it } from 'vitest';
import { APP_COMMANDS, RECORD_COMMANDS } from '../../commands/app-commands';
import { findKeyConflicts, formatKbd } from '../../commands/keys';
import { allowedCommands } from '../../commands/registry';
import type { Command, CommandContext, CommandScope } from '../../commands/types';
import { detailCommands, formCommands } from './detail-commands';
import { listCommands } from './list-commands';

const noop = () => {};
const scoped = (scope: CommandScope, commands: readonly Command[]) => commands.map((c) => ({ ...c, scope }));
const everyListKey = listCommands(
  'customers',
  { open: 'View', edit: 'Edit', remove: 'Delete', history: 'Orders History', add: 'Add Customer' },
  { focusSearch: noop, move: noop, turn: noop, open: noop, edit: noop, remove: noop, history: noop, add: noop, focusDates: noop },
);

describe("the record screens' keys", () => {
  it('bind no key twice on a screen, nor one the app holds', () => {
    const screens: Array<[CommandScope, readonly Command[]]> = [
      ['screen:customers', everyListKey],
      ['screen:orders-details', detailCommands('orders-details', { back: noop, print: noop, billDate: noop })],
      ['screen:retail-orders-details', detailCommands('retail-orders-details', { back: noop, print: noop, receipt: noop, billDate: noop })],
      ['screen:view-customer', formCommands('view-customer', { save: noop, back: noop })],
    ];
    const all = [...scoped('app', APP_COMMANDS), ...screens.flatMap(([scope, commands]) => scoped(scope, commands))];
    expect(findKeyConflicts(all)).toEqual([]);
  });

  it('are the keys DESIGN §7 gives a list, shown as they are bound', () => {
    expect(everyListKey.map((c) => [c.title, formatKbd(c.kbd ?? '')])).toEqual([
      ['View', 'Enter'],
      ['Edit', 'E'],
      ['Delete', 'Del'],
      ['Orders History', 'O'],
      ['Add Customer', 'A'],
      ['Search', '/'],
      ['Next row', '↓'],
      ['Previous row', '↑'],
      ['Next page', 'PgDn / ]'],
      ['Previous page', 'PgUp / ['],
      ['From Date', 'F'],
    ]);
  });

  it('leave Enter to a focused link or button', () => {
    const open = everyListKey.find((c) => c.id === 'customers.open');
    expect(open?.when).toBeTypeOf('function');
  });
});

describe('palette entries of the record screens', () => {
  const ctx = (flags: CommandContext['flags']): CommandContext => ({
    flags,
    pathname: '/home',
    navigate: noop,
    toggleSidebar: noop,
    focusMenu: noop,
    toggleReports: noop,
    openPalette: noop,
    askLogout: noop,
  });
  it('offer Add Customer with the customer flag, Cancelled Orders with gstbill_list (Retail Order List is in the side menu)', () => {
    expect(RECORD_COMMANDS.map((c) => [c.title, c.path, c.flag])).toEqual([
      ['Add Customer', '/addcustomer', 'customer'],
      ['Cancelled Orders', '/cancelorder', 'gstbill_list'],
      ['Audit Trail', '/audit', undefined],
      ['States to fix', '/statereview', undefined],
    ]);
    expect(allowedCommands(RECORD_COMMANDS, ctx(new Set(['customer']))).map((c) => c.title)).toEqual(['Add Customer']);
    expect(allowedCommands(RECORD_COMMANDS, ctx(new Set(['gstbill_list']))).map((c) => c.title)).toEqual(['Cancelled Orders']);
  });
});
