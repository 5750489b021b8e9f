// Issue 19: free-text states written before the GST state table are mapped by a migration; what it cannot map is
// kept as written and listed by state_review.php for the owner to fix.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAGS } from '../../core/permissions';
import { makeGstin } from '../../core/gstin';
import { gstStatesMigration } from '../../server/db/migrations/2026-11-25T10-gst-states';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { addCustomer, addOrder, addSupplier, ownerIdOf } from '../support/sales-fixtures';

interface Row {
  kind: string;
  id: string;
  name: string;
  field: string;
  written: string;
  fix: string;
}

describe.each(TEST_DIALECTS)('GST states of earlier records on %s', (dialect) => {
  let api: TestApi;
  let owner: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    api = await startApi(dialect);
    owner = await api.signInOwner();
    const db = api.db;
    ids.tn = await addCustomer(db, { name: 'Abirami Electricals', state: 'TN', place_of_supply: 'tamilnadu' });
    ids.spaced = await addCustomer(db, { name: 'Bharath Fans', state: 'Tamil Nadu ', place_of_supply: '33' });
    ids.karnataka = await addCustomer(db, { name: 'Chamundi Cooling', state: 'KA', place_of_supply: '' });
    ids.gstinOnly = await addCustomer(db, { name: 'Deccan Traders', state: '', tax_number: makeGstin(36, 'AABCD1234E'), place_of_supply: '' });
    ids.madras = await addCustomer(db, { name: 'Egmore Agencies', state: 'Madras', place_of_supply: 'Tamil Nadu' });
    ids.placeOnly = await addCustomer(db, { name: 'Fort Kochi Stores', state: 'Kerala', place_of_supply: 'Cochin' });
    ids.supplier = await addSupplier(db, 'Mysuru Motors');
    ids.badSupplier = await addSupplier(db, 'Hubli Wholesale');
    await db.updateTable('suppliers').set({ state: 'karnataka ' }).where('id', '=', ids.supplier).execute();
    await db.updateTable('suppliers').set({ state: 'North Karnataka' }).where('id', '=', ids.badSupplier).execute();
    await db.updateTable('settings').set({ state: 'tamil nadu' }).execute();
    ids.order = (await addOrder(db, { kind: 'gst', customerId: ids.tn, createdBy: await ownerIdOf(db), lines: [] })).orderId;
    // The migration as it ran on a shop's database written before the table.
    await gstStatesMigration().up(db as unknown as Kysely<unknown>);
  });
  afterAll(() => api.dispose());

  const customer = (id: number) => api.db.selectFrom('customers').select(['state', 'place_of_supply']).where('user_id', '=', id).executeTakeFirstOrThrow();

  it("rewrites every state it can read to the table's name: customers, places of supply, suppliers, settings and bills", async () => {
    expect(await customer(ids.tn)).toEqual({ state: 'Tamil Nadu', place_of_supply: 'Tamil Nadu' });
    expect(await customer(ids.spaced)).toEqual({ state: 'Tamil Nadu', place_of_supply: 'Tamil Nadu' });
    expect(await customer(ids.karnataka)).toEqual({ state: 'Karnataka', place_of_supply: '' });
    expect((await api.db.selectFrom('suppliers').select('state').where('id', '=', ids.supplier).executeTakeFirstOrThrow()).state).toBe('Karnataka');
    expect((await api.db.selectFrom('settings').select('state').executeTakeFirstOrThrow()).state).toBe('Tamil Nadu');
    expect((await api.db.selectFrom('orders').select('billing_state').where('order_id', '=', ids.order).executeTakeFirstOrThrow()).billing_state).toBe(
      'Tamil Nadu',
    );
  });

  it("fills a blank state from the customer's GSTIN", async () => {
    expect((await customer(ids.gstinOnly)).state).toBe('Telangana');
  });

  it('keeps what it cannot read as written (never guessed, never dropped)', async () => {
    expect(await customer(ids.madras)).toEqual({ state: 'Madras', place_of_supply: 'Tamil Nadu' });
    expect(await customer(ids.placeOnly)).toEqual({ state: 'Kerala', place_of_supply: 'Cochin' });
  });

  it('state_review.php lists each record and field the table cannot read, with the screen that fixes it', async () => {
    const reply = await api.call<Row[]>('state_review.php', {}, { cookie: owner });
    expect(reply.head.code).toBe(200);
    expect(reply.body).toEqual([
      { kind: 'customer', id: String(ids.madras), name: 'Egmore Agencies', field: 'State', written: 'Madras', fix: `/viewcustomer/${ids.madras}` },
      {
        kind: 'customer',
        id: String(ids.placeOnly),
        name: 'Fort Kochi Stores',
        field: 'Place of Supply',
        written: 'Cochin',
        fix: `/viewcustomer/${ids.placeOnly}`,
      },
      {
        kind: 'supplier',
        id: String(ids.badSupplier),
        name: 'Hubli Wholesale',
        field: 'State',
        written: 'North Karnataka',
        fix: `/editsupplier/${ids.badSupplier}`,
      },
    ]);
  });

  it('a fixed record leaves the list', async () => {
    const fixed = await api.call(
      'customer_detail_update.php',
      {
        user_id: ids.madras,
        name: 'Egmore Agencies',
        telephone: '9443012345',
        address: 'Egmore',
        state: 'tn',
        place_of_supply: 'Tamil Nadu',
      },
      { cookie: owner },
    );
    expect(fixed.status).toBe(200);
    const reply = await api.call<Row[]>('state_review.php', {}, { cookie: owner });
    expect(reply.body.map((r) => r.name)).toEqual(['Fort Kochi Stores', 'Hubli Wholesale']);
  });

  it('answers 401 without a session and 403 to an employee, even one with every flag', async () => {
    expect((await api.call('state_review.php', {})).status).toBe(401);
    const staff = await api.addEmployee({ flags: [...FLAGS] });
    expect((await api.call('state_review.php', {}, { cookie: await api.signIn(staff.email, staff.password) })).status).toBe(403);
  });
});
