// The supervisor (issue 28): kulir always serves from workers (node:cluster) under a primary that serves nothing. The
// primary prepares the database once, starts the workers, starts a new one when one dies (a crash, the kernel's
// out-of-memory killer, kill -9), so one fault never leaves the shop without a server, and on SIGTERM or SIGINT passes
// the signal on and exits once they have. SQLite: exactly one worker (one writer), and a new one only after the old
// one has exited. KULIR_WORKERS=n on PostgreSQL: n workers behind one port (the primary hands each new connection to a
// worker in turn). Every worker is stateless (docs/scaling.md), so any of them may answer any call of any till.
import cluster, { type Worker } from 'node:cluster';

/** How many workers: 1 unless KULIR_WORKERS says more, which needs PostgreSQL. */
export function workerCount(value: string | undefined, databaseUrl: string): number {
  if (value === undefined || value.trim() === '') return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) throw new Error(`KULIR_WORKERS must be a whole number from 1 to 64 (got "${value}")`);
  if (count > 1 && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('KULIR_WORKERS above 1 needs PostgreSQL (DATABASE_URL=postgres://…): the embedded SQLite database has one writer, one process.');
  }
  return count;
}

/** A worker that dies within this long of its start is a quick death: the next start waits (a crash loop). */
export const QUICK_DEATH_MS = 10_000;
/** The longest wait before a new worker after quick deaths in a row. */
export const MAX_RESTART_DELAY_MS = 30_000;

/**
 * How long to wait before starting a new worker, after `quickDeaths` workers in a row died soon after their start:
 * none after a worker that had served a while (0), then 1 s, 2 s, 4 s … up to 30 s while the crash loop lasts.
 */
export function restartDelayMs(quickDeaths: number): number {
  if (quickDeaths <= 0) return 0;
  return Math.min(MAX_RESTART_DELAY_MS, 1_000 * 2 ** (quickDeaths - 1));
}

export function superviseWorkers(count: number, port: number): void {
  let stopping = false;
  let quickDeaths = 0;
  const startedAt = new Map<Worker, number>();
  const fork = () => {
    if (stopping) return;
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
  };
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    const alive = Object.values(cluster.workers ?? {});
    if (alive.length === 0) process.exit(0);
    for (const worker of alive) worker?.process.kill(signal);
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    // A worker that exits 0 by itself was stopped on purpose (SIGTERM or SIGINT sent to it): the server stops.
    if (code === 0 && signal === null) {
      console.log(`[kulir] worker ${worker.id} (pid ${worker.process.pid}) was stopped; stopping the server`);
      stop('SIGTERM');
      return;
    }
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    const delay = restartDelayMs(quickDeaths);
    console.error(
      `[kulir] worker ${worker.id} (pid ${worker.process.pid}) ended (${signal ?? `code ${code}`}); starting another${delay ? ` in ${delay / 1000} s` : ''}`,
    );
    setTimeout(fork, delay);
  });
  // One worker accepts its connections itself, as a lone process would: the supervisor has no hand in serving. Several
  // take them in turn from the supervisor (round robin: the kernel's own choice would favour one).
  cluster.schedulingPolicy = count === 1 ? cluster.SCHED_NONE : cluster.SCHED_RR;
  for (let i = 0; i < count; i += 1) fork();
  console.log(`[kulir] Supervisor (pid ${process.pid}): ${count} worker${count === 1 ? '' : 's'} on port ${port}, each started again if it ends`);
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
