// Customer records: the list, one record, its update and its delete.
import type { Kysely } from 'kysely';
import type { CustomerRecord } from '../../core/api/sales-records';
import { formatRupees } from '../../core/money';
import { toDmy } from '../../core/dates';
import type { Opening } from '../../core/ledger/opening';
import type { Customer, Database } from '../db/types';
import type { CustomerChange } from '../../core/forms/customer';
import { customersMatching } from './customer-search';
import type { ListFilter } from './fields';
import { countOf, pageOf, type Page } from './paging';

type CustomerColumns = Pick<
  Customer,
  | 'user_id'
  | 'name'
  | 'mobile'
  | 'tax_number'
  | 'address'
  | 'state'
  | 'place_of_supply'
  | 'credit_limit'
  | 'pincode'
  | 'opening_balance'
  | 'opening_date'
  | 'credit_days'
>;

const COLUMNS = [
  'user_id',
  'name',
  'mobile',
  'tax_number',
  'address',
  'state',
  'place_of_supply',
  'credit_limit',
  'pincode',
  'opening_balance',
  'opening_date',
  'credit_days',
] as const;

export function customerRecord(row: CustomerColumns): CustomerRecord {
  return {
    user_id: String(row.user_id),
    name: row.name,
    mobile: row.mobile,
    telephone: row.mobile,
    tax_number: row.tax_number,
    address: row.address,
    state: row.state,
    place_of_supply: row.place_of_supply,
    credit_limit: formatRupees(row.credit_limit),
    pincode: row.pincode,
    opening_balance: formatRupees(Number(row.opening_balance)),
    opening_date: row.opening_date === '' ? '' : toDmy(row.opening_date),
    credit_days: String(row.credit_days),
  };
}

/** Every customer in name order; search matches name (any case), mobile or GST number. */
export async function listCustomers(db: Kysely<Database>, filter: ListFilter): Promise<Page<CustomerRecord>> {
  let query = db.selectFrom('customers');
  if (filter.search !== '') query = query.where('user_id', 'in', customersMatching(db, filter.search, { taxNumber: true }));
  const rows = query.select(COLUMNS).orderBy('name').orderBy('user_id');
  return pageOf(
    filter.page,
    { all: () => rows.execute(), page: (limit, offset) => rows.limit(limit).offset(offset).execute(), count: () => countOf(query) },
    customerRecord,
  );
}

export async function customerRow(db: Kysely<Database>, userId: number): Promise<CustomerColumns | undefined> {
  return db.selectFrom('customers').select(COLUMNS).where('user_id', '=', userId).executeTakeFirst();
}

/** Bills of any kind, cancelled ones too: a customer named on a bill stays on the books. */
export async function billCount(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteCustomer(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('customers').where('user_id', '=', userId).execute();
}

/** Fields left undefined keep their stored value. */
export async function updateCustomer(db: Kysely<Database>, userId: number, change: CustomerChange, opening: Opening, at: string): Promise<void> {
  await db
    .updateTable('customers')
    .set({
      name: change.name,
      mobile: change.mobile,
      address: change.address,
      state: change.state,
      ...(change.taxNumber === undefined ? {} : { tax_number: change.taxNumber }),
      ...(change.placeOfSupply === undefined ? {} : { place_of_supply: change.placeOfSupply }),
      ...(change.creditLimit === undefined ? {} : { credit_limit: change.creditLimit }),
      ...(change.pincode === undefined ? {} : { pincode: change.pincode }),
      ...(change.creditDays === undefined ? {} : { credit_days: change.creditDays }),
      opening_balance: opening.balance,
      opening_date: opening.date,
      updated_at: at,
    })
    .where('user_id', '=', userId)
    .execute();
}
