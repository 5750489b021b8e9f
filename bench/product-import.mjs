// Import of 100,000 product rows (CSV) end to end: the real server as npm start runs it (dist-server/main.mjs, built
// first; SQLite file), a
// multipart POST of the file to import_excell.php as the import screen sends it, until the reply. The server's peak
// resident memory (VmHWM from /proc) is read after that import. Then the same file again on the same, now warm,
// server (a re-import: every row an update): its time is a figure, its peak RSS is reported beside it.
// Usage: node bench/product-import.mjs [rows]; BENCH_DATABASE_URL=postgres://…?schema=<empty schema> measures PostgreSQL. Targets: < 10 s each, < 400 MB peak server RSS for one import.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildServer, serverNodeArgs } from '../scripts/build-server.mjs';
import { OWNER, startServer } from './lib/server.mjs';

const ROWS = Number(process.argv[2] ?? 100_000);
const TARGET_S = 10;
const TARGET_MB = 400;
const SUPPLIERS = ['Chennai Fans Distributors', 'Madurai Coolers', 'Coimbatore Pumps', 'Kerala Appliances', 'Salem Electricals'];
const KINDS = ['Ceiling Fan', 'Air Cooler', 'Water Pump', 'Stabilizer', 'Geyser', 'Exhaust Fan', 'Table Fan', 'Mixer Grinder'];

function productsCsv(rows) {
  const lines = ['Supplier Name,Product Name,Price Per Pcs,Case Content,Unit,Buy Price,Stock,Count of Pcs'];
  for (let i = 0; i < rows; i += 1) {
    const price = 500 + ((i * 7919) % 20_000);
    lines.push(
      `${SUPPLIERS[i % SUPPLIERS.length]},"${KINDS[i % KINDS.length]} model ${i}, ${100 + (i % 900)}mm",${price}.50,1 Nos,Nos,${Math.round(price * 0.8)},${i % 50},1`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

const peakRss = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

await buildServer();
const server = await startServer({ entry: serverNodeArgs(), databaseUrl: process.env.BENCH_DATABASE_URL });
const { base } = server;
try {
  const login = await fetch(`${base}/api/login.php`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(OWNER) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  // The file's suppliers, added first: an import names suppliers already there (issue 32 item 7), never adds them.
  for (const [i, supplier_name] of SUPPLIERS.entries()) {
    const added = await fetch(`${base}/api/supplier_add.php`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ supplier_name, mobile: `98400${String(i).padStart(5, '0')}`, gst_number: '', address: 'Tamil Nadu' }),
    });
    if (added.status !== 200) throw new Error(`supplier_add: ${added.status}`);
  }
  const csv = productsCsv(ROWS);
  const upload = async () => {
    const form = new FormData();
    form.append('upload', new File([csv], 'products.csv', { type: 'text/csv' }));
    form.append('import', '1');
    const started = performance.now();
    const reply = await fetch(`${base}/api/import_excell.php`, { method: 'POST', headers: { cookie }, body: form });
    const body = await reply.json();
    const seconds = (performance.now() - started) / 1000;
    if (reply.status !== 200) throw new Error(`import: ${reply.status} ${body.head?.msg}`);
    console.log(`${body.head.msg} in ${seconds.toFixed(2)} s`);
    return +seconds.toFixed(2);
  };
  const idle = +peakRss(server.workerPid()).toFixed(0);
  const first = await upload();
  const peak = +peakRss(server.workerPid()).toFixed(0);
  const again = await upload();
  const peakBoth = +peakRss(server.workerPid()).toFixed(0);
  console.log(
    `CSV ${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(1)} MB, ${ROWS} rows; server RSS before ${idle} MB, peak ${peak} MB after the import, ${peakBoth} MB after the re-import`,
  );
  const results = [
    { figure: `import_excell.php, ${ROWS} product rows (CSV), new`, target: `< ${TARGET_S} s`, measured: first, unit: 's', pass: first < TARGET_S },
    {
      figure: `import_excell.php, ${ROWS} product rows (CSV), re-import (all updates)`,
      target: `< ${TARGET_S} s`,
      measured: again,
      unit: 's',
      pass: again < TARGET_S,
    },
    {
      figure: `server peak RSS, one import of ${ROWS} rows`,
      target: `< ${TARGET_MB} MB`,
      measured: peak,
      unit: 'MB',
      pass: peak < TARGET_MB,
      idleMb: idle,
      peakAfterReimportMb: peakBoth,
    },
  ];
  process.exitCode = results.every((r) => r.pass) ? 0 : 1;
  console.log(JSON.stringify(results));
} finally {
  await server.stop();
}
