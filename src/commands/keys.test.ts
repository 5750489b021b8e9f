import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { billingCommands, type BillingActions } from '../billing/billing-commands';
import { BILLING_SCREENS, editScreenConfig } from '../billing/screens';
import { drawerCommands } from '../billing/counter-devices';
import { dashboardCommands } from '../routes/-components/dashboard-commands';
import { labelCommands } from '../routes/-components/catalogue/LabelDialog';
import { quickAddCommands } from '../ui/QuickAddDialog';
import { confirmCommands } from '../ui/records/ConfirmDialog';
import { APP_COMMANDS } from './app-commands';
import { creditApprovalCommands, drawerDialogCommands, tenderCommands } from '../routes/-components/billing/dialog-commands';
import { comboOf, findKeyConflicts, formatKbd, isPlainKeyBound, keysOf } from './keys';
import type { Command, CommandScope, DialogCommand } from './types';
import { dialogScoped } from './useDialogCommands';

const scoped = (scope: CommandScope, commands: readonly Command[]) => commands.map((c) => ({ ...c, scope }));

// Every screen that binds keys adds its commands here.
const noop = () => {};
const BILLING_ACTIONS: BillingActions = {
  focusKey: noop,
  focusName: noop,
  focusCustomer: noop,
  focusDiscount: noop,
  focusLines: noop,
  save: noop,
  undo: noop,
  redo: noop,
  removeFocusedLine: noop,
  back: noop,
  addCustomer: noop,
  focusDate: noop,
  tender: noop,
  printLast: noop,
};
const SCREENS: Array<[CommandScope, readonly Command[]]> = [
  ['screen:home', dashboardCommands(noop)],
  ...[...Object.values(BILLING_SCREENS), ...(['gst', 'estimate', 'retail'] as const).map((mode) => editScreenConfig(mode, '1'))].map(
    (config): [CommandScope, readonly Command[]] => [
      `screen:${config.id}`,
      [...billingCommands(config, BILLING_ACTIONS), ...drawerCommands(config.mode, config.edit !== undefined, noop)],
    ],
  ),
];

// Every dialog that answers keys (useDialogCommands) adds its entries here, under the name it binds them with.
const DIALOGS: Array<[string, readonly DialogCommand[]]> = [
  ['tender', tenderCommands({ save: noop, step: () => true, close: noop })],
  ['drawer', drawerDialogCommands({ open: noop, close: noop })],
  ['credit-approval', creditApprovalCommands({ approve: noop, close: noop })],
  ['confirm', confirmCommands({ step: noop, cancel: noop })],
  ['quick-add', quickAddCommands({ close: noop })],
  ['labels', labelCommands({ close: noop })],
];

/** The dialog names src/ binds keys under: useDialogCommands('name', …). */
function dialogNamesInSource(): string[] {
  const src = join(import.meta.dirname, '..');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'));
  return files.flatMap((file) => [...readFileSync(join(src, file), 'utf8').matchAll(/useDialogCommands(?:<[^>]*>)?\(\s*'([^']+)'/g)].map((m) => m[1]));
}

describe('key bindings', () => {
  it('bind no key twice: not within the app, not within a screen, not a screen key the app holds', () => {
    const all = [...scoped('app', APP_COMMANDS), ...SCREENS.flatMap(([scope, commands]) => scoped(scope, commands))];
    expect(findKeyConflicts(all)).toEqual([]);
  });

  it('bind no key twice within a dialog, its shown keys and its unshown ones together', () => {
    const all = DIALOGS.flatMap(([dialog, commands]) => dialogScoped(dialog, commands));
    expect(findKeyConflicts(all)).toEqual([]);
  });

  it('cover every dialog that binds keys', () => {
    const covered = DIALOGS.map(([dialog]) => dialog);
    const bound = dialogNamesInSource();
    expect(bound.length).toBeGreaterThan(0);
    expect([...new Set(bound)].sort()).toEqual([...covered].sort());
  });

  it('a dialog may use a key the app or its screen holds (they stand down while it is open), never one twice', () => {
    const tender = dialogScoped('tender', DIALOGS[0][1]);
    expect(findKeyConflicts([...scoped('app', APP_COMMANDS), { id: 'pos.save', kbd: 'f9', scope: 'screen:pos' as const }, ...tender])).toEqual([]);
    expect(findKeyConflicts([...tender, { id: 'tender.other', kbd: 'ctrl+s', scope: 'dialog:tender' as const }])).toEqual([
      { key: 'ctrl+s', ids: ['tender.save', 'tender.other'] },
    ]);
  });

  it('a key bound twice in one scope is caught, however it is written', () => {
    const twice = [
      { id: 'a.one', kbd: 'Ctrl+Shift+S', scope: 'screen:pos' as const },
      { id: 'a.two', kbd: 'f9, shift+ctrl+s', scope: 'screen:pos' as const },
    ];
    expect(findKeyConflicts(twice)).toEqual([{ key: 'ctrl+shift+s', ids: ['a.one', 'a.two'] }]);
  });

  it('a screen key that an app command already holds is caught', () => {
    expect(findKeyConflicts([...scoped('app', APP_COMMANDS), { id: 'pos.palette', kbd: 'ctrl+k', scope: 'screen:pos' }])).toEqual([
      { key: 'ctrl+k', ids: ['view.palette', 'pos.palette'] },
    ]);
  });

  it('two screens may use the same key', () => {
    expect(
      findKeyConflicts([
        { id: 'pos.save', kbd: 'f9', scope: 'screen:pos' },
        { id: 'estimate.save', kbd: 'f9', scope: 'screen:estimate' },
      ]),
    ).toEqual([]);
  });
});

describe('how keys are written and shown', () => {
  it('normalises modifiers and aliases', () => {
    expect(keysOf('Shift+Control+K, F9')).toEqual(['ctrl+shift+k', 'f9']);
  });
  it('shows the same field the binding uses', () => {
    expect(formatKbd('alt+h')).toBe('Alt+H');
    expect(formatKbd('f9, ctrl+s')).toBe('F9 / Ctrl+S');
  });
});

describe('how a pressed key is read', () => {
  const press = (key: string, mods: Partial<Record<'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey', boolean>> = {}) =>
    comboOf({ key, ctrlKey: false, altKey: false, shiftKey: false, metaKey: false, ...mods });
  it('as keysOf writes it, so a binding and a press meet', () => {
    expect(press('Enter')).toBe(keysOf('Enter')[0]);
    expect(press('F9')).toBe('f9');
    expect(press('S', { ctrlKey: true, shiftKey: true })).toBe(keysOf('Shift+Ctrl+S')[0]);
    expect(press('ArrowDown')).toBe('down');
    expect(press('Escape')).toBe(keysOf('esc')[0]);
    expect(press(' ')).toBe('space');
  });
  it('a lone modifier is no key', () => {
    expect(press('Control', { ctrlKey: true })).toBe('');
    expect(press('Shift', { shiftKey: true })).toBe('');
  });
});

describe("a list's type-ahead", () => {
  const list = [{ kbd: 'e' }, { kbd: 'a' }, { kbd: '/' }, { kbd: 'pagedown, ]' }, { kbd: 'ctrl+s, f9' }, {}];
  it('leaves a bound plain key to its command', () => {
    expect(isPlainKeyBound('e', false, list)).toBe(true);
    expect(isPlainKeyBound('/', false, list)).toBe(true);
    expect(isPlainKeyBound(']', false, list)).toBe(true);
  });
  it('hands every other character to Search: unbound letters, digits, shifted letters, a key bound only with Ctrl', () => {
    expect(isPlainKeyBound('m', false, list)).toBe(false);
    expect(isPlainKeyBound('9', false, list)).toBe(false);
    expect(isPlainKeyBound('E', true, list)).toBe(false);
    // Caps Lock: a capital without Shift is a name being typed.
    expect(isPlainKeyBound('E', false, list)).toBe(false);
    expect(isPlainKeyBound('s', false, list)).toBe(false);
    expect(isPlainKeyBound('Enter', false, list)).toBe(false);
  });
});
