import { describe, expect, it } from 'vitest';
import { mayOpen, permissionDeniedText, screenRule, SCREEN_RULES } from '../core/screen-access';
import { ruleFor } from './access';

describe('screen access', () => {
  it.each(SCREEN_RULES.map((r) => [r.route, r] as const))('%s: every flag that opens it lets its call through', (_route, rule) => {
    const call = ruleFor('api', rule.call) ?? ruleFor('adminapi', rule.call);
    expect(call, rule.call).toBeDefined();
    if (rule.access.kind === 'owner') expect(call?.access.kind).toBe('owner');
    else {
      expect(call?.access.kind).toBe('flags');
      const allowed = call?.access.kind === 'flags' ? call.access.any : [];
      for (const flag of rule.access.any) expect(allowed).toContain(flag);
    }
  });

  it('finds a screen by its address, parameters included, and leaves the dashboard open', () => {
    expect(screenRule('/orderlist')?.access).toEqual({ kind: 'flags', any: ['gstbill_list'] });
    expect(screenRule('/orderdetails/12/')?.route).toBe('/orderdetails/$');
    expect(screenRule('/paidprint/3/9')?.route).toBe('/paidprint/$/$');
    expect(screenRule('/orderdetails')).toBeUndefined();
    expect(screenRule('/home')).toBeUndefined();
  });

  it('lets the owner and a holder of any of the flags in, and names the privilege to everyone else', () => {
    const invoice = screenRule('/invoice/5')!.access;
    expect(mayOpen(invoice, { flags: new Set(['gstbill']), isOwner: false })).toBe(true);
    expect(mayOpen(invoice, { flags: new Set(['customer']), isOwner: false })).toBe(false);
    expect(mayOpen(invoice, { flags: new Set(), isOwner: true })).toBe(true);
    expect(mayOpen(undefined, { flags: new Set(), isOwner: false })).toBe(true);
    expect(permissionDeniedText(screenRule('/users')!.access)).toBe(
      'You do not have permission to open this screen: it needs the Employees privilege. Ask the owner to grant it.',
    );
    expect(permissionDeniedText(invoice)).toBe(
      'You do not have permission to open this screen: it needs one of the privileges GST Bill or POS, Sales or GST Bill List. Ask the owner to grant it.',
    );
    expect(permissionDeniedText(screenRule('/audit')!.access)).toBe('Only the owner can open this screen.');
  });
});
