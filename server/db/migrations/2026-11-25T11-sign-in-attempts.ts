import type { Kysely } from 'kysely';

// Sign-in attempts (issue 20): the throttle counts failures per address, per e-mail and server-wide from this table,
// so every kulir process serving one database shares the counts.
export function signInAttemptsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('sign_in_attempts')
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
