/** The database the server (and the backup/restore commands) use: DATABASE_URL, else the embedded SQLite file. */
export const DEFAULT_DATABASE_URL = 'sqlite:./data/kulir.db';

export function databaseUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_URL || DEFAULT_DATABASE_URL;
}

/** The SQLite file a `sqlite:` URL names, or null for :memory: and PostgreSQL. */
export function sqliteFileOf(url: string): string | null {
  if (!url.startsWith('sqlite:')) return null;
  const target = url.slice('sqlite:'.length);
  return target === '' || target === ':memory:' ? null : target;
}
