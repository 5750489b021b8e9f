import { describe, expect, it } from 'vitest';
import { UNIT_SERIAL_COMMANDS } from './app-commands';
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

describe('unit serial palette command (issue 33 item 4)', () => {
  it('"serial lgd211a01" opens that unit\'s story, the serial normalised; no serial or a bad one is not for it', () => {
    const ctx = contextWith();
    const [command] = UNIT_SERIAL_COMMANDS;
    const offer = command?.offer?.('serial  lgd211a01 ', ctx);
    expect(offer?.title).toBe('Unit serial LGD211A01');
    offer?.run(ctx);
    command?.offer?.('Serial SN/22-7', ctx)?.run(ctx);
    expect(ctx.visited).toEqual(['/serial/LGD211A01', '/serial/SN%2F22-7']);
    expect(command?.offer?.('serial', ctx)).toBeNull();
    expect(command?.offer?.('serial a*b', ctx)).toBeNull();
    expect(command?.offer?.('serials 12', ctx)).toBeNull();
  });

  it("is under the bill lists' flag, as the bills it opens", () => {
    expect(UNIT_SERIAL_COMMANDS.map((c) => [c.id, c.flag])).toEqual([['records.unit-serial', 'gstbill_list']]);
  });
});
