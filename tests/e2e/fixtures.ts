import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import type { Kysely } from 'kysely';
import { parseRupees, type Paise } from '../../core/money';
import type { Flag } from '../../core/permissions';
import { FLAGS } from '../../core/permissions';
import { openDatabase } from '../../server/db/connect';
import type { Database } from '../../server/db/types';
import { addProduct, addRetailProduct, seedShop, type ProductSeed } from '../support/sales-fixtures';
import { hashPassword } from '../../server/password';

const REPO = resolve(import.meta.dirname, '../..');
export const OWNER = { email: 'owner@kulir.local', password: 'owner-e2e-password' };

export interface KulirServer {
  /** This test file's server (started on first use from the file): its address and database. */
  current(): Promise<{ baseURL: string; databaseUrl: string }>;
  /** Adds an employee who may sign in, holding exactly these flags. */
  addEmployee(employee: { name: string; email: string; password: string; flags: readonly Flag[] }): Promise<void>;
  /** Seeds or reads the server's own database file (tests/support/sales-fixtures.ts has the sellers' seeds). */
  withDatabase<T>(use: (db: Kysely<Database>) => Promise<T>): Promise<T>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/** A cold start compiles the server with tsx: seconds on a quiet machine, far more on a 2-core one running other tests. */
const START_WITHIN_MS = 60_000;

async function waitForHealth(baseURL: string, child: ChildProcess, log: () => string): Promise<void> {
  for (const deadline = Date.now() + START_WITHIN_MS; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`kulir server exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`kulir server did not answer /healthz within ${START_WITHIN_MS / 1000} s:\n${log()}`);
}

interface RunningServer {
  baseURL: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

/** A real server: fresh SQLite file in a temp dir, the built app from dist/, the owner account. */
async function startServer(): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'kulir-e2e-'));
  const databaseUrl = `sqlite:${join(dir, 'kulir.db')}`;
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      KULIR_STATIC_DIR: join(REPO, 'dist'),
      KULIR_OWNER_EMAIL: OWNER.email,
      KULIR_OWNER_PASSWORD: OWNER.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    rmSync(dir, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseURL, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, databaseUrl, stop };
}

/**
 * One real server per test file. A worker runs several files one after another: the first use from a new file
 * (a beforeAll hook or a test) starts a fresh server, so no file sees another's customers, bills or employees.
 */
export const test = base.extend<object, { kulir: KulirServer }>({
  kulir: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this object pattern; this one has none
    async ({}, use) => {
      const state: { file: string; server: Promise<RunningServer> | null } = { file: '', server: null };
      const current = (): Promise<RunningServer> => {
        const file = base.info().file;
        if (state.server === null || state.file !== file) {
          const previous = state.server;
          state.file = file;
          state.server = (previous ? previous.then((s) => s.stop()) : Promise.resolve()).then(startServer);
        }
        return state.server;
      };
      const withDatabase = async <T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> => {
        // Test setup through the same SQLite file the server uses (WAL lets both in).
        const database = openDatabase((await current()).databaseUrl);
        try {
          return await work(database.db);
        } finally {
          await database.close();
        }
      };
      try {
        await use({
          current,
          async addEmployee({ name, email, password, flags }) {
            const at = new Date().toISOString();
            const perms = Object.fromEntries(FLAGS.map((f) => [`perm_${f}`, flags.includes(f) ? 1 : 0]));
            const passwordHash = await hashPassword(password);
            await withDatabase((db) =>
              db
                .insertInto('employees')
                .values({
                  name,
                  email: email.toLowerCase(),
                  phone: '9000000000',
                  password_hash: passwordHash,
                  user_status: 1,
                  is_owner: 0,
                  created_at: at,
                  updated_at: at,
                  ...perms,
                })
                .execute(),
            );
          },
          withDatabase,
        });
      } finally {
        if (state.server) await (await state.server).stop();
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ kulir }, use) => use((await kulir.current()).baseURL),
});

export { expect };

/** Signs in from the keyboard only: type, Tab, Enter. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

/**
 * The small shop of tests/support/sales-fixtures.ts (fan CRHS1200, cooler SYMD50T, retail plug BJP2, customers
 * Murugan Electricals and Lakshmi Home Appliances), seeded once into this file's server (calling it again adds nothing).
 */
export async function ensureSalesShop(
  db: Kysely<Database>,
  extra: { products?: ProductSeed[]; retail?: Array<Parameters<typeof addRetailProduct>[1]> } = {},
): Promise<void> {
  const seeded = await db.selectFrom('products').select('supplier_id').where('serial_no', '=', 'CRHS1200').executeTakeFirst();
  const supplierId = seeded?.supplier_id ?? (await seedShop(db)).supplierId;
  for (const product of extra.products ?? []) {
    const found = await db.selectFrom('products').select('product_id').where('serial_no', '=', product.serial).executeTakeFirst();
    if (!found) await addProduct(db, supplierId, product);
  }
  for (const product of extra.retail ?? []) {
    const found = await db.selectFrom('retail_products').select('product_id').where('product_code', '=', product.code).executeTakeFirst();
    if (!found) await addRetailProduct(db, product);
  }
}

/** Signs in as the owner and opens a billing screen, waiting out its first-load spinner. */
export async function openBillingScreen(page: Page, path: '/pos' | '/estimate' | '/retailpos' | '/posretailadd'): Promise<void> {
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(path);
  await waitForBillingScreen(page);
}

export async function waitForBillingScreen(page: Page): Promise<void> {
  await expect(page.locator('.billing')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('progressbar', { name: 'Loading...' })).toHaveCount(0);
}

/** A totals-panel amount ("Grand Total", "CGST", …) as paise, read from the screen. */
export async function shownAmount(page: Page, label: string): Promise<Paise> {
  const row = page
    .getByRole('complementary', { name: 'Totals' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  const text = (await row.getByRole('cell').last().textContent()) ?? '';
  const parsed = parseRupees(text.trim());
  if (!parsed.ok) throw new Error(`"${label}" shows "${text}", not an amount`);
  return parsed.paise;
}

/**
 * A barcode scanner: each key of the code, then Enter, 4 ms apart by the device's clock, wherever the focus is.
 * The keys carry their own timestamps (as a USB scanner's do), so a busy test machine cannot spread them out.
 */
export async function scannerBurst(page: Page, code: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  for (const [i, key] of [...code, 'Enter'].entries()) {
    const enter = key === 'Enter';
    const text = enter ? '\r' : key;
    const windowsVirtualKeyCode = enter ? 13 : key === '-' ? 189 : key.toUpperCase().charCodeAt(0);
    const timestamp = start + i * 0.004;
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text, unmodifiedText: text, windowsVirtualKeyCode, timestamp });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, windowsVirtualKeyCode, timestamp: timestamp + 0.001 });
  }
  await cdp.detach();
}

/** The item table's rows as text, one string per line (for before/after comparisons). */
export async function shownLines(page: Page): Promise<string[]> {
  const rows = page.getByRole('table', { name: 'Items' }).locator('tbody tr');
  // The bill's own figures: the Stock column (issue 32) is the catalogue's, not the bill's; lineStock reads it. The
  // GST % column (issue 31 item 4) is read by lineGstRate, so these lines read as they did before it.
  return rows.evaluateAll((trs) =>
    trs.map((tr) =>
      [...tr.querySelectorAll('td:not(.stock):not(.gst-rate)')].map((td) => (td.querySelector('input')?.value ?? td.textContent ?? '').trim()).join(' | '),
    ),
  );
}

/** A line's Stock cell (issue 32): the product's stock as the counter's list says it. */
export function lineStock(page: Page, lineName: string | RegExp) {
  return page.getByRole('table', { name: 'Items' }).getByRole('row', { name: lineName }).getByRole('cell').and(page.locator('.stock'));
}

/** A line's GST % cell (issue 31 item 4): its own rate, or the bill's. */
export function lineGstRate(page: Page, lineName: string | RegExp) {
  return page.getByRole('table', { name: 'Items' }).getByRole('row', { name: lineName }).getByRole('cell').and(page.locator('.gst-rate'));
}

/** The item table's column headings whose text does not fit their column (none should). */
export async function clippedHeadings(page: Page): Promise<string[]> {
  return page
    .getByRole('table', { name: 'Items' })
    .locator('thead th')
    .evaluateAll((ths) => ths.filter((th) => th.scrollWidth > th.clientWidth).map((th) => th.textContent ?? ''));
}

/** The status line's message. */
export const billStatus = (page: Page) => page.locator('.status-line').getByRole('status');
export const customerField = (page: Page) => page.getByRole('combobox', { name: 'Customer' });
export const serialField = (page: Page) => page.getByRole('textbox', { name: 'Serial No' });

/** F4, a name or mobile typed at a person's pace, Enter: the customer is chosen and the key field is next. */
export async function pickCustomer(page: Page, typed: string, shown: RegExp): Promise<void> {
  await page.keyboard.press('F4');
  await expect(customerField(page)).toBeFocused();
  await page.keyboard.type(typed, { delay: 40 });
  await expect(page.getByRole('option', { name: shown })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(customerField(page)).toHaveAccessibleDescription(shown);
  await expect(page.locator('#bill-key')).toBeFocused();
}

/** A serial typed (or scanned) into the focused serial field, then Enter: the field is cleared for the next one. */
export async function scan(page: Page, serial: string): Promise<void> {
  await page.keyboard.type(serial);
  await page.keyboard.press('Enter');
  await expect(serialField(page)).toHaveValue('');
}

/** Ctrl+K, the typed words, Enter on the best match. The signed-in frame binds Ctrl+K once its chunk has loaded: on
 * a busy machine the first press may come earlier, so it is pressed again until the palette opens. */
/** Ctrl+K until the palette's field has the focus: a page just loaded may not have bound its keys yet. */
export async function openPalette(page: Page): Promise<void> {
  const command = page.getByRole('combobox', { name: 'Command' });
  await expect(async () => {
    if (!(await command.isVisible())) await page.keyboard.press('Control+k');
    await expect(command).toBeFocused({ timeout: 1000 });
  }).toPass();
}

export async function fromPalette(page: Page, typed: string): Promise<void> {
  await openPalette(page);
  await page.keyboard.type(typed);
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
}
