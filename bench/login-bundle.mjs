// Budget check: how much JavaScript (gzip) does Chromium load to show /login?
// Usage: node bench/login-bundle.mjs [base-url]
//   With a base url (e.g. http://localhost:8080) it measures that running server; without one it starts the real
//   server (npx tsx server/main.ts) on a free port with a throwaway SQLite file, serving ./dist (run `npx vite build` first).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, startServer } from './lib/server.mjs';

const BUDGET_KB = 150;

const given = process.argv[2];
const server = given ? { base: given.replace(/\/$/, ''), stop: () => {} } : await startServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    const sizes = await response.request().sizes();
    scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, wire: sizes.responseBodySize });
  });
  await page.goto(`${server.base}/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('E-mail').waitFor();
  const total = scripts.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, wire: sum.wire + s.wire }), { raw: 0, gzip: 0, wire: 0 });
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${(s.gzip / 1024).toFixed(1).padStart(7)} KB gzip ${(s.raw / 1024).toFixed(1).padStart(8)} KB raw  ${s.url}`);
  }
  const kb = total.gzip / 1024;
  console.log(
    `/login loaded ${scripts.length} scripts: ${kb.toFixed(1)} KB gzip (-9), ${(total.raw / 1024).toFixed(1)} KB raw, ${(total.wire / 1024).toFixed(1)} KB on the wire; budget ${BUDGET_KB} KB gzip`,
  );
  process.exitCode = kb <= BUDGET_KB ? 0 : 1;
  // Last line, for bench/run.mjs.
  console.log(
    JSON.stringify({
      figure: '/login JavaScript, gzip -9',
      target: BUDGET_KB,
      measured: +kb.toFixed(1),
      unit: 'KB',
      pass: kb <= BUDGET_KB,
      scripts: scripts.length,
      rawKb: +(total.raw / 1024).toFixed(1),
      wireKb: +(total.wire / 1024).toFixed(1),
    }),
  );
} finally {
  await browser.close();
  await server.stop();
}
