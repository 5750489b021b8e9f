// npm run restore FILE: puts a backup back as the live database. SQLite: the backup is checked first, and the
// database as it was is first saved into data/backups (KULIR_BACKUP_DIR), so a restore never loses anything; it may run
// while the server serves. PostgreSQL: a pg_dump made by `npm run backup`, restored with pg_restore, the database as it
// was dumped first; stop every kulir process first. Either way numbering goes on above the highest number ever
// issued, and the numbers the restore skipped are listed.
import { skippedReport } from '../core/number-floors';
import { BackupError, restoreSqlite } from '../server/db/backup';
import { restorePostgres } from '../server/db/pg-backup';
import { databaseUrlFromEnv, sqliteFileOf } from '../server/db/url';

const backup = process.argv[2];
if (!backup) {
  console.error('Usage: npm run restore <backup file>');
  process.exit(2);
}
const url = databaseUrlFromEnv();
const target = sqliteFileOf(url);
const keepDir = process.env.KULIR_BACKUP_DIR ?? 'data/backups';
try {
  if (target) {
    const { restored, keptAs, skipped } = await restoreSqlite(backup, target, keepDir, new Date());
    if (keptAs) console.log(`[kulir] The database as it was is kept in ${keptAs}`);
    console.log(
      `[kulir] Restored ${backup} into ${restored.file}: ${restored.orders} bills, ${restored.products} products, ` +
        `${restored.customers} customers; integrity check ok`,
    );
    for (const line of skippedReport(skipped)) console.log(`[kulir] ${line}`);
  } else if (url.startsWith('postgres')) {
    const { keptAs, skipped } = await restorePostgres(url, backup, keepDir, new Date());
    console.log(`[kulir] The database as it was is kept in ${keptAs}`);
    console.log(`[kulir] Restored ${backup} with pg_restore. Start the kulir processes again.`);
    for (const line of skippedReport(skipped)) console.log(`[kulir] ${line}`);
  } else {
    console.error('[kulir] DATABASE_URL names no database file to restore into.');
    process.exit(2);
  }
} catch (error) {
  console.error(`[kulir] Restore failed: ${error instanceof BackupError ? error.message : String(error)}`);
  process.exit(1);
}
