// npm run backup [FILE]: a consistent online snapshot of the SQLite database, taken while the app serves.
// Without FILE it goes to data/backups/kulir-<date>-<time>.db (KULIR_BACKUP_DIR to change the folder).
import { join } from 'node:path';
import { BackupError, backupFileName, backupSqlite } from '../server/db/backup';
import { databaseUrlFromEnv, sqliteFileOf } from '../server/db/url';

const url = databaseUrlFromEnv();
const file = sqliteFileOf(url);
if (!file) {
  console.error('[kulir] DATABASE_URL is PostgreSQL: back it up with pg_dump (see README, "Backups").');
  process.exit(2);
}
const dest = process.argv[2] ?? join(process.env.KULIR_BACKUP_DIR ?? 'data/backups', backupFileName(new Date()));
try {
  const facts = backupSqlite(file, dest);
  console.log(`[kulir] Backup written: ${facts.file} (${(facts.bytes / 1024).toFixed(0)} KB, ${facts.orders} bills, ` +
    `${facts.products} products, ${facts.customers} customers; integrity check ok)`);
} catch (error) {
  console.error(`[kulir] Backup failed: ${error instanceof BackupError ? error.message : String(error)}`);
  process.exit(1);
}
