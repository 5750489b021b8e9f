import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAGS } from '../../core/permissions';
import { CALL_RULES, type CallRule } from '../../server/access';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { privilegesNeeded } from '../../core/screen-access';

const guarded = CALL_RULES.filter((r) => r.access.kind !== 'public');
const flagged = CALL_RULES.filter((r): r is CallRule & { access: { kind: 'flags' } } => r.access.kind === 'flags');
const label = (r: CallRule) => `${r.method} ${r.base}/${r.path}`;

describe.each(TEST_DIALECTS)('the call permission table on %s', (dialect) => {
  let api: TestApi;
  let noFlags: string;
  let allFlags: string;
  let loggedOut: string;
  let expired: string;

  beforeAll(async () => {
    api = await startApi(dialect);
    const bare = await api.addEmployee({ flags: [] });
    noFlags = await api.signIn(bare.email, bare.password);
    const full = await api.addEmployee({ flags: FLAGS });
    allFlags = await api.signIn(full.email, full.password);
    // A session ended by logout.php, and one left unused past the idle limit (12 h); the clock is put back after.
    loggedOut = await api.signIn(full.email, full.password);
    expect((await api.call('logout.php', {}, { cookie: loggedOut })).status).toBe(200);
    expired = await api.signIn(full.email, full.password);
  });
  afterAll(() => api.dispose());

  it('lists every call once', () => {
    const keys = CALL_RULES.map(label);
    expect(new Set(keys).size).toBe(keys.length);
    expect(CALL_RULES.length).toBeGreaterThanOrEqual(110);
  });

  it.each(guarded.map((r) => [label(r), r] as const))('%s answers 401 without a session', async (_name, rule) => {
    const reply = await api.call(rule.path, {}, { base: rule.base, method: rule.method });
    expect(reply.status).toBe(401);
    expect(reply.head.code).toBe(401);
  });

  it.each(guarded.map((r) => [label(r), r] as const))('%s answers 401 with a forged session cookie', async (_name, rule) => {
    const reply = await api.call(rule.path, {}, { base: rule.base, method: rule.method, cookie: 'kulir_session=forged-token-value' });
    expect(reply.status).toBe(401);
  });

  it.each(guarded.map((r) => [label(r), r] as const))('%s answers 401 with a logged-out session cookie', async (_name, rule) => {
    const reply = await api.call(rule.path, {}, { base: rule.base, method: rule.method, cookie: loggedOut });
    expect(reply.status).toBe(401);
  });

  it.each(guarded.map((r) => [label(r), r] as const))('%s answers 401 with a session idle past its limit', async (_name, rule) => {
    const at = api.clock.now().toISOString();
    api.clock.advance(12 * 3_600_000 + 1_000);
    try {
      const reply = await api.call(rule.path, {}, { base: rule.base, method: rule.method, cookie: expired });
      expect(reply.status).toBe(401);
    } finally {
      api.clock.set(at);
    }
  });

  it.each(flagged.map((r) => [label(r), r] as const))('%s answers 403 for an employee without its flag', async (_name, rule) => {
    const reply = await api.call(rule.path, {}, { base: rule.base, method: rule.method, cookie: noFlags });
    expect(reply.status).toBe(403);
    expect(reply.head.msg).toBe(`Permission denied: this needs ${privilegesNeeded(rule.access.any)}.`);
  });

  it.each(flagged.map((r) => [label(r), r] as const))('%s lets an employee holding only one of its flags past the guard', async (_name, rule) => {
    const holder = await api.addEmployee({ flags: [rule.access.any[rule.access.any.length - 1]] });
    const cookie = await api.signIn(holder.email, holder.password);
    const reply = await api.call(rule.path, {}, { base: rule.base, method: rule.method, cookie });
    expect([401, 403]).not.toContain(reply.status);
  });

  it('owner-only calls refuse an employee who holds every flag', async () => {
    for (const rule of CALL_RULES.filter((r) => r.access.kind === 'owner')) {
      const reply = await api.call(rule.path, {}, { base: rule.base, method: rule.method, cookie: allFlags });
      expect(reply.status, label(rule)).toBe(403);
    }
  });

  it('an unknown call is 404 in the envelope', async () => {
    const reply = await api.call('no_such_call.php', {}, { cookie: allFlags });
    expect(reply.status).toBe(404);
    expect(reply.head).toEqual({ code: 404, msg: 'No such call: api/no_such_call.php' });
  });

  it('a call on the wrong base is 404', async () => {
    const reply = await api.call('banner_list.php', {}, { cookie: allFlags, base: 'api' });
    expect(reply.status).toBe(404);
  });
});
