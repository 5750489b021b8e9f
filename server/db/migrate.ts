import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { OpenDatabase } from './connect';
import type { Dialect } from './dialect';
import { catalogueVersionMigration } from './migrations/2026-11-22-catalogue-version';
import { initialMigration } from './migrations/2026-11-21-initial';
import { catalogueArchiveMigration } from './migrations/2026-11-21T0600-catalogue';
import { paymentsMigration } from './migrations/2026-11-22T0700-payments';
import { counterTenderMigration } from './migrations/2026-11-25T13-counter-tender';

function provider(dialect: Dialect): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        '2026-11-21-initial': initialMigration(dialect),
        '2026-11-21T0600-catalogue': catalogueArchiveMigration(),
        '2026-11-22-catalogue-version': catalogueVersionMigration(dialect),
        '2026-11-22T0700-payments': paymentsMigration(),
        '2026-11-25T13-counter-tender': counterTenderMigration(dialect),
      };
    },
  };
}

export async function migrateToLatest({ db, dialect, schema }: Pick<OpenDatabase, 'db' | 'dialect' | 'schema'>): Promise<void> {
  // Kysely looks for its bookkeeping tables in every schema unless told which: several schemas on one server would clash.
  const migrator = new Migrator({ db, provider: provider(dialect), ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
