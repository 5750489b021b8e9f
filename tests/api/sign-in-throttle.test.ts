// Issue 20, attacks 1, 2, 7 and 8: the sign-in throttle counts by the socket's address (not a header the client
// writes), per e-mail across addresses with a wait that grows instead of a lockout, and server-wide; a disabled login
// answers as a wrong password does; every sign-in event is in the audit trail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER, startApi, type Reply, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';

const SHOP_TILL = '192.168.1.20';

describe.each(TEST_DIALECTS)('sign-in throttle on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(dialect, { trustedProxies: '10.0.0.0/8' });
  });
  afterAll(() => api.dispose());

  const signIn = (email: string, password: string, address: string, headers: Record<string, string> = {}) =>
    api.call('login.php', { email, password }, { address, headers });
  const signInRows = async (email: string) =>
    (
      await api.db.selectFrom('audit_log').selectAll().where('entity', 'in', ['sign_in', 'sign_out']).where('entity_id', '=', email).orderBy('id').execute()
    ).map((row): Record<string, unknown> => ({ entity: row.entity, user_id: row.user_id, ...(JSON.parse(row.after_json ?? '{}') as object) }));

  it('counts by the socket address: 300 guesses each with a new X-Forwarded-For are held, and the right password at guess 251 does not get in', async () => {
    const staff = await api.addEmployee({});
    const replies: Reply[] = [];
    for (let i = 1; i <= 300; i += 1) {
      const forged = `203.0.${Math.floor(i / 250)}.${i % 250}`;
      replies.push(await signIn(staff.email, i === 251 ? staff.password : `guess-${i}`, '198.51.100.7', { 'x-forwarded-for': forged }));
    }
    expect(replies.filter((r) => r.status === 200)).toEqual([]);
    expect(replies[250].status).toBe(429);
    expect(replies.filter((r) => r.status === 401).length).toBeLessThanOrEqual(20);
    expect(replies[299].head.msg).toMatch(/^Too many failed sign-ins\. Try again in \d+ (seconds?|minutes)\.$/);
    api.clock.advance(16 * 60_000);
  });

  it('counts guesses sent all at once one after another: of 60 at the same instant from one address, at most 20 are checked', async () => {
    const staff = await api.addEmployee({});
    const replies = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn(staff.email, `guess-${i}`, '198.51.100.99')));
    const checked = replies.filter((r) => r.status === 401).length;
    expect(checked).toBeLessThanOrEqual(20);
    expect(replies.filter((r) => r.status !== 401).map((r) => r.status)).toEqual(Array(60 - checked).fill(429));
    api.clock.advance(16 * 60_000);
  });

  it("a stranger's guesses from many addresses never keep the owner out: the shop's till gets in at once, a new address within a minute", async () => {
    expect((await signIn(OWNER.email, OWNER.password, SHOP_TILL)).status).toBe(200);
    let guesses = 0;
    // The stranger guesses as fast as the server lets, from a new address each time, for ten minutes.
    for (let elapsed = 0; elapsed < 10 * 60_000;) {
      const reply = await signIn(OWNER.email, `guess-${guesses}`, `203.0.113.${guesses % 250}`);
      guesses += 1;
      expect([401, 429]).toContain(reply.status);
      if (reply.status === 429) {
        const wait = Number(reply.head.msg.match(/(\d+) second/)?.[1] ?? 60) * 1000;
        expect(wait).toBeLessThanOrEqual(60_000);
        api.clock.advance(wait);
        elapsed += wait;
      }
      const fromTill = await signIn(OWNER.email, OWNER.password, SHOP_TILL);
      expect(fromTill.status, `the owner at the shop's till after ${guesses} guesses`).toBe(200);
    }
    const fresh = await signIn(OWNER.email, OWNER.password, '100.64.0.9');
    if (fresh.status === 429) {
      expect(Number(fresh.setCookie === null)).toBe(1);
      api.clock.advance(60_000);
      expect((await signIn(OWNER.email, OWNER.password, '100.64.0.9')).status).toBe(200);
    } else {
      expect(fresh.status).toBe(200);
    }
    api.clock.advance(16 * 60_000);
  });

  // Issue 28, attack 5: the shop's tills share one public address with strangers (the shop's Wi-Fi, a carrier's NAT).
  it("a stranger at the tills' address never keeps out one who signed in there: made-up e-mails hold the address for others, and guesses at the owner's e-mail get the doubling wait", async () => {
    const sharedTill = '192.168.7.20';
    expect((await signIn(OWNER.email, OWNER.password, sharedTill)).status).toBe(200);
    const newcomer = await api.addEmployee({});
    // 20 failed sign-ins with made-up e-mails from that address: the stranger's next guess is held, for 15 minutes.
    for (let i = 0; i < 20; i += 1) expect((await signIn(`made-up-${i}@nowhere.test`, 'guess', sharedTill)).status).toBe(401);
    const strangerHeld = await signIn('made-up-21@nowhere.test', 'guess', sharedTill);
    expect(strangerHeld.status).toBe(429);
    expect(strangerHeld.head.msg).toBe('Too many failed sign-ins. Try again in 15 minutes.');
    // One who never signed in from there is held with the address.
    expect((await signIn(newcomer.email, newcomer.password, sharedTill)).status).toBe(429);
    // The owner, who signed in from that address, gets in at once, again and again.
    for (let i = 0; i < 3; i += 1) expect((await signIn(OWNER.email, OWNER.password, sharedTill)).status).toBe(200);
    api.clock.advance(5 * 60_000);
    expect((await signIn('made-up-22@nowhere.test', 'guess', sharedTill)).status).toBe(429);
    expect((await signIn(OWNER.email, OWNER.password, sharedTill)).status).toBe(200);
    // Guesses at the owner's own e-mail from that address are still throttled per account: the 5th failure opens a
    // wait (1 s, then 2 s …) that even the right password waits out, never longer than a minute.
    for (let i = 0; i < 5; i += 1) expect((await signIn(OWNER.email, `guess-${i}`, sharedTill)).status).toBe(401);
    const guessHeld = await signIn(OWNER.email, 'guess-5', sharedTill);
    expect(guessHeld.status).toBe(429);
    expect(guessHeld.head.msg).toBe('Too many failed sign-ins. Try again in 1 second.');
    api.clock.advance(1000);
    expect((await signIn(OWNER.email, 'guess-6', sharedTill)).status).toBe(401);
    expect((await signIn(OWNER.email, OWNER.password, sharedTill)).status).toBe(429);
    api.clock.advance(2000);
    expect((await signIn(OWNER.email, OWNER.password, sharedTill)).status).toBe(200);
    api.clock.advance(16 * 60_000);
    expect((await signIn(newcomer.email, newcomer.password, sharedTill)).status).toBe(200);
    api.clock.advance(16 * 60_000);
  });

  it('holds a stranger with the right password on a new address while the wait runs, with Retry-After', async () => {
    const staff = await api.addEmployee({});
    for (let i = 0; i < 5; i += 1) expect((await signIn(staff.email, `guess-${i}`, `203.0.113.${100 + i}`)).status).toBe(401);
    const held = await api.app.request(
      '/api/login.php',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: staff.email, password: staff.password }),
      },
      { incoming: { socket: { remoteAddress: '203.0.113.200' } } },
    );
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    api.clock.advance(1000);
    expect((await signIn(staff.email, staff.password, '203.0.113.200')).status).toBe(200);
    api.clock.advance(16 * 60_000);
  });

  it('caps failed sign-ins server-wide: past 100 a minute over many e-mails and addresses, a new address is held', async () => {
    for (let i = 0; i < 100; i += 1) {
      expect((await signIn(`nobody${i}@shop.test`, 'guess', `100.${64 + (i % 50)}.1.${i}`)).status).toBe(401);
    }
    const next = await signIn('nobody-else@shop.test', 'guess', '100.99.1.1');
    expect(next.status).toBe(429);
    // The owner at a till that signed in before still gets in.
    expect((await signIn(OWNER.email, OWNER.password, SHOP_TILL)).status).toBe(200);
    api.clock.advance(61_000);
    expect((await signIn('nobody-else@shop.test', 'guess', '100.99.1.1')).status).toBe(401);
    api.clock.advance(16 * 60_000);
  });

  it('answers a disabled login with the right password exactly as a wrong password', async () => {
    const staff = await api.addEmployee({ status: 0 });
    const right = await signIn(staff.email, staff.password, SHOP_TILL);
    const wrong = await signIn(staff.email, 'not-the-password', SHOP_TILL);
    expect(right.status).toBe(401);
    expect({ head: right.head, body: right.body, setCookie: right.setCookie }).toEqual({ head: wrong.head, body: wrong.body, setCookie: wrong.setCookie });
  });

  it('reads X-Forwarded-For only from a trusted proxy, and then its right-most untrusted address', async () => {
    const staff = await api.addEmployee({});
    await signIn(staff.email, 'guess', '10.1.2.3', { 'x-forwarded-for': '1.1.1.1, 203.0.113.77, 10.9.9.9' });
    await signIn(staff.email, 'guess', '198.51.100.50', { 'x-forwarded-for': '203.0.113.78' });
    const rows = await signInRows(staff.email);
    expect(rows.map((r) => r.address)).toEqual(['203.0.113.77', '198.51.100.50']);
  });

  it('writes sign-in, failed sign-in, the hold and sign-out to the audit trail', async () => {
    const staff = await api.addEmployee({});
    const cookie = await api.signIn(staff.email, staff.password);
    for (let i = 0; i < 5; i += 1) await signIn(staff.email, `guess-${i}`, '198.51.100.60');
    expect((await api.call('logout.php', {}, { cookie })).status).toBe(200);
    const rows = await signInRows(staff.email);
    expect(rows[0]).toEqual({ entity: 'sign_in', user_id: staff.userId, result: 'signed in', address: '127.0.0.1' });
    expect(rows.filter((r) => r.result === 'wrong password')).toHaveLength(5);
    expect(rows).toContainEqual({ entity: 'sign_in', user_id: staff.userId, result: 'held (e-mail)', address: '198.51.100.60', retry_after_seconds: 1 });
    expect(rows.at(-1)).toEqual({ entity: 'sign_out', user_id: staff.userId, result: 'signed out', address: '127.0.0.1' });
    api.clock.advance(16 * 60_000);
  });
});
