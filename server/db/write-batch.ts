// How a write call gets its transaction. PostgreSQL: one transaction per call, from the pool, side by side.
// SQLite (one connection, one writer): group commit. The write calls that reach the database in the same turn of
// the event loop run one after another in ONE transaction, each inside its own savepoint, and each is answered
// only once that transaction has committed. A call that fails is rolled back to its savepoint alone; the others
// keep their work. A commit that fails keeps nothing of the batch, and every call of it is refused. Why: a bill's
// commit writes ~35 pages to the WAL (the tail pages of orders, order_lines, stock_ledger, audit_log, request_log and
// their indexes) and the next bill writes the same tail pages again; fifty tills saving at once wrote them fifty
// times. Batched, they are written once per batch, and the commit's cost is shared.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Dialect } from './dialect';
import type { Database } from './types';

export interface WriteRunner {
  /** Runs `work` in a transaction (or a savepoint of a shared one); resolves once its writes are committed. */
  run<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
}

/** The most calls one SQLite transaction takes; more wait for the next one. */
export const MAX_BATCH = 64;

export function writeRunner(db: Kysely<Database>, dialect: Dialect): WriteRunner {
  return dialect === 'sqlite' ? groupCommit(db) : { run: (work) => db.transaction().execute(work) };
}

interface Pending {
  work: (trx: Transaction<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export function groupCommit(db: Kysely<Database>, maxBatch = MAX_BATCH): WriteRunner {
  const queue: Pending[] = [];
  let draining = false;

  const runBatch = async (batch: Pending[]) => {
    const outcomes: Outcome[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const item of batch) {
          await sql`savepoint write_call`.execute(trx);
          try {
            const value = await item.work(trx);
            await sql`release savepoint write_call`.execute(trx);
            outcomes.push({ ok: true, value });
          } catch (error) {
            await sql`rollback to savepoint write_call`.execute(trx);
            await sql`release savepoint write_call`.execute(trx);
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (commitError) {
      // Nothing of the batch is kept: a call that had failed keeps its own reason, the others get the commit's.
      batch.forEach((item, i) => {
        const outcome = outcomes[i];
        item.reject(outcome && !outcome.ok ? outcome.error : commitError);
      });
      return;
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i];
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
  };

  const drain = async () => {
    try {
      while (queue.length > 0) await runBatch(queue.splice(0, maxBatch));
    } finally {
      draining = false;
    }
  };

  return {
    run<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
        if (draining) return;
        draining = true;
        // After the I/O of this turn: every request whose body arrived with this one joins the batch.
        setImmediate(() => void drain());
      });
    },
  };
}
