// The counter's drawer key and the receipt after a save (issue 33): only where money is taken, and nothing at all
// without a printer for the till (the browser's print stays).
import { describe, expect, it } from 'vitest';
import { BILLING_SCREENS, editScreenConfig } from './screens';
import { drawerCommands, openDrawerFor, NO_TILL_PRINTER, printSavedReceipt } from './counter-devices';

describe('the cash drawer at the counter', () => {
  it('is Ctrl+Shift+D on a new GST or retail bill, under the POS flag; not on a quotation or an editor', () => {
    const opened: string[] = [];
    const [drawer] = drawerCommands(BILLING_SCREENS.retailpos.mode, false, () => opened.push('asked'));
    expect(drawer).toMatchObject({ id: 'billing.open-drawer', kbd: 'ctrl+shift+d', flag: 'gstbill', title: 'Open cash drawer' });
    expect(drawerCommands(BILLING_SCREENS.pos.mode, false, () => {})).toHaveLength(1);
    expect(drawerCommands(BILLING_SCREENS.estimate.mode, false, () => {})).toEqual([]);
    const editor = editScreenConfig('retail', '5');
    expect(drawerCommands(editor.mode, editor.edit !== undefined, () => {})).toEqual([]);
  });

  it('without a printer for the till, says where to set one; and a save prints nothing (the browser prints)', async () => {
    expect(await openDrawerFor('Float check')).toEqual({ ok: false, msg: NO_TILL_PRINTER });
    expect(await printSavedReceipt({ orderId: '7', mode: 'retail' })).toBeNull();
  });
});
