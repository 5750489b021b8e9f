import { describe, expect, it } from 'vitest';
import { formatKbd } from '../commands/keys';
import { billingCommands, KEY_STRIP_NAMES, type BillingActions } from './billing-commands';
import { BILLING_SCREENS, editScreenConfig } from './screens';

function actions(calls: string[]): BillingActions {
  const record = (name: string) => () => void calls.push(name);
  return {
    focusKey: record('focusKey'),
    focusName: record('focusName'),
    focusCustomer: record('focusCustomer'),
    focusDiscount: record('focusDiscount'),
    focusLines: record('focusLines'),
    save: record('save'),
    undo: record('undo'),
    redo: record('redo'),
    removeFocusedLine: record('removeFocusedLine'),
    back: record('back'),
    addCustomer: record('addCustomer'),
    focusDate: record('focusDate'),
  };
}

const keys = (id: keyof typeof BILLING_SCREENS) => billingCommands(BILLING_SCREENS[id], actions([])).map((c) => [formatKbd(c.kbd ?? ''), c.title]);

describe('billing keys (DESIGN §7)', () => {
  it('the wholesale POS binds every billing key, F9 and Ctrl+S both save', () => {
    expect(keys('pos')).toEqual([
      ['F2', 'Serial No field'],
      ['F3', 'Product name search'],
      ['F4', 'Customer'],
      ['F6', 'Discount %'],
      ['F8', 'Item lines'],
      ['F9 / Ctrl+S', 'Save'],
      ['Ctrl+Z', 'Undo'],
      ['Ctrl+Shift+Z', 'Redo'],
      ['Del', 'Remove focused line'],
      ['Esc', 'Back'],
      ['Alt+C', 'Add Customer'],
    ]);
  });

  it('the estimate has no name search; the retail add screen saves with "Add Estimate"', () => {
    expect(keys('estimate').map(([kbd]) => kbd)).not.toContain('F3');
    expect(keys('estimate')[0]).toEqual(['F2', 'Item Name field']);
    expect(keys('retailpos')[0]).toEqual(['F2', 'Product Code field']);
    expect(keys('posretailadd').find(([kbd]) => kbd === 'F9 / Ctrl+S')).toEqual(['F9 / Ctrl+S', 'Add Estimate']);
  });

  it('the editors add F7 for the bill date; their journal is kept per order and they go back to the details page', () => {
    const config = editScreenConfig('gst', '12');
    expect(billingCommands(config, actions([])).map((c) => [formatKbd(c.kbd ?? ''), c.title])).toContainEqual(['F7', 'Bill date']);
    expect(keys('pos').map(([kbd]) => kbd)).not.toContain('F7');
    expect(config.storageKey).toBe('kulir.cart.edit.gst.12');
    expect(config.edit?.back).toBe('/orderdetails/12');
    expect(editScreenConfig('estimate', '5').edit?.back).toBe('/estimatedetails/5');
    expect(editScreenConfig('retail', '7')).toMatchObject({ id: 'editretailorderdetails', keyLabel: 'Product Code', edit: { back: '/retailorderdetails/7' } });
  });

  it('each command runs its own action and has a short name for the key strip', () => {
    const calls: string[] = [];
    const commands = billingCommands(BILLING_SCREENS.pos, actions(calls));
    for (const command of commands) {
      command.run({} as never, 'keyboard');
      expect(KEY_STRIP_NAMES[command.id]).toBeDefined();
      expect(command.id).toMatch(/^billing\.[a-z]+(-[a-z]+)*$/);
    }
    expect(calls).toEqual([
      'focusKey',
      'focusName',
      'focusCustomer',
      'focusDiscount',
      'focusLines',
      'save',
      'undo',
      'redo',
      'removeFocusedLine',
      'back',
      'addCustomer',
    ]);
  });

  it('a new GST or retail bill adds the tender (F10 or Alt+T) and print (Ctrl+P); a quotation prints; the editors have neither', () => {
    const calls: string[] = [];
    const withCounter = { ...actions(calls), tender: () => void calls.push('tender'), printLast: () => void calls.push('printLast') };
    const shown = (config: Parameters<typeof billingCommands>[0]) => billingCommands(config, withCounter).map((c) => [formatKbd(c.kbd ?? ''), c.title]);
    for (const id of ['pos', 'retailpos', 'posretailadd'] as const) {
      expect(shown(BILLING_SCREENS[id])).toEqual(
        expect.arrayContaining([
          ['F10 / Alt+T', 'Tender: take payment and save'],
          ['Ctrl+P', 'Print the saved bill'],
        ]),
      );
    }
    expect(shown(BILLING_SCREENS.estimate).map(([kbd]) => kbd)).toEqual(expect.arrayContaining(['Ctrl+P']));
    expect(shown(BILLING_SCREENS.estimate).map(([kbd]) => kbd)).not.toContain('F10 / Alt+T');
    for (const mode of ['gst', 'estimate', 'retail'] as const) {
      expect(shown(editScreenConfig(mode, '3')).map(([kbd]) => kbd)).not.toEqual(expect.arrayContaining(['Ctrl+P']));
      expect(shown(editScreenConfig(mode, '3')).map(([kbd]) => kbd)).not.toContain('F10 / Alt+T');
    }
    for (const command of billingCommands(BILLING_SCREENS.pos, withCounter)) expect(KEY_STRIP_NAMES[command.id]).toBeDefined();
  });
});
