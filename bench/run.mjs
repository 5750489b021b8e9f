// Runs every benchmark in bench/ (each in its own process, one after another), prints a table and writes
// bench/results.json. Usage: npx vite build && node bench/run.mjs [--runs N] [name ...]
//   name: a benchmark's file name without extension (login-bundle, customer-search, orderlist-search, pos-scan,
//   pos-order, order-list); default all.
//   --runs N: run each benchmark N times (default 1) and keep each figure's best value (the machine is shared: a
//   slower run measures the other work on it, not kulir); every run's value is kept in results.json.
// A benchmark prints, as its last JSON line, one { figure, target, measured, unit, pass } or an array of them.
// Each run is stopped after 4 minutes (its whole process group: the server and browser it started).
import { spawn } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..');
const ORDER = ['login-bundle', 'customer-search', 'orderlist-search', 'pos-scan', 'pos-order', 'order-list'];
const TIMEOUT_MS = 4 * 60_000;

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1]) || 1) : 1;
const wanted = args.filter((a, i) => a !== '--runs' && (runsAt < 0 || i !== runsAt + 1));

const found = readdirSync(HERE)
  .filter((f) => /\.(mjs|ts)$/.test(f) && f !== 'run.mjs')
  .map((file) => ({ name: file.replace(/\.(mjs|ts)$/, ''), file }))
  .sort((a, b) => (ORDER.indexOf(a.name) + 1 || 99) - (ORDER.indexOf(b.name) + 1 || 99) || a.name.localeCompare(b.name));
const benches = wanted.length ? found.filter((b) => wanted.includes(b.name)) : found;
if (benches.length === 0) throw new Error(`no benchmark named ${wanted.join(', ')} (have ${found.map((b) => b.name).join(', ')})`);

/** The last line of the output that parses as JSON: the benchmark's figures. */
function lastJson(stdout) {
  for (const line of stdout.trim().split('\n').reverse()) {
    const text = line.trim();
    if (!text.startsWith('{') && !text.startsWith('[')) continue;
    try {
      const value = JSON.parse(text);
      return Array.isArray(value) ? value : [value];
    } catch {}
  }
  return null;
}

function runOnce(bench) {
  const command = bench.file.endsWith('.ts') ? [process.execPath, '--import', 'tsx', join('bench', bench.file)] : [process.execPath, join('bench', bench.file)];
  const load = loadavg()[0];
  const started = Date.now();
  return new Promise((resolve) => {
    // Its own process group, so a timeout can stop the server and browser it started with it.
    const child = spawn(command[0], command.slice(1), { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let timedOut = false;
    const echo = (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`    ${line}`);
    };
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      echo(chunk);
    });
    child.stderr.on('data', echo);
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
    }, TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({
        code,
        timedOut,
        seconds: Math.round((Date.now() - started) / 1000),
        loadBefore: +load.toFixed(2),
        loadAfter: +loadavg()[0].toFixed(2),
        figures: lastJson(stdout),
      });
    });
  });
}

const results = [];
for (const bench of benches) {
  for (let run = 1; run <= runs; run += 1) {
    console.log(
      `${bench.name} (run ${run} of ${runs}, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
    );
    const result = await runOnce(bench);
    results.push({ bench: bench.name, run, ...result });
    if (!result.figures) console.log(`    ${bench.name}: no JSON result (exit ${result.code}${result.timedOut ? ', stopped after 4 minutes' : ''})`);
  }
}

// One row per figure: the best run's value (lowest; every figure here is a time or a size) and every run's value.
const rows = [];
for (const bench of benches) {
  const mine = results.filter((r) => r.bench === bench.name);
  const names = [...new Set(mine.flatMap((r) => (r.figures ?? []).map((f) => f.figure)))];
  if (names.length === 0)
    rows.push({
      bench: bench.name,
      figure: `${bench.name} (no result)`,
      target: null,
      unit: '',
      measured: null,
      runs: mine.map(() => null),
      pass: false,
      loads: mine.map((r) => r.loadBefore),
    });
  for (const name of names) {
    const each = mine.map((r) => (r.figures ?? []).find((f) => f.figure === name) ?? null);
    const best = each.filter(Boolean).reduce((a, b) => (b.measured < a.measured ? b : a));
    rows.push({
      bench: bench.name,
      figure: name,
      target: best.target,
      unit: best.unit,
      measured: best.measured,
      runs: each.map((f) => f?.measured ?? null),
      pass: best.pass === true,
      loads: mine.map((r) => r.loadBefore),
    });
  }
}

const cell = (v) => (v === null || v === undefined ? '—' : String(v));
const table = [['figure', 'target (max)', `measured (best of ${runs})`, 'runs', 'load avg', 'pass']].concat(
  rows.map((r) => [
    r.figure,
    r.target === null ? '—' : typeof r.target === 'string' ? r.target : `${r.target} ${r.unit}`,
    `${cell(r.measured)} ${r.unit}`,
    r.runs.map(cell).join(' / '),
    r.loads.join(' / '),
    r.pass ? 'yes' : 'NO',
  ]),
);
const widths = table[0].map((_, c) => Math.max(...table.map((row) => row[c].length)));
console.log('');
for (const [i, row] of table.entries()) {
  console.log(row.map((v, c) => v.padEnd(widths[c])).join('  '));
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}

const file = join(HERE, 'results.json');
writeFileSync(
  file,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, model: cpus()[0]?.model ?? '', memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version },
      runsPerBenchmark: runs,
      figures: rows,
      runs: results,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nwrote ${file}`);
process.exitCode = rows.every((r) => r.pass) ? 0 : 1;
