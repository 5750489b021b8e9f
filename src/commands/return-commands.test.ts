import { describe, expect, it } from 'vitest';
import { RETURN_COMMANDS } from './app-commands';
import type { CommandContext } from './types';

function contextWith(): CommandContext & { visited: string[] } {
  const visited: string[] = [];
  const noop = () => {};
  return {
    flags: new Set(['gstbill_list']),
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

describe('sales return palette commands', () => {
  it('"return 28" and "return R-28" open that bill\'s return screen; other text is not for it', () => {
    const ctx = contextWith();
    const command = RETURN_COMMANDS.find((c) => c.id === 'records.sales-return');
    const gst = command?.offer?.('return 28', ctx);
    expect(gst?.title).toBe('Return bill 28');
    gst?.run(ctx);
    command?.offer?.('Return r-7', ctx)?.run(ctx);
    expect(ctx.visited).toEqual(['/salesreturn?bill=28', '/salesreturn?bill=r-7']);
    expect(command?.offer?.('return fans', ctx)).toBeNull();
    expect(command?.offer?.('returns', ctx)).toBeNull();
  });

  it("offers the sales return under the bill lists' flag (Credit Notes is in the side menu)", () => {
    expect(RETURN_COMMANDS.map((c) => [c.title, c.path, c.flag])).toEqual([
      ['Sales return', undefined, 'gstbill_list'],
      ['Open a bill by its number', undefined, 'gstbill_list'],
    ]);
  });

  it('"bill 103" and "bill R-31" are offered as the bill of that printed number; a quotation or a word is not', () => {
    const ctx = contextWith();
    const command = RETURN_COMMANDS.find((c) => c.id === 'records.open-bill');
    expect(command?.offer?.('bill 103', ctx)?.title).toBe('Open bill 103');
    expect(command?.offer?.('Bill r-31', ctx)?.title).toBe('Open bill R-31');
    expect(command?.offer?.('bill quotation 26', ctx)).toBeNull();
    expect(command?.offer?.('bill murugan', ctx)).toBeNull();
  });
});
