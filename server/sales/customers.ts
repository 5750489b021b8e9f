// Customer rows as billing needs them. (The customer record calls keep theirs in ./customer-records.ts.)
import type { Kysely } from 'kysely';
import { NO_OPENING, type Opening } from '../../core/ledger/opening';
import type { NewCustomer } from '../../core/payloads';
import type { Customer, Database } from '../db/types';

export async function findCustomer(db: Kysely<Database>, userId: number): Promise<Customer | undefined> {
  return db.selectFrom('customers').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function insertCustomer(db: Kysely<Database>, customer: NewCustomer, now: Date, opening: Opening = NO_OPENING): Promise<Customer> {
  const at = now.toISOString();
  return db
    .insertInto('customers')
    .values({
      name: customer.name,
      mobile: customer.mobile,
      email: '',
      tax_number: customer.taxNumber,
      address: customer.address,
      city: '',
      state: customer.state,
      pincode: customer.pincode,
      place_of_supply: customer.placeOfSupply,
      credit_limit: customer.creditLimit,
      credit_days: customer.creditDays,
      opening_balance: opening.balance,
      opening_date: opening.date,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
