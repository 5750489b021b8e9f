import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../../server/call';
import { CALLS } from '../../server/calls';
import { ApiError } from '../../server/envelope';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';

// A write call defined by the test on a guarded path, to watch what the framework does around any business write.
const addBrand = defineCall({
  path: 'brand_add.php',
  write: true,
  schema: z.object({ brand_name: z.string().min(1), fail_after_write: z.enum(['conflict', 'crash']).optional(), request_id: z.string().optional() }),
  async run({ db, body, audit }) {
    const row = await db.insertInto('brands').values({ brand_name: body.brand_name }).returning('brand_id').executeTakeFirstOrThrow();
    await audit({ entity: 'brand', entityId: row.brand_id, after: { brand_name: body.brand_name } });
    if (body.fail_after_write === 'conflict') throw new ApiError(409, 'Brand already exists');
    if (body.fail_after_write === 'crash') throw new Error('disk on fire');
    return { msg: 'Brand added successfully!', body: { brand_id: row.brand_id } };
  },
});

describe.each(TEST_DIALECTS)('every write call on %s', (dialect) => {
  let api: TestApi;
  let cookie: string;
  const count = async (table: 'brands' | 'audit_log' | 'request_log') =>
    Number(
      (
        await api.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    api = await startApi(dialect, { calls: [...CALLS, addBrand] });
    cookie = await api.signInOwner();
  });
  afterAll(() => api.dispose());

  it('appends who, when, what call, which record and the new values to audit_log', async () => {
    const reply = await api.call<{ brand_id: number }>('brand_add.php', { brand_name: 'Crompton' }, { cookie });
    expect(reply.head).toEqual({ code: 200, msg: 'Brand added successfully!' });
    const entry = await api.db.selectFrom('audit_log').selectAll().where('entity', '=', 'brand').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const owner = await api.db.selectFrom('employees').select('user_id').where('is_owner', '=', 1).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ user_id: owner.user_id, call: 'brand_add.php', entity_id: String(reply.body.brand_id), at: api.clock.now().toISOString() });
    expect(JSON.parse(entry.after_json ?? '')).toEqual({ brand_name: 'Crompton' });
  });

  it('keeps nothing of a refused write: no row, no audit entry', async () => {
    const before = [await count('brands'), await count('audit_log')];
    const reply = await api.call('brand_add.php', { brand_name: 'Havells', fail_after_write: 'conflict' }, { cookie });
    expect(reply.status).toBe(409);
    expect(reply.head.msg).toBe('Brand already exists');
    expect([await count('brands'), await count('audit_log')]).toEqual(before);
  });

  it('answers an unexpected failure with 500 in the envelope, keeps nothing and hides the cause', async () => {
    const before = await count('brands');
    const reply = await api.call('brand_add.php', { brand_name: 'Usha', fail_after_write: 'crash' }, { cookie });
    expect(reply.status).toBe(500);
    expect(reply.head.msg).toBe('Something went wrong on the server. Nothing was saved.');
    expect(reply.head.msg).not.toContain('disk');
    expect(await count('brands')).toBe(before);
  });

  it('answers a repeated request_id with the first result and writes once', async () => {
    const before = await count('brands');
    const first = await api.call<{ brand_id: number }>('brand_add.php', { brand_name: 'Bajaj', request_id: 'till-1-0001' }, { cookie });
    const again = await api.call<{ brand_id: number }>('brand_add.php', { brand_name: 'Bajaj', request_id: 'till-1-0001' }, { cookie });
    expect(again.head).toEqual(first.head);
    expect(again.body).toEqual(first.body);
    expect(await count('brands')).toBe(before + 1);
  });

  it('books once when the same request_id arrives twice at the same moment', async () => {
    const before = await count('brands');
    const [a, b] = await Promise.all([
      api.call<{ brand_id: number }>('brand_add.php', { brand_name: 'Orient', request_id: 'till-2-0001' }, { cookie }),
      api.call<{ brand_id: number }>('brand_add.php', { brand_name: 'Orient', request_id: 'till-2-0001' }, { cookie }),
    ]);
    // On SQLite the second waits its turn; on PostgreSQL it loses the race on the brand name or the request log,
    // and still answers with the first save's result.
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    expect(await count('brands')).toBe(before + 1);
  });

  it('does not keep a refused write in the request log, so a corrected retry with the same id goes through', async () => {
    const refused = await api.call('brand_add.php', { brand_name: 'V-Guard', request_id: 'till-3-0001', fail_after_write: 'conflict' }, { cookie });
    expect(refused.status).toBe(409);
    const retried = await api.call('brand_add.php', { brand_name: 'V-Guard', request_id: 'till-3-0001' }, { cookie });
    expect(retried.status).toBe(200);
  });

  it('names the field of a bad body and writes nothing', async () => {
    const before = await count('brands');
    const reply = await api.call('brand_add.php', { brand_name: '' }, { cookie });
    expect(reply.status).toBe(400);
    expect(reply.head.msg).toMatch(/^brand_name: /);
    expect(await count('brands')).toBe(before);
  });
});

describe.each(TEST_DIALECTS)('the audit log on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(dialect, { calls: [...CALLS, addBrand] });
    await api.call('brand_add.php', { brand_name: 'Godrej' }, { cookie: await api.signInOwner() });
  });
  afterAll(() => api.dispose());

  it('cannot be changed or deleted, even by a direct query', async () => {
    await expect(api.db.updateTable('audit_log').set({ entity: 'forged' }).execute()).rejects.toThrow(/append-only/);
    await expect(api.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    const rows = await api.db.selectFrom('audit_log').select('entity').execute();
    // The owner's sign-in (issue 20: sign-ins are in the trail) and the brand.
    expect(rows.map((r) => r.entity)).toEqual(['sign_in', 'brand']);
  });
});

describe('replies on the wire', () => {
  let api: TestApi;
  let cookie: string;
  beforeAll(async () => {
    api = await startApi('sqlite');
    cookie = await api.signInOwner();
  });
  afterAll(() => api.dispose());

  const post = (path: string, body: unknown) =>
    api.app.request(`/api/${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify(body),
    });

  it('sends a small reply as it is, with its length (gzip would cost more than it saves)', async () => {
    const reply = await post('brand_add.php', { brand_name: 'Crompton' });
    const text = await reply.text();
    expect(reply.headers.get('content-encoding')).toBeNull();
    expect(reply.headers.get('content-type')).toBe('application/json');
    expect(reply.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(JSON.parse(text).head).toEqual({ code: 200, msg: 'Brand added successfully!' });
    const health = await api.app.request('/healthz', { headers: { 'accept-encoding': 'gzip' } });
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(await health.json()).toEqual({ ok: true });
  });

  it('gzips a reply of 1 KB or more for a client that takes gzip', async () => {
    for (let i = 0; i < 40; i += 1) await post('brand_add.php', { brand_name: `Brand number ${i} of a long list` });
    const reply = await post('brand_list.php', {});
    expect(reply.headers.get('content-encoding')).toBe('gzip');
    expect(reply.headers.get('content-length')).toBeNull();
  });
});
