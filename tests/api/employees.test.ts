import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAGS } from '../../core/permissions';
import { startApi, OWNER, type Reply, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';

type EmployeeRow = { user_id: string; name: string; email: string; phone: string; user_status: string; is_owner: string };

describe.each(TEST_DIALECTS)('employees and privileges on %s', (dialect) => {
  let api: TestApi;
  let owner: string;
  let ownerId: number;
  let admin: string;
  let clerk: string;
  const replies: string[] = [];
  const passwords = [OWNER.password, 'staff-pass-1234', 'meena-pass-5678', 'new-secret-9012'];

  /** Every reply of these calls is kept, to be scanned for passwords and hashes at the end. */
  const call = async <B = unknown>(path: string, body: unknown, cookie?: string): Promise<Reply<B>> => {
    const reply = await api.call<B>(path, body, { cookie });
    replies.push(JSON.stringify(reply));
    return reply;
  };

  beforeAll(async () => {
    api = await startApi(dialect);
    owner = await api.signInOwner();
    ownerId = (await api.db.selectFrom('employees').select('user_id').where('is_owner', '=', 1).executeTakeFirstOrThrow()).user_id;
    const a = await api.addEmployee({ flags: ['employee'], name: 'admin clerk' });
    admin = await api.signIn(a.email, a.password);
    const c = await api.addEmployee({ flags: ['customer'] });
    clerk = await api.signIn(c.email, c.password);
  });
  afterAll(async () => {
    await api.dispose();
  });

  const registerMeena = (over: Record<string, unknown> = {}) =>
    call<EmployeeRow>('register.php', { name: 'Meena', phone: '9443012345', email: 'Meena@Shop.test', password: 'meena-pass-5678', ...over }, owner);

  describe('register.php', () => {
    it('adds an employee with login enabled and no flags, who can then sign in', async () => {
      const reply = await registerMeena();
      expect(reply.head).toEqual({ code: 200, msg: 'Employee registered successfully!' });
      expect(reply.body).toMatchObject({ name: 'Meena', email: 'meena@shop.test', phone: '9443012345', user_status: '1', is_owner: '0' });
      const cookie = await api.signIn('meena@shop.test', 'meena-pass-5678');
      const privileges = await call<Array<Record<string, string>>>('employee_login_previllage.php', { user_id: reply.body.user_id }, cookie);
      expect(FLAGS.every((f) => privileges.body[0][f] === '0')).toBe(true);
      const audit = await api.db.selectFrom('audit_log').selectAll().where('call', '=', 'register.php').executeTakeFirstOrThrow();
      expect(audit.after_json).not.toContain('scrypt');
    });

    it('validates every field with a message naming it', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ name: '' }, 'name: is required'],
        [{ email: '' }, 'email: is required'],
        [{ email: 'meena.shop.test' }, 'email: must be an e-mail address such as name@example.com'],
        [{ phone: '' }, 'phone: is required'],
        [{ phone: '94430-12345' }, 'phone: must be digits only, at most 10'],
        [{ phone: '94430123456' }, 'phone: must be digits only, at most 10'],
        [{ password: '' }, 'password: must be at least 8 characters'],
        [{ password: 'short' }, 'password: must be at least 8 characters'],
        [{ password: 'x'.repeat(129) }, 'password: must be at most 128 characters'],
        [{ password: undefined }, 'password: is required'],
      ];
      for (const [over, msg] of cases) {
        const reply = await registerMeena({ email: 'other@shop.test', ...over });
        expect(reply.status, msg).toBe(400);
        expect(reply.head.msg).toBe(msg);
      }
    });

    it('refuses an e-mail already in use (409)', async () => {
      const reply = await registerMeena({ email: 'MEENA@shop.test' });
      expect(reply.status).toBe(409);
      expect(reply.head.msg).toBe('email: this e-mail address is already used by another employee');
    });

    it('refuses without a session (401) and without the employee flag (403)', async () => {
      expect((await call('register.php', {})).status).toBe(401);
      expect((await call('register.php', {}, clerk)).status).toBe(403);
    });
  });

  describe('employe_list.php', () => {
    it('lists every employee with login status, never a password', async () => {
      const reply = await call<EmployeeRow[]>('employe_list.php', {}, admin);
      expect(reply.status).toBe(200);
      expect(reply.body[0]).toEqual({ user_id: String(ownerId), name: 'owner', email: OWNER.email, phone: '', user_status: '1', is_owner: '1' });
      expect(reply.body.map((e) => e.name)).toEqual(['owner', 'admin clerk', 'staff member', 'Meena']);
      for (const row of reply.body) expect(Object.keys(row).sort()).toEqual(['email', 'is_owner', 'name', 'phone', 'user_id', 'user_status']);
    });

    it('refuses without a session and without the employee flag', async () => {
      expect((await call('employe_list.php', {})).status).toBe(401);
      expect((await call('employe_list.php', {}, clerk)).status).toBe(403);
    });
  });

  describe('employe_detail.php and employe_detail_update.php', () => {
    it('answers the employee as body[0], without password', async () => {
      const meena = await api.addEmployee({ name: 'Detail Meena', email: 'detail@shop.test' });
      const reply = await call<EmployeeRow[]>('employe_detail.php', { user_id: String(meena.userId) }, admin);
      expect(reply.body).toEqual([
        { user_id: String(meena.userId), name: 'Detail Meena', email: 'detail@shop.test', phone: '9876543210', user_status: '1', is_owner: '0' },
      ]);
      expect((await call('employe_detail.php', { user_id: 99999 }, admin)).status).toBe(404);
      expect((await call('employe_detail.php', { user_id: 'x' }, admin)).status).toBe(400);
      expect((await call('employe_detail.php', { user_id: meena.userId })).status).toBe(401);
      expect((await call('employe_detail.php', { user_id: meena.userId }, clerk)).status).toBe(403);
    });

    it('an empty password keeps the old one; a new one replaces it and ends their sessions', async () => {
      const staff = await api.addEmployee({ name: 'Ravi', email: 'ravi@shop.test' });
      const session = await api.signIn(staff.email, staff.password);
      const keep = await call<EmployeeRow[]>(
        'employe_detail_update.php',
        { user_id: staff.userId, name: 'Ravi K', email: 'ravi@shop.test', phone: '9000000001', password: '' },
        admin,
      );
      expect(keep.head).toEqual({ code: 200, msg: 'Employee detail Updated Succeefully' });
      expect(keep.body[0]).toMatchObject({ name: 'Ravi K', phone: '9000000001' });
      await api.signIn(staff.email, staff.password);
      expect((await call('dashboard.php', {}, session)).status).toBe(200);

      const change = await call(
        'employe_detail_update.php',
        { user_id: staff.userId, name: 'Ravi K', email: 'ravi@shop.test', phone: '9000000001', password: 'new-secret-9012' },
        admin,
      );
      expect(change.status).toBe(200);
      expect((await call('dashboard.php', {}, session)).status).toBe(401);
      expect((await api.call('login.php', { email: staff.email, password: staff.password })).status).toBe(401);
      await api.signIn(staff.email, 'new-secret-9012');
      const audit = await api.db
        .selectFrom('audit_log')
        .select('after_json')
        .where('call', '=', 'employe_detail_update.php')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(audit.after_json).toContain('"password_changed":true');
      expect(audit.after_json).not.toContain('scrypt');
    });

    it('changing your own password ends every other session of yours and keeps the one you changed it in (issue 20)', async () => {
      const self = await api.addEmployee({ flags: ['employee'], name: 'Selvi' });
      const here = await api.signIn(self.email, self.password);
      const elsewhere = await api.signIn(self.email, self.password);
      const change = await call(
        'employe_detail_update.php',
        { user_id: self.userId, name: 'Selvi', email: self.email, phone: '9000000002', password: 'new-secret-9012' },
        here,
      );
      expect(change.status).toBe(200);
      expect((await call('dashboard.php', {}, elsewhere)).status).toBe(401);
      expect((await call('dashboard.php', {}, here)).status).toBe(200);
    });

    it('validates fields, the e-mail in use and a missing employee', async () => {
      const staff = await api.addEmployee({});
      const base = { user_id: staff.userId, name: 'X', email: 'x1@shop.test', phone: '' };
      expect((await call('employe_detail_update.php', { ...base, phone: '12345678901' }, admin)).head.msg).toBe('phone: must be digits only, at most 10');
      expect((await call('employe_detail_update.php', { ...base, phone: 'abc' }, admin)).head.msg).toBe('phone: must be digits only, at most 10');
      expect((await call('employe_detail_update.php', { ...base, name: ' ' }, admin)).head.msg).toBe('name: is required');
      expect((await call('employe_detail_update.php', { ...base, email: 'nope' }, admin)).head.msg).toBe(
        'email: must be an e-mail address such as name@example.com',
      );
      expect((await call('employe_detail_update.php', { ...base, password: 'short' }, admin)).head.msg).toBe('password: must be at least 8 characters');
      expect((await call('employe_detail_update.php', { ...base, email: OWNER.email }, admin)).status).toBe(409);
      expect((await call('employe_detail_update.php', { ...base, user_id: 99999 }, admin)).status).toBe(404);
      expect((await call('employe_detail_update.php', base)).status).toBe(401);
      expect((await call('employe_detail_update.php', base, clerk)).status).toBe(403);
    });

    it("only the owner may change the owner's details", async () => {
      const takeover = { user_id: ownerId, name: 'owner', email: OWNER.email, phone: '', password: 'taken-over-123' };
      const refused = await call('employe_detail_update.php', takeover, admin);
      expect(refused.status).toBe(403);
      await api.signInOwner();
      const own = await call<EmployeeRow[]>('employe_detail_update.php', { ...takeover, name: 'Owner Name', password: '' }, owner);
      expect(own.body[0]).toMatchObject({ name: 'Owner Name', is_owner: '1' });
      expect((await call('dashboard.php', {}, owner)).status).toBe(200);
    });
  });

  describe('employe_list_update.php', () => {
    it('disables a login: their session is refused at the next call and they cannot sign in; enabling lets them back', async () => {
      const staff = await api.addEmployee({ flags: ['customer'] });
      const session = await api.signIn(staff.email, staff.password);
      expect((await call('customer_list.php', {}, session)).status).toBe(200);
      const off = await call<EmployeeRow>('employe_list_update.php', { user_id: String(staff.userId), user_status: '0' }, admin);
      expect(off.head).toEqual({ code: 200, msg: 'Details Updated Successfully' });
      expect(off.body.user_status).toBe('0');
      expect((await call('customer_list.php', {}, session)).status).toBe(401);
      const signIn = await api.call('login.php', { email: staff.email, password: staff.password });
      // Issue 20: a disabled login answers exactly as a wrong password does.
      expect(signIn.status).toBe(401);
      expect(signIn.head.msg).toBe('Invalid email or password');
      expect(signIn.setCookie).toBeNull();

      expect((await call('employe_list_update.php', { user_id: staff.userId, user_status: '1' }, admin)).status).toBe(200);
      await api.signIn(staff.email, staff.password);
    });

    it('a disabled login on a session in use takes effect without signing in again', async () => {
      const staff = await api.addEmployee({ flags: ['customer'] });
      const session = await api.signIn(staff.email, staff.password);
      await api.db.updateTable('employees').set({ user_status: 0 }).where('user_id', '=', staff.userId).execute();
      expect((await call('customer_list.php', {}, session)).status).toBe(401);
    });

    it('refuses to disable the owner or oneself, and validates', async () => {
      const ownerOff = await call('employe_list_update.php', { user_id: ownerId, user_status: '0' }, admin);
      expect(ownerOff.status).toBe(409);
      expect(ownerOff.head.msg).toBe("The owner's login cannot be disabled.");
      const self = await api.db.selectFrom('employees').select('user_id').where('name', '=', 'admin clerk').executeTakeFirstOrThrow();
      expect((await call('employe_list_update.php', { user_id: self.user_id, user_status: '0' }, admin)).status).toBe(409);
      expect((await call('employe_list_update.php', { user_id: ownerId, user_status: '1' }, admin)).status).toBe(200);
      expect((await call('employe_list_update.php', { user_id: ownerId, user_status: 'yes' }, admin)).head.msg).toBe('user_status: must be "1" or "0"');
      expect((await call('employe_list_update.php', { user_id: 99999, user_status: '1' }, admin)).status).toBe(404);
      expect((await call('employe_list_update.php', { user_id: ownerId, user_status: '1' })).status).toBe(401);
      expect((await call('employe_list_update.php', { user_id: ownerId, user_status: '1' }, clerk)).status).toBe(403);
    });
  });

  describe('employe_list_delete.php', () => {
    it('deletes an employee, ending their sessions', async () => {
      const staff = await api.addEmployee({ flags: ['customer'] });
      const session = await api.signIn(staff.email, staff.password);
      const reply = await call('employe_list_delete.php', { user_id: staff.userId }, admin);
      expect(reply.head).toEqual({ code: 200, msg: 'Employee deleted successfully' });
      expect((await call('customer_list.php', {}, session)).status).toBe(401);
      expect((await call('employe_detail.php', { user_id: staff.userId }, admin)).status).toBe(404);
    });

    it('refuses the owner, oneself and an employee who has recorded bills', async () => {
      expect((await call('employe_list_delete.php', { user_id: ownerId }, admin)).head).toEqual({ code: 409, msg: 'The owner cannot be deleted.' });
      const self = await api.db.selectFrom('employees').select('user_id').where('name', '=', 'admin clerk').executeTakeFirstOrThrow();
      expect((await call('employe_list_delete.php', { user_id: self.user_id }, admin)).status).toBe(409);
      const biller = await api.addEmployee({});
      const at = new Date().toISOString();
      await api.db
        .insertInto('payment_details')
        .values({
          added_date: '2026-11-21',
          name: 'x',
          payment_sent: 'bank',
          payment_method: 'credit',
          amount: 100,
          description: 'd',
          created_by: biller.userId,
          created_at: at,
        })
        .execute();
      const refused = await call('employe_list_delete.php', { user_id: biller.userId }, admin);
      expect(refused.status).toBe(409);
      expect(refused.head.msg).toContain('disable the login instead');
      expect((await call('employe_list_delete.php', { user_id: 99999 }, admin)).status).toBe(404);
      expect((await call('employe_list_delete.php', { user_id: biller.userId })).status).toBe(401);
      expect((await call('employe_list_delete.php', { user_id: biller.userId }, clerk)).status).toBe(403);
    });
  });

  describe('employe_previllage_list.php and employe_previllage_update.php', () => {
    it('answers body[0] with every flag; the owner holds all', async () => {
      const staff = await api.addEmployee({ flags: ['brand', 'unit'] });
      const reply = await call<Array<Record<string, string>>>('employe_previllage_list.php', { employee_id: staff.userId }, admin);
      expect(reply.body[0]).toMatchObject({ employee_id: String(staff.userId), is_owner: '0', brand: '1', unit: '1', customer: '0' });
      expect(Object.keys(reply.body[0])).toEqual(expect.arrayContaining([...FLAGS]));
      const ownerFlags = await call<Array<Record<string, string>>>('employe_previllage_list.php', { employee_id: ownerId }, admin);
      expect(FLAGS.every((f) => ownerFlags.body[0][f] === '1')).toBe(true);
      expect((await call('employe_previllage_list.php', { employee_id: 99999 }, admin)).status).toBe(404);
      expect((await call('employe_previllage_list.php', {}, admin)).head.msg).toMatch(/^employee_id: /);
      expect((await call('employe_previllage_list.php', { employee_id: staff.userId })).status).toBe(401);
      expect((await call('employe_previllage_list.php', { employee_id: staff.userId }, clerk)).status).toBe(403);
    });

    it("a flag switched off gives 403 on that employee's very next call; switched on, it works at once", async () => {
      const staff = await api.addEmployee({ flags: ['customer', 'brand'] });
      const session = await api.signIn(staff.email, staff.password);
      expect((await call('customer_list.php', {}, session)).status).toBe(200);
      const all = Object.fromEntries(FLAGS.map((f) => [f, f === 'brand' ? '1' : '0']));
      const reply = await call<Array<Record<string, string>>>('employe_previllage_update.php', { employee_id: String(staff.userId), ...all }, owner);
      expect(reply.head).toEqual({ code: 200, msg: 'Privileges updated successfully!' });
      expect(reply.body[0]).toMatchObject({ customer: '0', brand: '1' });
      expect((await call('customer_list.php', {}, session)).status).toBe(403);
      await call('employe_previllage_update.php', { employee_id: staff.userId, customer: '1' }, owner);
      expect((await call('customer_list.php', {}, session)).status).toBe(200);
      const menu = await call<Array<Record<string, string>>>('employee_login_previllage.php', { user_id: staff.userId }, session);
      expect(menu.body[0]).toMatchObject({ customer: '1', brand: '1', unit: '0' });
    });

    it('the owner cannot be stripped of flags; values are validated', async () => {
      const refused = await call('employe_previllage_update.php', { employee_id: ownerId, settings: '0' }, owner);
      expect(refused.head).toEqual({ code: 409, msg: 'The owner holds every privilege: they cannot be changed.' });
      const staff = await api.addEmployee({});
      expect((await call('employe_previllage_update.php', { employee_id: staff.userId, brand: '2' }, owner)).head.msg).toBe('brand: must be "1" or "0"');
      expect((await call('employe_previllage_update.php', { employee_id: 99999, brand: '1' }, owner)).status).toBe(404);
      expect((await call('employe_previllage_update.php', { employee_id: staff.userId })).status).toBe(401);
      expect((await call('employe_previllage_update.php', { employee_id: staff.userId }, clerk)).status).toBe(403);
    });
  });

  describe('only the owner grants or removes privileges (issue 28)', () => {
    const flagsOf = async (userId: number) =>
      api.db
        .selectFrom('employees')
        .select(FLAGS.map((f) => `perm_${f}` as const))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
    const audits = async () =>
      Number(
        (
          await api.db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const REFUSED = { code: 403, msg: 'Permission denied: only the owner can grant or remove privileges.' };

    it('an employee with the employee flag cannot grant itself settings, payment_details or sales_gst: 403, nothing written', async () => {
      const self = await api.addEmployee({ flags: ['employee'], name: 'ambitious clerk' });
      const session = await api.signIn(self.email, self.password);
      const before = { flags: await flagsOf(self.userId), audits: await audits() };
      const reply = await call(
        'employe_previllage_update.php',
        { employee_id: String(self.userId), employee: '1', settings: '1', payment_details: '1', sales_gst: '1' },
        session,
      );
      expect(reply.head).toEqual(REFUSED);
      expect(reply.status).toBe(403);
      expect({ flags: await flagsOf(self.userId), audits: await audits() }).toEqual(before);
      expect((await call('setting_detail.php', {}, session)).status).toBe(403);
      // Nor drop its own flag, nor anyone else's.
      expect((await call('employe_previllage_update.php', { employee_id: self.userId, employee: '0' }, session)).head).toEqual(REFUSED);
      expect((await flagsOf(self.userId)).perm_employee).toBe(1);
    });

    it("nor grant or remove another employee's flags: 403, nothing written", async () => {
      const other = await api.addEmployee({ flags: ['customer'] });
      const before = { flags: await flagsOf(other.userId), audits: await audits() };
      expect((await call('employe_previllage_update.php', { employee_id: other.userId, settings: '1' }, admin)).head).toEqual(REFUSED);
      expect((await call('employe_previllage_update.php', { employee_id: other.userId, customer: '0' }, admin)).head).toEqual(REFUSED);
      expect({ flags: await flagsOf(other.userId), audits: await audits() }).toEqual(before);
    });

    it("still changes another employee's details and login status, and reads their privileges", async () => {
      const other = await api.addEmployee({ flags: ['customer'], name: 'Kannan' });
      const details = await call('employe_detail_update.php', { user_id: other.userId, name: 'Kannan R', email: other.email, phone: '9443000001' }, admin);
      expect(details.head).toEqual({ code: 200, msg: 'Employee detail Updated Succeefully' });
      const status = await call('employe_list_update.php', { user_id: other.userId, user_status: '0' }, admin);
      expect(status.head).toEqual({ code: 200, msg: 'Details Updated Successfully' });
      expect(await api.db.selectFrom('employees').select(['name', 'user_status']).where('user_id', '=', other.userId).executeTakeFirstOrThrow()).toEqual({
        name: 'Kannan R',
        user_status: 0,
      });
      expect((await call<Array<Record<string, string>>>('employe_previllage_list.php', { employee_id: other.userId }, admin)).body[0]).toMatchObject({
        customer: '1',
      });
    });

    it('nor take a login holding more than it holds by setting its password: 403, nothing written; the owner may', async () => {
      const manager = await api.addEmployee({ flags: ['settings', 'customer'], name: 'Manager' });
      const hashOf = async () =>
        (await api.db.selectFrom('employees').select('password_hash').where('user_id', '=', manager.userId).executeTakeFirstOrThrow()).password_hash;
      const before = { hash: await hashOf(), audits: await audits() };
      const takeover = { user_id: manager.userId, name: 'Manager', email: manager.email, phone: '9443000002', password: 'taken-over-123' };
      const refused = await call('employe_detail_update.php', takeover, admin);
      expect(refused.head).toEqual({
        code: 403,
        msg: 'Permission denied: only the owner can set the password of an employee holding privileges you do not hold (Settings, Customer).',
      });
      expect({ hash: await hashOf(), audits: await audits() }).toEqual(before);
      expect((await api.call('login.php', { email: manager.email, password: 'taken-over-123' })).status).toBe(401);
      // Details without a password are still the employee flag's to change; the owner may set the password.
      expect((await call('employe_detail_update.php', { ...takeover, password: '' }, admin)).status).toBe(200);
      expect((await call('employe_detail_update.php', takeover, owner)).status).toBe(200);
    });

    it('the owner grants and removes them', async () => {
      const other = await api.addEmployee({ flags: [] });
      expect((await call('employe_previllage_update.php', { employee_id: other.userId, sales_gst: '1' }, owner)).status).toBe(200);
      expect((await flagsOf(other.userId)).perm_sales_gst).toBe(1);
    });
  });

  it('no reply of these calls carries a password or a password hash', async () => {
    const hashes = (await api.db.selectFrom('employees').select('password_hash').execute()).map((e) => e.password_hash);
    expect(replies.length).toBeGreaterThan(50);
    for (const text of replies) {
      expect(text).not.toMatch(/scrypt\$|password_hash/);
      for (const secret of [...passwords, ...hashes]) expect(text).not.toContain(secret);
    }
  });
});
