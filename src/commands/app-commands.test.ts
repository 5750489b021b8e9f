import { describe, expect, it } from 'vitest';
import { FLAGS, type Flag } from '../../core/permissions';
import { ACCOUNT_COMMANDS, APP_COMMANDS, MENU_COMMANDS, REPORT_COMMANDS } from './app-commands';
import { allowedCommands, deniedCommands, paletteOffers } from './registry';
import type { CommandContext } from './types';

function contextWith(flags: readonly Flag[], isOwner = false): CommandContext & { visited: string[] } {
  const visited: string[] = [];
  const noop = () => {};
  return {
    flags: new Set(flags),
    isOwner,
    pathname: '/home',
    visited,
    navigate: (p) => visited.push(p),
    toggleSidebar: noop,
    focusMenu: noop,
    toggleReports: noop,
    openPalette: noop,
    askLogout: noop,
  };
}

const titles = (commands: readonly { title: string }[]) => commands.map((c) => c.title);

describe('the menu of spec §2 as commands', () => {
  it('lists the side menu in order, each with its route and flag', () => {
    expect(MENU_COMMANDS.map((c) => [c.title, c.path, c.flag ?? null])).toEqual([
      ['Dashboard', '/home', null],
      ['Customer', '/customerlist', 'customer'],
      ['Brand', '/brand', 'brand'],
      ['Unit', '/unit', 'unit'],
      ['Products', '/products', 'product'],
      ['Supplier', '/supplier', 'supplier'],
      ['Purchase List', '/purchaselist', 'purchase_list'],
      ['Quotation', '/estimate', 'estimate'],
      ['Quotation List', '/estimatelist', 'estimate_list'],
      ['GST Bill or POS', '/pos', 'gstbill'],
      ['Retail POS', '/retailpos', 'gstbill'],
      ['Retail Estimate', '/posretailadd', 'gstbill'],
      ['Sales or GST Bill List', '/orderlist', 'gstbill_list'],
      ['Retail Order List', '/retailorderlist', 'gstbill_list'],
      ['Credit Notes', '/creditnote', 'gstbill_list'],
      ['Payment Details', '/paymentdetails', 'payment_details'],
      ['Day End', '/dayend', 'payment_details'],
    ]);
    expect(REPORT_COMMANDS.map((c) => [c.title, c.path, c.flag])).toEqual([
      ['Stock Report', '/stock', 'stock_report'],
      ['Purchase GST Report', '/gstreportpurchase', 'purchase_gst'],
      ['Sales GST Report', '/gstreport', 'sales_gst'],
      ['ITC Register', '/itc', 'purchase_gst'],
    ]);
    expect(ACCOUNT_COMMANDS.map((c) => [c.title, c.path ?? null, c.flag ?? null])).toEqual([
      ['Employees', '/users', 'employee'],
      ['Settings', '/settings', 'settings'],
      ['Log out', null, null],
    ]);
  });

  it('names every command in dotted kebab-case, once', () => {
    const ids = APP_COMMANDS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*(\.[a-z]+(-[a-z]+)*)+$/);
  });

  it('gates each entry by its flag; Dashboard and Log out need none', () => {
    const clerk = contextWith(['customer', 'gstbill', 'stock_report']);
    expect(titles(allowedCommands([...MENU_COMMANDS, ...REPORT_COMMANDS, ...ACCOUNT_COMMANDS], clerk))).toEqual([
      'Dashboard',
      'Customer',
      'GST Bill or POS',
      'Retail POS',
      'Retail Estimate',
      'Stock Report',
      'Log out',
    ]);
    expect(titles(allowedCommands(MENU_COMMANDS, contextWith([])))).toEqual(['Dashboard']);
    // Every flag opens everything but the owner's own Audit Trail and States to fix; the owner sees every command.
    expect(titles(APP_COMMANDS.filter((c) => !allowedCommands([c], contextWith(FLAGS)).length))).toEqual(['Audit Trail', 'States to fix']);
    expect(allowedCommands(APP_COMMANDS, contextWith(FLAGS, true))).toHaveLength(APP_COMMANDS.length);
  });

  it('names the screens the flags do not open, for the palette to say so; never the owner-only or flagless ones', () => {
    const clerk = contextWith(['customer', 'gstbill', 'stock_report']);
    const denied = titles(deniedCommands([...MENU_COMMANDS, ...REPORT_COMMANDS, ...ACCOUNT_COMMANDS], clerk));
    expect(denied).toContain('Employees');
    expect(denied).toContain('Sales GST Report');
    expect(denied).not.toContain('Retail POS');
    expect(denied).not.toContain('Log out');
    expect(deniedCommands(APP_COMMANDS, contextWith(FLAGS))).toEqual([]);
  });

  it('a navigation command opens its route', () => {
    const ctx = contextWith(['customer']);
    MENU_COMMANDS[1]?.run(ctx, 'palette');
    expect(ctx.visited).toEqual(['/customerlist']);
  });
});

describe('commands with an argument in the palette', () => {
  const offered = (typed: string, flags: readonly Flag[]) =>
    paletteOffers(APP_COMMANDS, typed, contextWith(flags)).map(({ command, offer }) => [command.id, offer.title]);

  it("offers a report with its filter only to someone with that report's flag", () => {
    expect(offered('pending Murugan Electricals', ['payment_details'])).toEqual([['reports.query', 'Pending Report: Murugan Electricals']]);
    expect(offered('pending Murugan Electricals', ['sales_gst'])).toEqual([]);
    expect(offered('stock crompton', ['stock_report'])).toEqual([['reports.query', 'Stock Report: crompton']]);
  });

  it('runs the offer: the report opens filtered', () => {
    const ctx = contextWith(['sales_gst']);
    const [{ offer }] = paletteOffers(APP_COMMANDS, 'sales gst 2025-26', ctx);
    offer.run(ctx);
    expect(ctx.visited).toEqual(['/gstreport?from=01-04-2025&to=31-03-2026']);
  });

  it('offers "find product <text>" with the product flag, and nothing for blank or unknown text', () => {
    expect(offered('find product fan', ['product'])).toEqual([['catalogue.find-product', 'Find product “fan”']]);
    expect(offered('find product fan', ['customer'])).toEqual([]);
    expect(offered('   ', FLAGS)).toEqual([]);
    expect(offered('customer', FLAGS)).toEqual([]);
  });

  it('keeps the report-with-a-filter command out of the list the palette shows', () => {
    expect(APP_COMMANDS.find((c) => c.id === 'reports.query')?.inPalette).toBe(false);
  });
});
