// Issue 29 item 1: customers and suppliers take an opening balance (rupees, what a customer owed the shop / the shop
// owed a supplier when it moved to kulir; never negative) and its date (dd-mm-yyyy) on customer_add.php,
// customer_detail_update.php, supplier_add.php and supplier_detail_update.php. Optional: the spec's payloads without
// them still work. Changing it once the party has bills or payments is the owner's alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { addOrder, addProduct, addSupplier, seedShop, type Shop } from '../support/sales-fixtures';
import { addPurchase } from '../support/purchase-fixtures';
import { upload } from '../support/catalogue-fixtures';

type Row = Record<string, string>;

describe.each(TEST_DIALECTS)('opening balances on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let clerk: string;
  let phones = 0;
  const phone = () => `97000${String((phones += 1)).padStart(5, '0')}`;
  const count = async (table: 'customers' | 'suppliers' | 'audit_log') =>
    Number(
      (
        await api.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const addCustomer = (extra: Record<string, unknown>, cookie = clerk) =>
    api.call<{ user_id: string }>(
      'customer_add.php',
      { name: `Jeyam Traders ${phones}`, telephone: phone(), tax_number: '', address: 'Madurai', state: 'Tamil Nadu', ...extra },
      { cookie },
    );
  const customerUpdate = (userId: number, extra: Record<string, unknown>, cookie = clerk) =>
    api.call<Row>(
      'customer_detail_update.php',
      { user_id: userId, name: 'Jeyam Traders', telephone: '9443011111', address: 'Madurai', state: 'Tamil Nadu', ...extra },
      { cookie },
    );
  const addSupplierCall = (extra: Record<string, unknown>, cookie = clerk) =>
    api.call<Row>(
      'supplier_add.php',
      { supplier_name: `Kovai Cooling ${phones}`, mobile: phone(), gst_number: '', address: 'Coimbatore', ...extra },
      { cookie },
    );
  const supplierUpdate = (id: number, extra: Record<string, unknown>, cookie = clerk) =>
    api.call<Row>(
      'supplier_detail_update.php',
      { supplier_id: id, supplier_name: 'Kovai Cooling', mobile: '9443022222', gst_number: '', address: 'Coimbatore', ...extra },
      { cookie },
    );
  const customerRow = (id: number) =>
    api.db.selectFrom('customers').select(['opening_balance', 'opening_date']).where('user_id', '=', id).executeTakeFirstOrThrow();
  const supplierRow = (id: number) => api.db.selectFrom('suppliers').select(['opening_balance', 'opening_date']).where('id', '=', id).executeTakeFirstOrThrow();
  const lastAuditOf = async (call: string) => {
    const row = await api.db.selectFrom('audit_log').selectAll().where('call', '=', call).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return {
      before: JSON.parse(row.before_json ?? 'null') as Record<string, unknown> | null,
      after: JSON.parse(row.after_json ?? 'null') as Record<string, unknown>,
    };
  };

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
    const staff = await api.addEmployee({ flags: ['customer', 'supplier'] });
    clerk = await api.signIn(staff.email, staff.password);
  });
  afterAll(() => api.dispose());

  describe('customers', () => {
    it('customer_add.php stores the opening balance in paise and its date, answers it on customer_detail.php and audits it', async () => {
      const reply = await addCustomer({ opening_balance: '12,500.50', opening_date: '01-04-2026' });
      expect(reply.head).toEqual({ code: 200, msg: 'success' });
      const id = Number(reply.body.user_id);
      expect(await customerRow(id)).toEqual({ opening_balance: 12_500_50, opening_date: '2026-04-01' });
      const detail = await api.call<Row>('customer_detail.php', { user_id: id }, { cookie: clerk });
      expect(detail.body).toMatchObject({ opening_balance: '12500.50', opening_date: '01-04-2026' });
      expect((await lastAuditOf('customer_add.php')).after).toMatchObject({ opening_balance: 12_500_50, opening_date: '2026-04-01' });
    });

    it("the spec's payload without the fields adds a customer with no opening balance; a balance without a date is dated today", async () => {
      const plain = await addCustomer({});
      expect(await customerRow(Number(plain.body.user_id))).toEqual({ opening_balance: 0, opening_date: '' });
      const undated = await addCustomer({ opening_balance: 500 });
      expect(await customerRow(Number(undated.body.user_id))).toEqual({ opening_balance: 500_00, opening_date: '2026-11-21' });
    });

    it('refuses a negative, a non-numeric opening balance and a bad date, each with its own message, nothing written', async () => {
      const before = { customers: await count('customers'), audit: await count('audit_log') };
      const negative = await addCustomer({ opening_balance: '-100' });
      expect(negative.head.code).toBe(400);
      expect(negative.head.msg).toMatch(/^opening_balance: cannot be negative/);
      const text = await addCustomer({ opening_balance: 'lots' });
      expect(text.head.code).toBe(400);
      expect(text.head.msg).toMatch(/^opening_balance: must be an amount in rupees/);
      const date = await addCustomer({ opening_balance: 100, opening_date: '31-02-2026' });
      expect(date.head.code).toBe(400);
      expect(date.head.msg).toBe('opening_date: must be a date as dd-mm-yyyy, not "31-02-2026"');
      expect({ customers: await count('customers'), audit: await count('audit_log') }).toEqual(before);
    });

    it('customer_detail_update.php sets and keeps it: absent fields keep the stored figure, blank clears it', async () => {
      const id = Number((await addCustomer({})).body.user_id);
      const set = await customerUpdate(id, { opening_balance: '2000', opening_date: '15-03-2026' });
      expect(set.head.code).toBe(200);
      expect(set.body).toMatchObject({ opening_balance: '2000.00', opening_date: '15-03-2026' });
      const audit = await lastAuditOf('customer_detail_update.php');
      expect(audit.before).toMatchObject({ opening_balance: 0, opening_date: '' });
      expect(audit.after).toMatchObject({ opening_balance: 2000_00, opening_date: '2026-03-15' });
      expect((await customerUpdate(id, {})).head.code).toBe(200);
      expect(await customerRow(id)).toEqual({ opening_balance: 2000_00, opening_date: '2026-03-15' });
      expect((await customerUpdate(id, { opening_balance: '', opening_date: '' })).head.code).toBe(200);
      expect(await customerRow(id)).toEqual({ opening_balance: 0, opening_date: '' });
    });

    it('once the customer has bills: only the owner may change it (403 for others), and never to a date after the first bill', async () => {
      const id = Number((await addCustomer({ opening_balance: 1000, opening_date: '01-04-2026' })).body.user_id);
      await addOrder(api.db, {
        kind: 'gst',
        customerId: id,
        createdBy: shop.ownerId,
        date: '2026-06-10',
        lines: [{ name: 'Installation Charges', rate: 100_00, qty: 1 }],
      });
      const before = { row: await customerRow(id), audit: await count('audit_log') };

      const clerkTry = await customerUpdate(id, { opening_balance: 1500 });
      expect(clerkTry.head).toEqual({ code: 403, msg: 'Only the owner can change the opening balance of a customer who has bills or payments.' });
      // Other fields still save for the clerk when the opening balance is left as it is.
      expect((await customerUpdate(id, { opening_balance: '1000', opening_date: '01-04-2026' })).head.code).toBe(200);
      expect(await customerRow(id)).toEqual(before.row);

      const late = await customerUpdate(id, { opening_date: '11-06-2026' }, owner);
      expect(late.head).toEqual({ code: 400, msg: "opening_date: must be on or before the customer's first bill (10-06-2026)" });
      expect(await customerRow(id)).toEqual(before.row);

      const ownerChange = await customerUpdate(id, { opening_balance: 1500, opening_date: '10-06-2026' }, owner);
      expect(ownerChange.head.code).toBe(200);
      expect(await customerRow(id)).toEqual({ opening_balance: 1500_00, opening_date: '2026-06-10' });
    });

    it('401 without a session', async () => {
      const reply = await api.call('customer_add.php', { name: 'Nobody', opening_balance: 10 });
      expect(reply.head.code).toBe(401);
    });
  });

  describe('the customer import', () => {
    const HEADER = 'Customer Name,Address,Mobile,GST Number,State,Opening Balance';
    const imported = (mobile: string) =>
      api.db.selectFrom('customers').select(['user_id', 'opening_balance', 'opening_date']).where('mobile', '=', mobile).executeTakeFirstOrThrow();

    it('an optional Opening Balance column: new customers take it, dated the import day; blank keeps; a sheet without it still imports', async () => {
      const csv = `${HEADER}\nJeyam Imports,Madurai,9600000001,,Tamil Nadu,"12,000.50"\nNo Opening,Madurai,9600000002,,Tamil Nadu,\n`;
      expect((await upload(api, 'import_excell_customer.php', { name: 'c.csv', content: csv }, clerk)).head.code).toBe(200);
      expect(await imported('9600000001')).toMatchObject({ opening_balance: 12_000_50, opening_date: '2026-11-21' });
      expect(await imported('9600000002')).toMatchObject({ opening_balance: 0, opening_date: '' });
      // A re-import with the cell blank keeps it; a new figure for a customer without bills is taken.
      expect(
        (await upload(api, 'import_excell_customer.php', { name: 'c.csv', content: `${HEADER}\nJeyam Imports,Madurai,9600000001,,Tamil Nadu,\n` }, clerk)).head
          .code,
      ).toBe(200);
      expect(await imported('9600000001')).toMatchObject({ opening_balance: 12_000_50 });
      expect(
        (await upload(api, 'import_excell_customer.php', { name: 'c.csv', content: `${HEADER}\nJeyam Imports,Madurai,9600000001,,Tamil Nadu,9000\n` }, clerk))
          .head.code,
      ).toBe(200);
      expect(await imported('9600000001')).toMatchObject({ opening_balance: 9000_00, opening_date: '2026-11-21' });
      const plain = 'Customer Name,Address,Mobile,GST Number,State\nPlain Sheet,Madurai,9600000003,,Tamil Nadu\n';
      expect((await upload(api, 'import_excell_customer.php', { name: 'c.csv', content: plain }, clerk)).head.code).toBe(200);
    });

    it('refuses a negative or non-numeric Opening Balance as a row error, and a changed one for a customer with bills, nothing written', async () => {
      const before = await count('customers');
      const bad = await upload<{ errors: Array<{ row: number; column: string; reason: string }> }>(
        api,
        'import_excell_customer.php',
        {
          name: 'c.csv',
          content: `${HEADER}\nNeg,Madurai,9600000011,,Tamil Nadu,-5\nText,Madurai,9600000012,,Tamil Nadu,lots\n`,
        },
        clerk,
      );
      expect(bad.head.code).toBe(400);
      expect(bad.body.errors.map((e) => [e.row, e.column, e.reason])).toEqual([
        [2, 'Opening Balance', 'cannot be negative ("-5")'],
        [3, 'Opening Balance', 'must be an amount in rupees such as 1234.50, not "lots"'],
      ]);
      expect(await count('customers')).toBe(before);

      const id = Number((await addCustomer({ telephone: '9600000020', opening_balance: 100 })).body.user_id);
      await addOrder(api.db, {
        kind: 'gst',
        customerId: id,
        createdBy: shop.ownerId,
        date: '2026-11-20',
        lines: [{ name: 'Installation Charges', rate: 100_00, qty: 1 }],
      });
      const audit = await count('audit_log');
      const refused = await upload(
        api,
        'import_excell_customer.php',
        { name: 'c.csv', content: `${HEADER}\nNew Customer,Madurai,9600000021,,Tamil Nadu,50\nHas Bills,Madurai,9600000020,,Tamil Nadu,200\n` },
        clerk,
      );
      expect(refused.head).toEqual({
        code: 409,
        msg: expect.stringMatching(
          /^Nothing was imported: row 3, Opening Balance: .* has bills, so only the owner can change the opening balance, on the customer's form\.$/,
        ),
      });
      expect(await customerRow(id)).toEqual({ opening_balance: 100_00, opening_date: '2026-11-21' });
      expect(await count('customers')).toBe(before + 1);
      expect(await count('audit_log')).toBe(audit);
      // The same figure as stored is no change.
      expect(
        (await upload(api, 'import_excell_customer.php', { name: 'c.csv', content: `${HEADER}\nHas Bills,Madurai,9600000020,,Tamil Nadu,100\n` }, clerk)).head
          .code,
      ).toBe(200);
    });
  });

  describe('suppliers', () => {
    it('supplier_add.php and supplier_detail_update.php store and answer it; absent keeps it', async () => {
      const added = await addSupplierCall({ opening_balance: '45,000', opening_date: '31-03-2026' });
      expect(added.head.code).toBe(200);
      expect(added.body).toMatchObject({ opening_balance: '45000.00', opening_date: '31-03-2026' });
      const id = Number(added.body.id);
      expect(await supplierRow(id)).toEqual({ opening_balance: 45_000_00, opening_date: '2026-03-31' });
      expect((await lastAuditOf('supplier_add.php')).after).toMatchObject({ opening_balance: 45_000_00, opening_date: '2026-03-31' });
      expect((await supplierUpdate(id, {})).head.code).toBe(200);
      expect(await supplierRow(id)).toEqual({ opening_balance: 45_000_00, opening_date: '2026-03-31' });
      const changed = await supplierUpdate(id, { opening_balance: 40000 });
      expect(changed.body).toMatchObject({ opening_balance: '40000.00', opening_date: '31-03-2026' });
      expect((await lastAuditOf('supplier_detail_update.php')).before).toMatchObject({ opening_balance: 45_000_00 });
      const plain = await addSupplierCall({});
      expect(plain.body).toMatchObject({ opening_balance: '0.00', opening_date: '' });
    });

    it('refuses bad input, nothing written', async () => {
      const before = { suppliers: await count('suppliers'), audit: await count('audit_log') };
      expect((await addSupplierCall({ opening_balance: -1 })).head.msg).toMatch(/^opening_balance: cannot be negative/);
      expect((await addSupplierCall({ opening_balance: 'abc' })).head.msg).toMatch(/^opening_balance: must be an amount in rupees/);
      expect((await addSupplierCall({ opening_date: '2026/13/01' })).head.msg).toMatch(/^opening_date: must be a date as dd-mm-yyyy/);
      expect({ suppliers: await count('suppliers'), audit: await count('audit_log') }).toEqual(before);
    });

    it('once the supplier has purchases: owner only, and not after the first purchase', async () => {
      const id = await addSupplier(api.db, 'Salem Spares');
      const product = await addProduct(api.db, id, { name: 'Capacitor 2.5', serial: 'CAP-OB-1', rate: 100_00, stock: 0 });
      await addPurchase(api.db, { supplierId: id, createdBy: shop.ownerId, date: '2026-05-02', lines: [{ productId: product, rate: 100_00, qty: 2 }] });
      const clerkTry = await supplierUpdate(id, { opening_balance: 100 });
      expect(clerkTry.head).toEqual({ code: 403, msg: 'Only the owner can change the opening balance of a supplier who has purchases or payments.' });
      const late = await supplierUpdate(id, { opening_balance: 100, opening_date: '03-05-2026' }, owner);
      expect(late.head).toEqual({ code: 400, msg: "opening_date: must be on or before the supplier's first purchase (02-05-2026)" });
      expect(await supplierRow(id)).toEqual({ opening_balance: 0, opening_date: '' });
      expect((await supplierUpdate(id, { opening_balance: 100, opening_date: '01-05-2026' }, owner)).head.code).toBe(200);
      expect(await supplierRow(id)).toEqual({ opening_balance: 100_00, opening_date: '2026-05-01' });
    });
  });
});
