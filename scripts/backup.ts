// npm run backup [FILE]: a consistent online snapshot of the database, taken while the app serves. SQLite: a checked
// copy, by default data/backups/kulir-<date>-<time>.db; PostgreSQL: pg_dump of kulir's schema (custom format), by
// default data/backups/kulir-<date>-<time>.dump (KULIR_BACKUP_DIR to change the folder).
import { join } from 'node:path';
import { BackupError, backupFileName, backupSqlite } from '../server/db/backup';
import { backupPostgres } from '../server/db/pg-backup';
import { databaseUrlFromEnv, sqliteFileOf } from '../server/db/url';

const url = databaseUrlFromEnv();
const file = sqliteFileOf(url);
const named = (extension: string) => join(process.env.KULIR_BACKUP_DIR ?? 'data/backups', backupFileName(new Date()).replace(/\.db$/, extension));
try {
  if (file) {
    const facts = backupSqlite(file, process.argv[2] ?? named('.db'));
    console.log(
      `[kulir] Backup written: ${facts.file} (${(facts.bytes / 1024).toFixed(0)} KB, ${facts.orders} bills, ` +
        `${facts.products} products, ${facts.customers} customers; integrity check ok)`,
    );
  } else if (url.startsWith('postgres')) {
    const facts = await backupPostgres(url, process.argv[2] ?? named('.dump'));
    console.log(`[kulir] Backup written: ${facts.file} (${(facts.bytes / 1024).toFixed(0)} KB, pg_dump custom format)`);
  } else {
    console.error('[kulir] DATABASE_URL names no database file to back up.');
    process.exit(2);
  }
} catch (error) {
  console.error(`[kulir] Backup failed: ${error instanceof BackupError ? error.message : String(error)}`);
  process.exit(1);
}
