import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAGS, type FlagRecord } from '../../core/permissions';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';

type PrivilegeReply = Array<FlagRecord & { user_id: string; is_owner: '0' | '1' }>;

describe.each(TEST_DIALECTS)('employee_login_previllage.php on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(dialect);
  });
  afterAll(() => api.dispose());

  it('answers the signed-in employee\'s flag record as "1"/"0" in body[0]', async () => {
    const staff = await api.addEmployee({ flags: ['customer', 'gstbill', 'stock_report'] });
    const cookie = await api.signIn(staff.email, staff.password);
    const reply = await api.call<PrivilegeReply>('employee_login_previllage.php', { user_id: String(staff.userId) }, { cookie });
    expect(reply.status).toBe(200);
    expect(reply.body).toHaveLength(1);
    const record = reply.body[0];
    expect(record.user_id).toBe(String(staff.userId));
    expect(record.is_owner).toBe('0');
    for (const flag of FLAGS) {
      expect(record[flag], flag).toBe(['customer', 'gstbill', 'stock_report'].includes(flag) ? '1' : '0');
    }
  });

  it('accepts the user id with the surrounding quotes a browser may have stored', async () => {
    const staff = await api.addEmployee({ flags: ['brand'] });
    const cookie = await api.signIn(staff.email, staff.password);
    const reply = await api.call<PrivilegeReply>('employee_login_previllage.php', { user_id: `"${staff.userId}"` }, { cookie });
    expect(reply.body[0].brand).toBe('1');
  });

  it('gives the owner every flag', async () => {
    const cookie = await api.signInOwner();
    const owner = await api.db.selectFrom('employees').select('user_id').where('is_owner', '=', 1).executeTakeFirstOrThrow();
    const reply = await api.call<PrivilegeReply>('employee_login_previllage.php', { user_id: owner.user_id }, { cookie });
    expect(FLAGS.every((f) => reply.body[0][f] === '1')).toBe(true);
    expect(reply.body[0].is_owner).toBe('1');
  });

  it("refuses another employee's record to one without the employee flag", async () => {
    const staff = await api.addEmployee({ flags: ['customer'] });
    const other = await api.addEmployee({ flags: ['brand'] });
    const cookie = await api.signIn(staff.email, staff.password);
    const reply = await api.call('employee_login_previllage.php', { user_id: other.userId }, { cookie });
    expect(reply.status).toBe(403);
  });

  it('validates user_id', async () => {
    const cookie = await api.signInOwner();
    expect((await api.call('employee_login_previllage.php', {}, { cookie })).head.msg).toMatch(/^user_id: /);
    expect((await api.call('employee_login_previllage.php', { user_id: 'abc' }, { cookie })).status).toBe(400);
    expect((await api.call('employee_login_previllage.php', { user_id: -3 }, { cookie })).status).toBe(400);
    expect((await api.call('employee_login_previllage.php', { user_id: 99999 }, { cookie })).status).toBe(404);
  });

  it('a flag switched off takes effect on the very next call', async () => {
    const staff = await api.addEmployee({ flags: ['gstbill_list'] });
    const cookie = await api.signIn(staff.email, staff.password);
    expect((await api.call('order.php', {}, { cookie })).status).not.toBe(403);
    await api.db.updateTable('employees').set({ perm_gstbill_list: 0 }).where('user_id', '=', staff.userId).execute();
    expect((await api.call('order.php', {}, { cookie })).status).toBe(403);
  });
});
