// pos_order.php with 20 lines at 50 connections against the real server (production build, loopback), measured
// against the same server's /healthz at 50 connections in the same run (issue 11 §3): throughput, p50/p99, errors.
// Targets: pos_order throughput ≥ 40% of /healthz's, p99 < 50 ms, zero errors. BENCH_SECONDS (default 15) per phase.
// The last line is the JSON figures for bench/run.mjs.
import { readFileSync } from 'node:fs';
import { toDmy, todayInKolkata } from '../core/dates';
import { OWNER } from '../tests/support/api-client';
import { wholesaleBody } from '../tests/support/pos-payloads';
import { addProduct, ownerIdOf } from '../tests/support/sales-fixtures';
import { servedDatabase } from '../tests/support/served-database';
import { signedInClient, startServerProcess } from '../tests/support/server-process';
import { startTills } from '../tests/support/tills';
// @ts-expect-error: a plain .mjs script without types
import { buildServer } from '../scripts/build-server.mjs';
import { bareBills } from './lib/bare-bill';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 50;
const LINES = 20;

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux): the server's cost per request. */
function cpuMsOf(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

const served = await servedDatabase('sqlite');
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
const server = await startServerProcess(served.url, {}, { built: true });
try {
  // Phase 1: /healthz, the floor of one request through the same server (it reads the database once).
  // The worker that serves (the supervisor, server.child, only watches it).
  const pid = server.servingPid();
  const serverCpuAtStart = cpuMsOf(pid);
  const benchCpuAtStart = process.cpuUsage();
  let healthOk = 0;
  let healthErrors = 0;
  const healthLatency: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        try {
          const response = await fetch(`${server.baseURL}/healthz`);
          await response.arrayBuffer();
          if (response.status === 200) healthOk += 1;
          else healthErrors += 1;
        } catch {
          healthErrors += 1;
        }
        healthLatency.push(performance.now() - t);
      }
    }),
  );
  const healthRate = healthOk / ((performance.now() - started) / 1000);
  const serverCpuAfterHealth = cpuMsOf(pid);
  const benchCpuHealth = process.cpuUsage(benchCpuAtStart);

  // Phase 2: GST bills of 20 lines, each with its own request_id, 50 at a time.
  const client = await signedInClient(server.baseURL, OWNER.email, OWNER.password);
  const date = toDmy(todayInKolkata(new Date()));
  const bill = (till: number, i: number) =>
    wholesaleBody(
      served.shop.murugan,
      products.map((productId, n) => ({ productId, rate: 100_000 + n * 1_050, qty: 1 + ((till + i + n) % 3) })),
      {},
      date,
    );
  const benchCpuAtOrders = process.cpuUsage();
  const orderStarted = performance.now();
  const tills = startTills(client, CONNECTIONS, bill, 'throughput');
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  await tills.stop();
  const serverCpuOrders = cpuMsOf(pid) - serverCpuAfterHealth;
  const benchCpuOrders = process.cpuUsage(benchCpuAtOrders);
  const orderRate = tills.answered() / ((performance.now() - orderStarted) / 1000);
  const orderErrors = [...tills.outcomes.values()].filter((o) => o.kind !== 'ok').length;

  // Phase 3: the same bills' SQL straight into the same file, no server in the way (bench/lib/bare-bill.ts): the
  // database's own ceiling. The server is idle by now.
  const session = await served.db.selectFrom('sessions').select('token_hash').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  const bare = bareBills(served.file ?? '', {
    customerId: served.shop.murugan,
    userId: await ownerIdOf(served.db),
    tokenHash: session.token_hash,
    productIds: products,
    seconds: SECONDS,
  });

  const hs = [...healthLatency].sort((a, b) => a - b);
  const os = [...tills.latencies].sort((a, b) => a - b);
  const ratio = orderRate / healthRate;
  console.log(`/healthz: ${healthRate.toFixed(0)}/s, p50 ${percentile(hs, 50).toFixed(1)} ms, p99 ${percentile(hs, 99).toFixed(1)} ms, errors ${healthErrors}`);
  console.log(
    `pos_order.php (20 lines): ${orderRate.toFixed(0)}/s = ${(ratio * 100).toFixed(1)}% of /healthz, p50 ${percentile(os, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(os, 99).toFixed(1)} ms, errors ${orderErrors}`,
  );
  console.log(
    `the same bills' SQL alone (better-sqlite3, one loop, 50 a transaction): ${bare.perSecond.toFixed(0)}/s = ` +
      `${((bare.perSecond / healthRate) * 100).toFixed(1)}% of /healthz (${(1000 / bare.perSecond).toFixed(3)} ms a bill); ` +
      `pos_order.php reaches ${((orderRate / bare.perSecond) * 100).toFixed(1)}% of it`,
  );
  // Where the time goes: CPU per request of the server process and of this load generator (same 2 cores).
  const perRequest = (ms: number, n: number) => (n > 0 ? ms / n : Number.NaN).toFixed(3);
  const cpu = {
    healthzServerMs: Number(perRequest(serverCpuAfterHealth - serverCpuAtStart, healthOk)),
    healthzClientMs: Number(perRequest((benchCpuHealth.user + benchCpuHealth.system) / 1000, healthOk)),
    orderServerMs: Number(perRequest(serverCpuOrders, tills.answered())),
    orderClientMs: Number(perRequest((benchCpuOrders.user + benchCpuOrders.system) / 1000, tills.answered())),
  };
  console.log(
    `CPU per request, server / load generator: /healthz ${cpu.healthzServerMs} / ${cpu.healthzClientMs} ms; pos_order.php ${cpu.orderServerMs} / ${cpu.orderClientMs} ms`,
  );
  const p99 = percentile(os, 99);
  const figures = [
    { figure: `/healthz throughput, ${CONNECTIONS} connections`, target: 'baseline', measured: Math.round(healthRate), unit: '/s', pass: healthErrors === 0 },
    {
      figure: `pos_order.php (20 lines) throughput as a share of /healthz, ${CONNECTIONS} connections`,
      target: '≥ 40%',
      measured: Number((ratio * 100).toFixed(1)),
      unit: '%',
      pass: ratio >= 0.4,
      cpu,
      bareSql: {
        perSecond: Math.round(bare.perSecond),
        shareOfHealthz: Number(((bare.perSecond / healthRate) * 100).toFixed(1)),
        msPerBill: Number((1000 / bare.perSecond).toFixed(3)),
        orderShareOfBare: Number(((orderRate / bare.perSecond) * 100).toFixed(1)),
      },
    },
    { figure: 'pos_order.php (20 lines) p99 at 50 connections', target: '< 50 ms', measured: Number(p99.toFixed(1)), unit: 'ms', pass: p99 < 50 },
    { figure: 'pos_order.php errors at 50 connections', target: '0', measured: orderErrors, unit: '', pass: orderErrors === 0 },
  ];
  console.log(JSON.stringify(figures));
  process.exitCode = figures.every((f) => f.pass) ? 0 : 1;
} finally {
  await server.stop();
  await served.dispose();
}
