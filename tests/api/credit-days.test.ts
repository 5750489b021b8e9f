// Issue 29 items 3-4: customers and suppliers take credit days (a whole number from 0 to 365; 0 none) on customer_add.php,
// customer_detail_update.php, supplier_add.php and supplier_detail_update.php. Optional: the spec's payloads without it
// add a party with 0 and an edit without it keeps what is stored. Over 365, negative or not a number: each its own
// message, nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';

type Row = Record<string, string>;

describe.each(TEST_DIALECTS)('credit days on %s', (dialect) => {
  let api: TestApi;
  let clerk: string;
  let phones = 0;
  const phone = () => `97100${String((phones += 1)).padStart(5, '0')}`;
  const count = async (table: 'customers' | 'suppliers') =>
    Number(
      (
        await api.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const addCustomer = (extra: Record<string, unknown>) =>
    api.call<{ user_id: string }>(
      'customer_add.php',
      { name: `Jeyam Traders ${phones}`, telephone: phone(), tax_number: '', address: 'Madurai', state: 'Tamil Nadu', ...extra },
      { cookie: clerk },
    );
  const customerUpdate = (userId: number, extra: Record<string, unknown>) =>
    api.call<Row>(
      'customer_detail_update.php',
      { user_id: userId, name: 'Jeyam Traders', telephone: '9443011111', address: 'Madurai', state: 'Tamil Nadu', ...extra },
      { cookie: clerk },
    );
  const addSupplier = (extra: Record<string, unknown>) =>
    api.call<Row>(
      'supplier_add.php',
      { supplier_name: `Kovai Cooling ${phones}`, mobile: phone(), gst_number: '', address: 'Coimbatore', ...extra },
      { cookie: clerk },
    );
  const supplierUpdate = (id: number, extra: Record<string, unknown>) =>
    api.call<Row>(
      'supplier_detail_update.php',
      { supplier_id: id, supplier_name: 'Kovai Cooling', mobile: '9443022222', gst_number: '', address: 'Coimbatore', ...extra },
      { cookie: clerk },
    );
  const customerDays = async (id: number) =>
    (await api.db.selectFrom('customers').select('credit_days').where('user_id', '=', id).executeTakeFirstOrThrow()).credit_days;
  const supplierDays = async (id: number) =>
    (await api.db.selectFrom('suppliers').select('credit_days').where('id', '=', id).executeTakeFirstOrThrow()).credit_days;

  beforeAll(async () => {
    api = await startApi(dialect);
    const staff = await api.addEmployee({ flags: ['customer', 'supplier'] });
    clerk = await api.signIn(staff.email, staff.password);
  });
  afterAll(() => api.dispose());

  it('customer_add.php stores credit days, customer_detail.php answers them; without them a customer has 0', async () => {
    const reply = await addCustomer({ credit_days: 45 });
    expect(reply.head).toEqual({ code: 200, msg: 'success' });
    const id = Number(reply.body.user_id);
    expect(await customerDays(id)).toBe(45);
    const detail = await api.call<Row>('customer_detail.php', { user_id: id }, { cookie: clerk });
    expect(detail.body).toMatchObject({ credit_days: '45' });
    const plain = await addCustomer({});
    expect(await customerDays(Number(plain.body.user_id))).toBe(0);
    const digits = await addCustomer({ credit_days: ' 365 ' });
    expect(await customerDays(Number(digits.body.user_id))).toBe(365);
  });

  it('customer_detail_update.php sets them, keeps them when absent and clears them to 0 when blank', async () => {
    const id = Number((await addCustomer({ credit_days: 30 })).body.user_id);
    const set = await customerUpdate(id, { credit_days: '60' });
    expect(set.head.code).toBe(200);
    expect(set.body).toMatchObject({ credit_days: '60' });
    expect(await customerDays(id)).toBe(60);
    expect((await customerUpdate(id, {})).head.code).toBe(200);
    expect(await customerDays(id)).toBe(60);
    expect((await customerUpdate(id, { credit_days: '' })).head.code).toBe(200);
    expect(await customerDays(id)).toBe(0);
  });

  it('refuses credit days over 365, negative and non-numeric, each with its own message, nothing written', async () => {
    const before = await count('customers');
    const over = await addCustomer({ credit_days: 366 });
    expect(over.head).toEqual({ code: 400, msg: 'credit_days: must be at most 365 days' });
    const negative = await addCustomer({ credit_days: '-5' });
    expect(negative.head).toEqual({ code: 400, msg: 'credit_days: cannot be negative ("-5")' });
    const text = await addCustomer({ credit_days: 'thirty' });
    expect(text.head).toEqual({ code: 400, msg: 'credit_days: must be a whole number of days, not "thirty"' });
    const fraction = await addCustomer({ credit_days: 30.5 });
    expect(fraction.head).toEqual({ code: 400, msg: 'credit_days: must be a whole number of days, not 30.5' });
    expect(await count('customers')).toBe(before);
    const id = Number((await addCustomer({ credit_days: 15 })).body.user_id);
    expect((await customerUpdate(id, { credit_days: 400 })).head).toEqual({ code: 400, msg: 'credit_days: must be at most 365 days' });
    expect(await customerDays(id)).toBe(15);
  });

  it('supplier_add.php and supplier_detail_update.php take them too, with the same refusals', async () => {
    const added = await addSupplier({ credit_days: '90' });
    expect(added.head.code).toBe(200);
    expect(added.body).toMatchObject({ credit_days: '90' });
    const id = Number(added.body.id);
    expect(await supplierDays(id)).toBe(90);
    expect((await supplierUpdate(id, {})).head.code).toBe(200);
    expect(await supplierDays(id)).toBe(90);
    expect((await supplierUpdate(id, { credit_days: 7 })).body).toMatchObject({ credit_days: '7' });
    expect(await supplierDays(id)).toBe(7);
    const before = await count('suppliers');
    expect((await addSupplier({ credit_days: 366 })).head).toEqual({ code: 400, msg: 'credit_days: must be at most 365 days' });
    expect((await addSupplier({ credit_days: 'abc' })).head).toEqual({ code: 400, msg: 'credit_days: must be a whole number of days, not "abc"' });
    expect(await count('suppliers')).toBe(before);
    expect((await supplierUpdate(id, { credit_days: 1000 })).head).toEqual({ code: 400, msg: 'credit_days: must be at most 365 days' });
    expect(await supplierDays(id)).toBe(7);
    const plain = await addSupplier({});
    expect(await supplierDays(Number(plain.body.id))).toBe(0);
  });
});
