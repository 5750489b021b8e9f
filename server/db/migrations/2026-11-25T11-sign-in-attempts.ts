import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

// Sign-in attempts (issue 20): the throttle counts failures per address, per e-mail and server-wide from this table,
// so every kulir process serving one database shares the counts. An attempt is written before its password is checked
// (as a failure, turned into a success if it is right), and counts only the attempts written before it: attempts sent
// all at once are counted one after another, never all against the same empty count.
export function signInAttemptsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('sign_in_attempts')
        .addColumn('id', 'integer', (c) => (dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('succeeded', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sign_in_attempts_email').on('sign_in_attempts').columns(['email', 'succeeded', 'at']).execute();
      await db.schema.createIndex('sign_in_attempts_address').on('sign_in_attempts').columns(['address', 'succeeded', 'at']).execute();
      await db.schema.createIndex('sign_in_attempts_at').on('sign_in_attempts').columns(['succeeded', 'at']).execute();
    },
  };
}
