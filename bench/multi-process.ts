// Several kulir processes on one PostgreSQL (issue 24 §4): pos_order.php (20 lines) at 50 connections against 1, 2 and
// 3 processes (KULIR_WORKERS=n: one port, node:cluster, production build), each measured against /healthz of the same
// processes in the same run, and against PostgreSQL's own ceiling for the same SQL (bench/lib/bare-bill-pg.ts: the
// server's statements straight through pg from 50 connections). Throughput, p50/p99, errors, and the load average
// (the machine's 2 cores are shared: three processes on two cores cannot scale linearly).
// Needs TEST_DATABASE_URL (a fresh schema, dropped after); without it it reports nothing and passes.
// BENCH_SECONDS (default 10) per phase. The last line is the JSON figures for bench/run.mjs.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { toDmy, todayInKolkata } from '../core/dates';
import { OWNER } from '../tests/support/api-client';
import { wholesaleBody } from '../tests/support/pos-payloads';
import { addProduct, ownerIdOf } from '../tests/support/sales-fixtures';
import { servedDatabase } from '../tests/support/served-database';
import { signedInClient, startServerProcess, type ServerProcess } from '../tests/support/server-process';
import { startTills, waitFor } from '../tests/support/tills';
// @ts-expect-error: a plain .mjs script without types
import { buildServer } from '../scripts/build-server.mjs';
import { barePgBills } from './lib/bare-bill-pg';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const LINES = 20;
const PROCESSES = [1, 2, 3];

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    JSON.stringify([{ figure: 'several processes on PostgreSQL (no TEST_DATABASE_URL: not run)', target: 'report', measured: null, unit: '/s', pass: true }]),
  );
  process.exit(0);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The serving processes: the supervisor's workers (one, or KULIR_WORKERS). */
function servingPids(server: ServerProcess): number[] {
  return server.workerPids();
}
function cpuMs(pids: number[]): number {
  return pids.reduce((sum, pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return sum + ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  }, 0);
}

interface Phase {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function healthz(baseURL: string): Promise<Phase> {
  let ok = 0;
  let errors = 0;
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        try {
          const response = await fetch(`${baseURL}/healthz`);
          await response.arrayBuffer();
          if (response.status === 200) ok += 1;
          else errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  const sorted = latencies.sort((a, b) => a - b);
  return { perSecond: ok / ((performance.now() - started) / 1000), p50: percentile(sorted, 50), p99: percentile(sorted, 99), errors };
}

const served = await servedDatabase('postgres');
const products: number[] = [];
for (let i = 0; i < LINES; i += 1) {
  products.push(
    await addProduct(served.db, served.shop.supplierId, {
      name: `Bench Fan ${i + 1}`,
      serial: `BENCH${String(i + 1).padStart(3, '0')}`,
      rate: 100_000 + i * 1_050,
      stock: 100_000_000,
    }),
  );
}
await buildServer();
const date = toDmy(todayInKolkata(new Date()));
const bill = (till: number, i: number) =>
  wholesaleBody(
    served.shop.murugan,
    products.map((productId, n) => ({ productId, rate: 100_000 + n * 1_050, qty: 1 + ((till + i + n) % 3) })),
    {},
    date,
  );

const rows: Array<{ processes: number; health: Phase; orders: Phase; serverCpuMsPerBill: number; load: string }> = [];
try {
  console.log(`several processes on PostgreSQL: ${CONNECTIONS} connections, ${SECONDS} s a phase; load average at start ${load()}`);
  for (const workers of PROCESSES) {
    const server = await startServerProcess(served.url, workers === 1 ? {} : { KULIR_WORKERS: String(workers) }, { built: true });
    try {
      await waitFor(() => (server.log().match(/worker \d+ \(pid \d+\) on/g) ?? []).length === workers, 30_000);
      const health = await healthz(server.baseURL);
      const client = await signedInClient(server.baseURL, OWNER.email, OWNER.password);
      const pids = servingPids(server);
      const cpuBefore = cpuMs(pids);
      const started = performance.now();
      const tills = startTills(client, CONNECTIONS, bill, `multi-${workers}`);
      await new Promise((r) => setTimeout(r, SECONDS * 1000));
      await tills.stop();
      const elapsed = (performance.now() - started) / 1000;
      const serverCpuMsPerBill = (cpuMs(pids) - cpuBefore) / Math.max(1, tills.answered());
      const sorted = [...tills.latencies].sort((a, b) => a - b);
      const orders = {
        perSecond: tills.answered() / elapsed,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        errors: [...tills.outcomes.values()].filter((o) => o.kind !== 'ok').length,
      };
      rows.push({ processes: workers, health, orders, serverCpuMsPerBill, load: load() });
      console.log(
        `${workers} process${workers > 1 ? 'es' : ''}: /healthz ${health.perSecond.toFixed(0)}/s (p50 ${health.p50.toFixed(1)}, p99 ${health.p99.toFixed(1)} ms, errors ${health.errors}); ` +
          `pos_order.php ${orders.perSecond.toFixed(0)}/s = ${((orders.perSecond / health.perSecond) * 100).toFixed(1)}% of /healthz, p50 ${orders.p50.toFixed(1)} ms, ` +
          `p99 ${orders.p99.toFixed(1)} ms, errors ${orders.errors}; server CPU ${serverCpuMsPerBill.toFixed(2)} ms a bill; load ${load()}`,
      );
    } finally {
      await server.stop();
    }
  }

  // PostgreSQL's ceiling for the same SQL, no kulir process in the way (they are all stopped by now).
  const session = await served.db.selectFrom('sessions').select('token_hash').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  const bare = await barePgBills(served.url, {
    customerId: served.shop.murugan,
    userId: await ownerIdOf(served.db),
    tokenHash: session.token_hash,
    productIds: products,
    seconds: SECONDS,
    connections: CONNECTIONS,
  });
  console.log(
    `the same bills' SQL alone (pg, ${CONNECTIONS} connections, a transaction each): ${bare.perSecond.toFixed(0)}/s, p50 ${bare.p50.toFixed(1)} ms, p99 ${bare.p99.toFixed(1)} ms; load ${load()}`,
  );
  // The same from one connection: near the 50 connections' figure, the bills are saved one at a time whatever the
  // connections (the bill-number lock and the catalogue-version row are held to each commit).
  const single = await barePgBills(served.url, {
    customerId: served.shop.murugan,
    userId: await ownerIdOf(served.db),
    tokenHash: session.token_hash,
    productIds: products,
    seconds: SECONDS,
    connections: 1,
  });
  console.log(
    `the same bills' SQL from one connection: ${single.perSecond.toFixed(0)}/s, p50 ${single.p50.toFixed(1)} ms, p99 ${single.p99.toFixed(1)} ms; load ${load()}`,
  );
  for (const row of rows)
    console.log(`  ${row.processes}: pos_order.php reaches ${((row.orders.perSecond / bare.perSecond) * 100).toFixed(1)}% of PostgreSQL's ceiling`);

  const figures = rows.flatMap((row) => [
    {
      figure: `pos_order.php (20 lines), ${row.processes} process(es) on PostgreSQL, ${CONNECTIONS} connections`,
      target: 'report',
      measured: Number(row.orders.perSecond.toFixed(1)),
      unit: '/s',
      pass: row.orders.errors === 0,
      shareOfHealthz: Number(((row.orders.perSecond / row.health.perSecond) * 100).toFixed(1)),
      shareOfBareSql: Number(((row.orders.perSecond / bare.perSecond) * 100).toFixed(1)),
      healthzPerSecond: Math.round(row.health.perSecond),
      p50: Number(row.orders.p50.toFixed(1)),
      p99: Number(row.orders.p99.toFixed(1)),
      serverCpuMsPerBill: Number(row.serverCpuMsPerBill.toFixed(2)),
      load: row.load,
    },
    {
      figure: `pos_order.php errors, ${row.processes} process(es)`,
      target: '0',
      measured: row.orders.errors + row.health.errors,
      unit: '',
      pass: row.orders.errors + row.health.errors === 0,
    },
  ]);
  figures.push({
    figure: `PostgreSQL's ceiling for the same SQL, ${CONNECTIONS} connections`,
    target: 'report',
    measured: Number(bare.perSecond.toFixed(1)),
    unit: '/s',
    pass: true,
    shareOfHealthz: 0,
    shareOfBareSql: 100,
    healthzPerSecond: 0,
    p50: Number(bare.p50.toFixed(1)),
    p99: Number(bare.p99.toFixed(1)),
    serverCpuMsPerBill: 0,
    load: load(),
  });
  figures.push({
    figure: 'the same SQL from one connection',
    target: 'report',
    measured: Number(single.perSecond.toFixed(1)),
    unit: '/s',
    pass: true,
    shareOfHealthz: 0,
    shareOfBareSql: Number(((single.perSecond / bare.perSecond) * 100).toFixed(1)),
    healthzPerSecond: 0,
    p50: Number(single.p50.toFixed(1)),
    p99: Number(single.p99.toFixed(1)),
    serverCpuMsPerBill: 0,
    load: load(),
  });
  console.log(JSON.stringify(figures));
  process.exitCode = figures.every((f) => f.pass) ? 0 : 1;
} finally {
  await served.dispose();
}
