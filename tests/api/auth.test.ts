import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER, startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';

describe.each(TEST_DIALECTS)('sign-in on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(dialect, { sessionIdleHours: 12 });
  });
  afterAll(() => api.dispose());

  describe('login.php', () => {
    it('answers success with user_id and name and sets an httpOnly SameSite=Strict session cookie', async () => {
      const reply = await api.call<{ user_id: string; name: string }>('login.php', OWNER);
      expect(reply.status).toBe(200);
      expect(reply.head).toEqual({ code: 200, msg: 'success' });
      expect(reply.body).toEqual({ user_id: expect.stringMatching(/^\d+$/), name: 'owner' });
      expect(reply.setCookie).toMatch(/^kulir_session=[\w-]{40,};/);
      expect(reply.setCookie).toMatch(/HttpOnly/i);
      expect(reply.setCookie).toMatch(/SameSite=Strict/i);
    });

    it('takes the e-mail whatever its case and surrounding spaces', async () => {
      const reply = await api.call('login.php', { email: `  ${OWNER.email.toUpperCase()} `, password: OWNER.password });
      expect(reply.head.msg).toBe('success');
    });

    it('refuses a wrong password with "Invalid email or password" and no cookie', async () => {
      const reply = await api.call('login.php', { email: OWNER.email, password: 'wrong-password' });
      expect(reply.status).toBe(401);
      expect(reply.head).toEqual({ code: 401, msg: 'Invalid email or password' });
      expect(reply.body).toBeNull();
      expect(reply.setCookie).toBeNull();
    });

    it('refuses an unknown e-mail with the same message', async () => {
      const reply = await api.call('login.php', { email: 'nobody@shop.test', password: 'whatever' });
      expect(reply.head).toEqual({ code: 401, msg: 'Invalid email or password' });
    });

    it('names the missing field', async () => {
      const reply = await api.call('login.php', { email: OWNER.email });
      expect(reply.status).toBe(400);
      expect(reply.head.msg).toMatch(/^password: /);
    });

    it('refuses a wrongly typed field with 400, never 500', async () => {
      const reply = await api.call('login.php', { email: 42, password: ['x'] });
      expect(reply.status).toBe(400);
      expect(reply.head.msg).toMatch(/^email: /);
    });

    it('refuses empty e-mail or password', async () => {
      const reply = await api.call('login.php', { email: '', password: '' });
      expect(reply.status).toBe(400);
      expect(reply.head.msg).toBe('Please enter your e-mail and password.');
    });

    it('refuses a body that is not JSON', async () => {
      const broken = await api.call('login.php', undefined, { rawBody: '{"email": ' });
      expect(broken.status).toBe(400);
      expect(broken.head.msg).toBe('Request body is not valid JSON');
      const form = await api.call('login.php', undefined, { rawBody: 'email=a&password=b', contentType: 'application/x-www-form-urlencoded' });
      expect(form.status).toBe(400);
    });

    it('refuses a body over 1 MB with 413', async () => {
      const reply = await api.call('login.php', { email: OWNER.email, password: 'x'.repeat(1_100_000) });
      expect(reply.status).toBe(413);
    });

    it('does not let a disabled employee sign in, and answers as a wrong password does (issue 20)', async () => {
      const staff = await api.addEmployee({ status: 0 });
      const reply = await api.call('login.php', { email: staff.email, password: staff.password });
      expect(reply.status).toBe(401);
      expect(reply.head).toEqual({ code: 401, msg: 'Invalid email or password' });
      expect(reply.setCookie).toBeNull();
    });

    it('locks an e-mail out after five wrong passwords, even for the right one', async () => {
      const staff = await api.addEmployee({});
      for (let i = 0; i < 5; i += 1) {
        expect((await api.call('login.php', { email: staff.email, password: `guess-${i}` })).status).toBe(401);
      }
      const locked = await api.call('login.php', { email: staff.email, password: staff.password });
      expect(locked.status).toBe(429);
      expect(locked.head.msg).toMatch(/Too many failed sign-ins/);
      api.clock.advance(16 * 60_000);
      expect((await api.call('login.php', { email: staff.email, password: staff.password })).head.msg).toBe('success');
    });
  });

  describe('sessions', () => {
    it('logout.php ends the session: the same cookie then gets 401', async () => {
      const cookie = await api.signInOwner();
      expect((await api.call('dashboard.php', {}, { cookie })).status).toBe(200);
      const out = await api.call('logout.php', {}, { cookie });
      expect(out.status).toBe(200);
      expect(out.setCookie).toMatch(/kulir_session=;/);
      expect((await api.call('dashboard.php', {}, { cookie })).status).toBe(401);
    });

    it('a session idle for longer than the limit is ended', async () => {
      const cookie = await api.signInOwner();
      api.clock.advance(11 * 3_600_000);
      expect((await api.call('dashboard.php', {}, { cookie })).status).toBe(200);
      api.clock.advance(11 * 3_600_000);
      expect((await api.call('dashboard.php', {}, { cookie })).status).toBe(200);
      api.clock.advance(12 * 3_600_000 + 1000);
      expect((await api.call('dashboard.php', {}, { cookie })).status).toBe(401);
    });

    it('a disabled employee is refused on the next call, without signing in again', async () => {
      const staff = await api.addEmployee({ flags: ['customer'] });
      const cookie = await api.signIn(staff.email, staff.password);
      expect((await api.call('dashboard.php', {}, { cookie })).status).toBe(200);
      await api.db.updateTable('employees').set({ user_status: 0 }).where('user_id', '=', staff.userId).execute();
      expect((await api.call('dashboard.php', {}, { cookie })).status).toBe(401);
    });
  });
});
