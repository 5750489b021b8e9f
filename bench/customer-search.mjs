// Budget check: a search keystroke on /customerlist with 50,000 customers repaints within 50 ms.
// Usage: npx vite build && node bench/customer-search.mjs
//   Starts the real server on a free port with a throwaway SQLite file (serving ./dist), adds 50,000 customers
//   straight into that file, signs in as the owner and types into Search, timing each key from keydown to the
//   next paint (and to the table's DOM update).
import Database from 'better-sqlite3';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, signInAsOwner, startServer } from './lib/server.mjs';

const BUDGET_MS = 50;
const CUSTOMERS = 50_000;

/** 50,000 customers: names from a small pool (so one letter matches thousands), mobiles, every third with a GSTIN. */
function addCustomers(file) {
  const db = new Database(file);
  const at = new Date().toISOString();
  const first = [
    'Arun',
    'Bala',
    'Chitra',
    'Devi',
    'Elango',
    'Ganesh',
    'Hari',
    'Indira',
    'Jaya',
    'Kumar',
    'Lakshmi',
    'Mani',
    'Nila',
    'Prabhu',
    'Ravi',
    'Selvi',
    'Tamil',
    'Uma',
    'Vel',
    'Yamini',
  ];
  const last = ['Traders', 'Electricals', 'Agencies', 'Cooling Point', 'Home Appliances', 'Stores', 'Enterprises', 'Fan House'];
  const insert = db.prepare(
    "insert into customers (name, mobile, email, tax_number, address, city, state, pincode, place_of_supply, credit_limit, created_at, updated_at) values (?, ?, '', ?, ?, 'Madurai', 'Tamil Nadu', '625001', 'Tamil Nadu', 0, ?, ?)",
  );
  db.transaction(() => {
    for (let i = 0; i < CUSTOMERS; i += 1) {
      const gstin = i % 3 === 0 ? `33AAACR${1000 + (i % 9000)}K1Z${i % 10}` : '';
      insert.run(`${first[i % 20]} ${last[(i * 7) % 8]} ${i}`, String(6_000_000_000 + i * 37), gstin, `${i}, Town Hall Road`, at, at);
    }
  })();
  db.close();
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  addCustomers(server.file);
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInAsOwner(page, server.base);
  const started = Date.now();
  await page.goto(`${server.base}/customerlist`);
  await page.locator('table[aria-busy="false"] tbody tr[aria-selected]').first().waitFor({ timeout: 60_000 });
  console.log(
    `/customerlist with ${CUSTOMERS} customers: first rows after ${Date.now() - started} ms (${(await page.locator('.rec-page-of').textContent())?.trim()})`,
  );

  await page.evaluate(() => {
    window.__keys = [];
    document.addEventListener(
      'keydown',
      (event) => {
        const at = performance.now();
        let dom = null;
        const watch = new MutationObserver(() => (dom ??= performance.now() - at));
        watch.observe(document.querySelector('tbody'), { childList: true, subtree: true, characterData: true });
        requestAnimationFrame(() =>
          setTimeout(() => {
            watch.disconnect();
            window.__keys.push({ key: event.key, dom, paint: performance.now() - at });
          }, 0),
        );
      },
      true,
    );
  });
  const keys = [
    'k',
    'u',
    'm',
    'a',
    'r',
    'Backspace',
    'Backspace',
    'Backspace',
    'Backspace',
    'Backspace',
    'a',
    'Backspace',
    '6',
    '0',
    '0',
    '0',
    'Backspace',
    'Backspace',
    'Backspace',
    'Backspace',
    '3',
    '3',
    'a',
    'a',
  ];
  for (const key of keys) {
    await page.keyboard.press(key);
    await page.waitForTimeout(120);
  }
  const timings = await page.evaluate(() => window.__keys);
  for (const t of timings)
    console.log(`${t.key.padEnd(10)} dom ${t.dom === null ? '   -' : t.dom.toFixed(0).padStart(4)} ms  paint ${t.paint.toFixed(0).padStart(4)} ms`);
  const worst = Math.max(...timings.map((t) => t.paint));
  const sorted = timings.map((t) => t.paint).sort((a, b) => a - b);
  console.log(`keydown → paint: median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms, worst ${worst.toFixed(0)} ms; budget ${BUDGET_MS} ms`);
  process.exitCode = worst <= BUDGET_MS ? 0 : 1;
  // Last line, for bench/run.mjs.
  console.log(
    JSON.stringify({
      figure: '/customerlist search keystroke → paint, worst of 24 keys (50k customers)',
      target: BUDGET_MS,
      measured: +worst.toFixed(1),
      unit: 'ms',
      pass: worst <= BUDGET_MS,
      median: +sorted[Math.floor(sorted.length / 2)].toFixed(1),
    }),
  );
} finally {
  await browser.close();
  await server.stop();
}
