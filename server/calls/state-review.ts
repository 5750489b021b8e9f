// state_review.php (owner only, issue 19): the records whose state the GST state table cannot read — free text kept
// from before the table (the migration maps what it can and leaves the rest as written), for the owner to fix.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { resolveState } from '../../core/gst-states';
import type { StateToFix } from '../../core/api/state-review';
import { defineCall } from '../call';
import type { Database } from '../db/types';

/** The written values among these that are not the table's name of a state. */
const unreadable = (values: ReadonlyArray<string | null>): string[] =>
  values.filter((v): v is string => typeof v === 'string' && v.trim() !== '' && resolveState(v)?.name !== v);

async function customersToFix(db: Kysely<Database>): Promise<StateToFix[]> {
  const states = unreadable((await db.selectFrom('customers').select('state').distinct().execute()).map((r) => r.state));
  const places = unreadable((await db.selectFrom('customers').select('place_of_supply').distinct().execute()).map((r) => r.place_of_supply));
  if (states.length === 0 && places.length === 0) return [];
  const rows = await db
    .selectFrom('customers')
    .select(['user_id', 'name', 'state', 'place_of_supply'])
    .where((eb) => eb.or([...(states.length ? [eb('state', 'in', states)] : []), ...(places.length ? [eb('place_of_supply', 'in', places)] : [])]))
    .orderBy('name')
    .orderBy('user_id')
    .execute();
  return rows.flatMap((r) => [
    ...(states.includes(r.state)
      ? [{ kind: 'customer' as const, id: String(r.user_id), name: r.name, field: 'State', written: r.state, fix: `/viewcustomer/${r.user_id}` }]
      : []),
    ...(places.includes(r.place_of_supply)
      ? [
          {
            kind: 'customer' as const,
            id: String(r.user_id),
            name: r.name,
            field: 'Place of Supply',
            written: r.place_of_supply,
            fix: `/viewcustomer/${r.user_id}`,
          },
        ]
      : []),
  ]);
}

async function suppliersToFix(db: Kysely<Database>): Promise<StateToFix[]> {
  const states = unreadable((await db.selectFrom('suppliers').select('state').distinct().execute()).map((r) => r.state));
  if (states.length === 0) return [];
  const rows = await db
    .selectFrom('suppliers')
    .select(['id', 'supplier_name', 'state'])
    .where('state', 'in', states)
    .orderBy('supplier_name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ kind: 'supplier', id: String(r.id), name: r.supplier_name, field: 'State', written: r.state, fix: `/editsupplier/${r.id}` }));
}

async function settingsToFix(db: Kysely<Database>): Promise<StateToFix[]> {
  const rows = await db.selectFrom('settings').select(['id', 'shop_name', 'state']).execute();
  return rows
    .filter((r) => unreadable([r.state]).length > 0)
    .map((r) => ({ kind: 'settings', id: String(r.id), name: r.shop_name, field: 'State', written: r.state, fix: '/settings' }));
}

export const stateReview = defineCall({
  path: 'state_review.php',
  schema: z.object({}).passthrough(),
  async run({ db }) {
    const rows = [...(await settingsToFix(db)), ...(await customersToFix(db)), ...(await suppliersToFix(db))];
    return { body: rows };
  },
});
