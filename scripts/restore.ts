// npm run restore FILE: puts a backup back as the live SQLite database. The backup is checked first, and the
// database as it was is first saved into data/backups (KULIR_BACKUP_DIR), so a restore never loses anything.
import { BackupError, restoreSqlite } from '../server/db/backup';
import { databaseUrlFromEnv, sqliteFileOf } from '../server/db/url';

const backup = process.argv[2];
if (!backup) {
  console.error('Usage: npm run restore <backup file>');
  process.exit(2);
}
const target = sqliteFileOf(databaseUrlFromEnv());
if (!target) {
  console.error('[kulir] DATABASE_URL is PostgreSQL: restore a pg_dump with pg_restore or psql (see README, "Backups").');
  process.exit(2);
}
try {
  const { restored, keptAs } = await restoreSqlite(backup, target, process.env.KULIR_BACKUP_DIR ?? 'data/backups', new Date());
  if (keptAs) console.log(`[kulir] The database as it was is kept in ${keptAs}`);
  console.log(`[kulir] Restored ${backup} into ${restored.file}: ${restored.orders} bills, ${restored.products} products, ` +
    `${restored.customers} customers; integrity check ok`);
} catch (error) {
  console.error(`[kulir] Restore failed: ${error instanceof BackupError ? error.message : String(error)}`);
  process.exit(1);
}
