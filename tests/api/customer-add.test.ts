import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGstin } from '../../core/gstin';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { writtenState } from '../support/pos-payloads';

interface Added {
  user_id: string;
  name: string;
}

const KERALA_GSTIN = makeGstin(32, 'AABCK1234L');

describe.each(TEST_DIALECTS)('customer_add.php on %s', (dialect) => {
  let api: TestApi;
  let owner: string;
  const add = (body: unknown, cookie = owner) => api.call<Added>('customer_add.php', body, { cookie });

  beforeAll(async () => {
    api = await startApi(dialect);
    owner = await api.signInOwner();
  });
  afterAll(() => api.dispose());

  it('adds the customer and answers its user_id, name and stored state', async () => {
    const reply = await add({
      name: ' Selvam Traders ',
      tax_number: '',
      telephone: '9443055555',
      address: '4 Town Hall Road',
      place_of_supply: 'Tamil Nadu',
      state: 'Tamil Nadu',
    });
    expect(reply.head).toEqual({ code: 200, msg: 'success' });
    expect(reply.body).toEqual({ user_id: expect.stringMatching(/^\d+$/), name: 'Selvam Traders', state: 'Tamil Nadu' });
    const row = await api.db.selectFrom('customers').selectAll().where('user_id', '=', Number(reply.body.user_id)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Selvam Traders',
      mobile: '9443055555',
      tax_number: '',
      address: '4 Town Hall Road',
      state: 'Tamil Nadu',
      place_of_supply: 'Tamil Nadu',
      credit_limit: 0,
      created_at: api.clock.now().toISOString(),
    });
    const entry = await api.db.selectFrom('audit_log').selectAll().where('call', '=', 'customer_add.php').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ entity: 'customer', entity_id: reply.body.user_id, before_json: null });
    expect(JSON.parse(entry.after_json ?? '{}')).toMatchObject({ name: 'Selvam Traders', mobile: '9443055555' });
  });

  it("takes the bulk form's credit_limit in rupees, and fills a blank state from the GSTIN", async () => {
    const reply = await add({ name: 'Kochi Cool Centre', tax_number: KERALA_GSTIN.toLowerCase(), telephone: '', state: '', credit_limit: '75,000.50' });
    const row = await api.db.selectFrom('customers').selectAll().where('user_id', '=', Number(reply.body.user_id)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tax_number: KERALA_GSTIN, state: 'Kerala', credit_limit: 7_500_050, mobile: '' });
    expect(reply.body).toMatchObject({ state: 'Kerala' });
  });

  it('stores a state typed at the counter as "TN" by its name, so the bill is split in-state', async () => {
    const reply = await add({ name: 'Madurai Walk-in', telephone: '9443066666', state: 'TN', place_of_supply: 'tamilnadu' });
    expect(reply.body).toMatchObject({ state: 'Tamil Nadu' });
    const row = await api.db.selectFrom('customers').selectAll().where('user_id', '=', Number(reply.body.user_id)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'Tamil Nadu', place_of_supply: 'Tamil Nadu' });
  });

  it('refuses a customer with a name and nothing else (issue 32), writing nothing', async () => {
    const before = await writtenState(api.db);
    const reply = await add({ name: 'Selvam Traders' });
    expect(reply.head).toEqual({ code: 400, msg: 'telephone: enter a phone number or a state: a customer needs one of them besides the name' });
    expect((await add({ name: 'Selvam Traders', telephone: '', state: '', tax_number: '', address: '4 Town Hall Road' })).status).toBe(400);
    expect(await writtenState(api.db)).toEqual(before);
    expect((await add({ name: 'Selvam Traders', state: 'Tamil Nadu' })).status).toBe(200);
  });

  it.each([
    ['no name', { name: '  ' }, 'name: is required'],
    ['a phone with letters', { telephone: '94430abcde' }, 'telephone: must be digits only, at most 10'],
    ['a phone of 11 digits', { telephone: '94430555551' }, 'telephone: must be digits only, at most 10'],
    ['a GST number over 15 characters', { tax_number: `${KERALA_GSTIN}1` }, 'tax_number: must be at most 15 characters'],
    [
      'a GST number with a wrong check character',
      { tax_number: `${KERALA_GSTIN.slice(0, 14)}${KERALA_GSTIN.endsWith('A') ? 'B' : 'A'}` },
      'tax_number: GSTIN check digit does not match',
    ],
    ['a credit limit that is not an amount', { credit_limit: 'abc' }, 'credit_limit: must be an amount in rupees such as 1234.50, not "abc" (not a number)'],
    ['a name that is not text', { name: ['x'] }, 'name: must be text, not ["x"]'],
    ['a state that maps to nothing', { state: 'Tamilnad' }, 'state: "Tamilnad" is not a GST state or union territory'],
    [
      'a state the GSTIN contradicts',
      { tax_number: KERALA_GSTIN, state: 'Tamil Nadu' },
      'state: Tamil Nadu does not match the GSTIN, which is registered in Kerala (32)',
    ],
  ])('refuses %s, writing nothing', async (_name, change, message) => {
    const before = await writtenState(api.db);
    const reply = await add({ name: 'Selvam Traders', telephone: '9443055555', ...change });
    expect(reply.head).toEqual({ code: 400, msg: message });
    expect(await writtenState(api.db)).toEqual(before);
  });

  it('keeps the pincode the e-way bill needs (issue 21): 6 digits, first 1–9; absent is none; a wrong one is refused writing nothing', async () => {
    const reply = await add({ name: 'Vellore Coolers', telephone: '9443066666', state: 'Tamil Nadu', pincode: '632001' });
    expect(reply.status).toBe(200);
    const row = await api.db.selectFrom('customers').select('pincode').where('user_id', '=', Number(reply.body.user_id)).executeTakeFirstOrThrow();
    expect(row.pincode).toBe('632001');
    expect((await api.call<{ pincode: string }>('customer_detail.php', { user_id: reply.body.user_id }, { cookie: owner })).body.pincode).toBe('632001');
    const before = await writtenState(api.db);
    for (const pincode of ['63200', '032001', '6320011', 'abc']) {
      const refused = await add({ name: 'Bad Pin Traders', telephone: '9443077777', state: 'Tamil Nadu', pincode });
      expect(refused.head).toEqual({ code: 400, msg: 'pincode: must be a 6-digit pincode such as 600001' });
    }
    expect(await writtenState(api.db)).toEqual(before);
  });

  it('adds a repeated request_id once', async () => {
    const before = await writtenState(api.db);
    const body = { name: 'Double Enter Stores', telephone: '9000000001', request_id: 'add-customer-1' };
    const first = await add(body);
    expect((await add(body)).body).toEqual(first.body);
    expect((await writtenState(api.db)).customers).toBe(before.customers + 1);
  });

  it('answers 401 without a session', async () => {
    expect((await api.call('customer_add.php', { name: 'x' })).head).toEqual({ code: 401, msg: 'Please sign in again: your session has ended.' });
  });

  it('answers 403 to an employee with neither the customer flag nor a billing flag, and lets the POS clerk add one', async () => {
    const storeman = await api.addEmployee({ flags: ['product', 'purchase_list'] });
    const refused = await add({ name: 'x' }, await api.signIn(storeman.email, storeman.password));
    expect(refused.status).toBe(403);
    expect(refused.head.msg).toBe(
      'Permission denied: this needs one of the privileges Customer, GST Bill or POS, Sales or GST Bill List, Quotation, Quotation List.',
    );
    const clerk = await api.addEmployee({ flags: ['gstbill'] });
    expect((await add({ name: 'Walk-in Ravi', telephone: '9876500000' }, await api.signIn(clerk.email, clerk.password))).status).toBe(200);
  });
});
