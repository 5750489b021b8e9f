// Issue 32: the counter's product lists carry the seller's state from the settings (counter.seller_state), so the
// counter splits GST as the invoice does; a change of the shop's state reaches a till holding its list.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CounterListBody } from '../../core/catalogue/counter-columns';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { seedShop } from '../support/sales-fixtures';

const PATHS = ['pos_product_list.php', 'retail_pos_product_list.php'] as const;
type ListPath = (typeof PATHS)[number];

describe.each(TEST_DIALECTS)('the seller state in the counter lists on %s', (dialect) => {
  let api: TestApi;
  let owner: string;
  const setState = (state: string) => api.db.updateTable('settings').set({ state }).where('id', '=', 1).execute();
  const columns = (path: ListPath, body: object = {}) => api.call<CounterListBody>(`pos_api/${path}`, { format: 'columns', ...body }, { cookie: owner });
  const gzipped = async (path: ListPath) => {
    const reply = await api.app.request(`/api/pos_api/${path}`, {
      method: 'POST',
      headers: { cookie: owner, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ format: 'columns' }),
    });
    expect(reply.headers.get('content-encoding')).toBe('gzip');
    return (JSON.parse(gunzipSync(Buffer.from(await reply.arrayBuffer())).toString('utf8')) as { body: CounterListBody }).body;
  };

  beforeAll(async () => {
    api = await startApi(dialect);
    await seedShop(api.db);
    owner = await api.signInOwner();
  });
  afterAll(() => api.dispose());

  it.each(PATHS)("%s: the spec's list and the list in columns name the shop's state", async (path) => {
    await setState('Tamil Nadu');
    const spec = await api.call<{ counter: { seller_state: string; retail_print: string } }>(`pos_api/${path}`, {}, { cookie: owner });
    expect(spec.status).toBe(200);
    expect(spec.body.counter).toEqual({
      retail_print: 'receipt',
      seller_state: 'Tamil Nadu',
      receipt_printer: '',
      unit_serial_products: [],
      gst_on_packing: '1',
    });
    const whole = await columns(path);
    expect(whole.status).toBe(200);
    expect(whole.body.counter).toEqual({
      retail_print: 'receipt',
      seller_state: 'Tamil Nadu',
      receipt_printer: '',
      unit_serial_products: [],
      gst_on_packing: '1',
    });
    expect((await gzipped(path)).counter.seller_state).toBe('Tamil Nadu');
  });

  it.each(PATHS)('%s: a shop moved to Kerala: a till asking for the changes since its version, and the held gzipped list, say Kerala', async (path) => {
    await setState('Tamil Nadu');
    const held = (await columns(path)).body;
    expect((await gzipped(path)).counter.seller_state).toBe('Tamil Nadu');
    await setState('Kerala');
    const changes = await columns(path, { since: { epoch: held.epoch, version: held.version } });
    expect(changes.status).toBe(200);
    expect(changes.body.version).toBeGreaterThan(held.version);
    expect(changes.body.counter.seller_state).toBe('Kerala');
    expect((await gzipped(path)).counter.seller_state).toBe('Kerala');
  });

  it('a blank state in the settings: Tamil Nadu, the default seller state', async () => {
    await setState('');
    expect((await columns('pos_product_list.php')).body.counter.seller_state).toBe('Tamil Nadu');
    await setState('Tamil Nadu');
  });

  it('asks for a session and the billing flag', async () => {
    for (const path of PATHS) expect((await api.call(`pos_api/${path}`, { format: 'columns' })).status).toBe(401);
    const clerk = await api.addEmployee({ flags: ['customer'] });
    const cookie = await api.signIn(clerk.email, clerk.password);
    for (const path of PATHS) expect((await api.call(`pos_api/${path}`, { format: 'columns' }, { cookie })).status).toBe(403);
  });
});
