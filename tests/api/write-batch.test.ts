// Group commit on SQLite (server/db/write-batch.ts): calls of one event-loop turn share a transaction, each in its
// own savepoint, and are answered only after the commit; a failed call loses only its own work; a failed commit
// keeps nothing of the batch. Watched from a second connection to the same file, as another process would see it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql, type Transaction } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../server/db/connect';
import type { Database } from '../../server/db/types';
import { groupCommit, type WriteRunner } from '../../server/db/write-batch';

describe('group commit on SQLite', () => {
  let dir: string;
  let database: OpenDatabase;
  let observer: SqliteDatabase.Database;
  let writes: WriteRunner;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kulir-batch-'));
    const file = join(dir, 'kulir.db');
    database = openDatabase(`sqlite:${file}`);
    await sql`create table notes (id integer primary key, text text not null unique, parent integer references notes(id) deferrable initially deferred)`.execute(
      database.db,
    );
    observer = new SqliteDatabase(file, { readonly: true });
    writes = groupCommit(database.db, 3);
  });
  afterEach(async () => {
    observer.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const committed = () => (observer.prepare('select text from notes order by id').all() as Array<{ text: string }>).map((row) => row.text);
  const note =
    (text: string, parent: number | null = null) =>
    async (trx: Transaction<Database>) => {
      await sql`insert into notes (text, parent) values (${text}, ${parent})`.execute(trx);
      return text;
    };

  it('runs the calls of one turn in one transaction and answers them after its commit', async () => {
    const seenBySecond: string[][] = [];
    const first = writes.run(note('first'));
    const second = writes.run(async (trx) => {
      // The first call's row is visible here, inside the shared transaction, but not yet to anyone else.
      seenBySecond.push(
        (await sql<{ text: string }>`select text from notes`.execute(trx)).rows.map((r) => r.text),
        committed(),
      );
      return note('second')(trx);
    });
    expect(await Promise.all([first, second])).toEqual(['first', 'second']);
    expect(seenBySecond).toEqual([['first'], []]);
    expect(committed()).toEqual(['first', 'second']);
  });

  it('rolls back a failed call alone: the calls before and after it keep their work', async () => {
    const results = await Promise.allSettled([
      writes.run(note('kept before')),
      writes.run(async (trx) => {
        await note('rolled back')(trx);
        throw new Error('refused after writing');
      }),
      writes.run(note('kept after')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('refused after writing'));
    expect(committed()).toEqual(['kept before', 'kept after']);
  });

  it('keeps nothing of a batch whose commit fails, and refuses every call of it', async () => {
    const results = await Promise.allSettled([
      writes.run(note('lost with the batch')),
      // A deferred foreign key is only checked at COMMIT: this makes the whole transaction's commit fail.
      writes.run(note('dangling', 999)),
      writes.run(async () => {
        throw new Error('its own refusal');
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect((results[2] as PromiseRejectedResult).reason).toEqual(new Error('its own refusal'));
    expect(committed()).toEqual([]);
    // The connection is usable again at once.
    expect(await writes.run(note('next'))).toBe('next');
    expect(committed()).toEqual(['next']);
  });

  it('takes at most the batch size in one transaction; the rest follow in the next', async () => {
    const commitsSeen: number[] = [];
    const runs = Array.from({ length: 7 }, (_, i) =>
      writes.run(async (trx) => {
        commitsSeen.push(committed().length);
        return note(`note ${i}`)(trx);
      }),
    );
    await Promise.all(runs);
    // Batches of 3: the 4th call sees the first three committed, the 7th sees six.
    expect(commitsSeen).toEqual([0, 0, 0, 3, 3, 3, 6]);
    expect(committed()).toHaveLength(7);
  });
});
