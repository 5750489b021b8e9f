// KULIR_WORKERS=n on PostgreSQL: n kulir processes behind one port (node:cluster; the primary hands each new connection
// to a worker in turn). Every worker is stateless (DESIGN notes: docs/scaling.md), so any of them may answer any call
// of any till. The primary serves nothing: it starts the workers, starts a new one when one dies, and on SIGTERM or
// SIGINT passes the signal on and exits once they have.
import cluster, { type Worker } from 'node:cluster';

/** How many workers: 1 (this process serves) unless KULIR_WORKERS says more, which needs PostgreSQL. */
export function workerCount(value: string | undefined, databaseUrl: string): number {
  if (value === undefined || value.trim() === '') return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) throw new Error(`KULIR_WORKERS must be a whole number from 1 to 64 (got "${value}")`);
  if (count > 1 && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('KULIR_WORKERS above 1 needs PostgreSQL (DATABASE_URL=postgres://…): the embedded SQLite database has one writer, one process.');
  }
  return count;
}

/** A worker that dies within this long of its start is not restarted at once (a crash loop): it waits a second. */
const QUICK_DEATH_MS = 5_000;

export function superviseWorkers(count: number, port: number): void {
  let stopping = false;
  const startedAt = new Map<Worker, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    console.error(`[kulir] worker ${worker.id} (pid ${worker.process.pid}) ended (${signal ?? `code ${code}`}); starting another`);
    setTimeout(fork, lived < QUICK_DEATH_MS ? 1_000 : 0);
  });
  for (let i = 0; i < count; i += 1) fork();
  console.log(`[kulir] ${count} workers on port ${port} (supervisor pid ${process.pid})`);
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    const alive = Object.values(cluster.workers ?? {});
    if (alive.length === 0) process.exit(0);
    for (const worker of alive) worker?.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
