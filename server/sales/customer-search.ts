import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { containsPattern } from './fields';

/** Ids of customers whose name (any case) or mobile, and optionally GST number, contains the search text. */
export function customersMatching(db: Kysely<Database>, search: string, options: { taxNumber: boolean }) {
  const pattern = containsPattern(search);
  return db
    .selectFrom('customers')
    .select('user_id')
    .where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref('name')}) like ${pattern} escape '\\'`,
        sql<boolean>`${eb.ref('mobile')} like ${pattern} escape '\\'`,
        ...(options.taxNumber ? [sql<boolean>`lower(${eb.ref('tax_number')}) like ${pattern} escape '\\'`] : []),
      ]),
    );
}
