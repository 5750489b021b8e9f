// npm run soak: 50 cashiers save GST bills back to back for 60 s against the real server (a child process on a
// fresh SQLite file, or on PostgreSQL with SOAK_DATABASE=postgres and TEST_DATABASE_URL). Reports throughput,
// p50/p99 latency, errors (must be 0) and lost bills (must be 0: every bill answered 200 is in the database exactly
// once and the books are whole), and the server's resident memory idle and after the soak (issue 11: < 250 MB).
// SOAK_SECONDS and SOAK_CASHIERS change the defaults. SOAK_PROCESSES=n (PostgreSQL only) runs the server as n processes
// behind one port (KULIR_WORKERS=n), the cashiers' connections spread over them; memory is then each process's.
// The last line is the JSON figures for bench/run.mjs.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { OWNER } from '../tests/support/api-client';
import { brokenBooks } from '../tests/support/books';
import { servedDatabase } from '../tests/support/served-database';
import { signedInClient, startServerProcess } from '../tests/support/server-process';
import { startTills, twoLineBill, waitFor } from '../tests/support/tills';
// @ts-expect-error: a plain .mjs script without types
import { buildServer } from '../scripts/build-server.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CASHIERS = Number(process.env.SOAK_CASHIERS ?? 50);
const START_STOCK = 100_000_000;
const dialect = process.env.SOAK_DATABASE === 'postgres' ? 'postgres' : 'sqlite';
const PROCESSES = Number(process.env.SOAK_PROCESSES ?? 1);
if (PROCESSES > 1 && dialect !== 'postgres') throw new Error('SOAK_PROCESSES above 1 needs SOAK_DATABASE=postgres (and TEST_DATABASE_URL)');

function rssMb(pid: number): number {
  const line =
    readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:')) ?? 'VmRSS: 0 kB';
  return Number(line.replace(/\D+/g, '')) / 1024;
}
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

const served = await servedDatabase(dialect);
await served.db.updateTable('products').set({ stock: START_STOCK }).execute();
// The server as npm start runs it: built to one module, plain node.
await buildServer();
const server = await startServerProcess(served.url, PROCESSES > 1 ? { KULIR_WORKERS: String(PROCESSES) } : {}, { built: true });
/** The processes that serve: the workers of the supervisor (one, or KULIR_WORKERS). */
const servingPids = (): number[] => server.workerPids();
/** The largest resident memory of a serving process. */
const serverRss = () => Math.max(...servingPids().map(rssMb));
try {
  await waitFor(() => (server.log().match(/worker \d+ \(pid \d+\) on/g) ?? []).length === PROCESSES, 30_000);
  const pids = servingPids();
  const client = await signedInClient(server.baseURL, OWNER.email, OWNER.password);
  const idleRss = serverRss();
  console.log(
    `soak: ${CASHIERS} cashiers for ${SECONDS} s on ${dialect}, ${PROCESSES} process${PROCESSES > 1 ? 'es' : ''}; server RSS idle ${idleRss.toFixed(0)} MB; load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const cpuAtStart = pids.map(cpuSeconds);
  const started = performance.now();
  const tills = startTills(client, CASHIERS, twoLineBill(served.shop), 'soak');
  let peakRss = idleRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, serverRss())), 500);
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  await tills.stop();
  clearInterval(sampler);
  const elapsed = (performance.now() - started) / 1000;
  const afterRss = serverRss();
  // The same processes served from start to end (none died and was replaced), each its share of the CPU.
  if (servingPids().join() !== pids.join()) throw new Error('a serving process ended during the soak');
  if (PROCESSES > 1) console.log(`CPU seconds of each process over the soak: ${pids.map((p, i) => (cpuSeconds(p) - cpuAtStart[i]).toFixed(1)).join(', ')}`);

  const outcomes = [...tills.outcomes.values()];
  const errors = outcomes.filter((o) => o.kind !== 'ok');
  // Every bill answered 200 is in orders and its request in request_log (read once each: 60,000 lookups by a
  // request_id that no index leads with would scan request_log 60,000 times).
  const stored = new Set((await served.db.selectFrom('orders').select('order_id').execute()).map((r) => String(r.order_id)));
  const logged = new Set((await served.db.selectFrom('request_log').select('request_id').execute()).map((r) => r.request_id));
  let lost = 0;
  for (const [requestId, outcome] of tills.outcomes) {
    if (outcome.kind === 'ok' && (!stored.has(outcome.orderId) || !logged.has(requestId))) lost += 1;
  }
  const count = await served.db
    .selectFrom('orders')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  const extra = Number(count.n) - outcomes.filter((o) => o.kind === 'ok').length;
  const problems = await brokenBooks(
    served.db,
    new Map([
      [served.shop.fan, START_STOCK],
      [served.shop.cooler, START_STOCK],
    ]),
  );
  const sorted = [...tills.latencies].sort((a, b) => a - b);
  const throughput = tills.answered() / elapsed;
  console.log(
    `bills saved ${tills.answered()} in ${elapsed.toFixed(1)} s = ${throughput.toFixed(1)}/s; latency p50 ${percentile(sorted, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms; errors ${errors.length}; lost ${lost}; ` +
      `unasked bills ${extra}; books ${problems.length ? problems.join('; ') : 'whole'}; server RSS after ${afterRss.toFixed(0)} MB (peak ${peakRss.toFixed(0)} MB` +
      `${PROCESSES > 1 ? ', the largest process' : ''}); load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  for (const e of errors.slice(0, 5)) console.log('  error:', JSON.stringify(e));
  const figures = [
    {
      figure: `soak: bills saved per second (${CASHIERS} cashiers, ${SECONDS} s, ${dialect}${PROCESSES > 1 ? `, ${PROCESSES} processes` : ''})`,
      target: 'report',
      measured: Number(throughput.toFixed(1)),
      unit: '/s',
      pass: true,
    },
    { figure: 'soak: save latency p50', target: 'report', measured: Number(percentile(sorted, 50).toFixed(1)), unit: 'ms', pass: true },
    { figure: 'soak: save latency p99', target: 'report', measured: Number(percentile(sorted, 99).toFixed(1)), unit: 'ms', pass: true },
    { figure: 'soak: errors', target: '0', measured: errors.length, unit: '', pass: errors.length === 0 },
    {
      figure: 'soak: lost or unasked bills, broken books',
      target: '0',
      measured: lost + Math.abs(extra) + problems.length,
      unit: '',
      pass: lost + Math.abs(extra) + problems.length === 0,
    },
    { figure: 'server RSS idle (small shop)', target: '< 150 MB', measured: Number(idleRss.toFixed(0)), unit: 'MB', pass: idleRss < 150 },
    { figure: 'server RSS after the soak', target: '< 250 MB', measured: Number(afterRss.toFixed(0)), unit: 'MB', pass: afterRss < 250 },
  ];
  console.log(JSON.stringify(figures));
  process.exitCode = figures.every((f) => f.pass) ? 0 : 1;
} finally {
  await server.stop();
  await served.dispose();
}
