import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import type { Flag } from '../../core/permissions';
import { FLAGS } from '../../core/permissions';
import { openDatabase } from '../../server/db/connect';
import { hashPassword } from '../../server/password';

const REPO = resolve(import.meta.dirname, '../..');
export const OWNER = { email: 'owner@kulir.local', password: 'owner-e2e-password' };

export interface KulirServer {
  baseURL: string;
  /** Adds an employee who may sign in, holding exactly these flags. */
  addEmployee(employee: { name: string; email: string; password: string; flags: readonly Flag[] }): Promise<void>;
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

async function waitForHealth(baseURL: string, child: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (child.exitCode !== null) throw new Error(`kulir server exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`kulir server did not answer /healthz:\n${log()}`);
}

/** One real server per test file (worker): fresh SQLite file, the built app from dist/, the owner account. */
export const test = base.extend<object, { kulir: KulirServer }>({
  kulir: [
    async ({}, use) => {
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
      const baseURL = `http://127.0.0.1:${port}`;
      try {
        await waitForHealth(baseURL, child, () => output);
        await use({
          baseURL,
          async addEmployee({ name, email, password, flags }) {
            // Test setup through the same SQLite file the server uses (WAL lets both in).
            const database = openDatabase(databaseUrl);
            const at = new Date().toISOString();
            const perms = Object.fromEntries(FLAGS.map((f) => [`perm_${f}`, flags.includes(f) ? 1 : 0]));
            await database.db
              .insertInto('employees')
              .values({ name, email: email.toLowerCase(), phone: '9000000000', password_hash: await hashPassword(password), user_status: 1, is_owner: 0, created_at: at, updated_at: at, ...perms })
              .execute();
            await database.close();
          },
        });
      } finally {
        child.kill('SIGTERM');
        await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ kulir }, use) => use(kulir.baseURL),
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
