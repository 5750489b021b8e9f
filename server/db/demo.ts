import type { Kysely } from 'kysely';
import type { Database } from './types';

/** Seeds the demo shop on a database with no products; answers a one-line summary, or null when it did nothing. */
export async function seedDemo(_db: Kysely<Database>, _now: Date): Promise<string | null> {
  return null;
}
