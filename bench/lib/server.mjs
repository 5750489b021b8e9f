// The real server for a bench script: on a free port, with a throwaway SQLite file (or BENCH's own DATABASE_URL),
// the owner account of OWNER and ./dist as its static files. Resolves once /healthz answers; stop() ends the server,
// waits for it to exit and removes the throwaway folder.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const OWNER = { email: 'owner@kulir.local', password: 'bench-password' };
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A TCP port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ entry?: string[], copyDist?: boolean, databaseUrl?: string }} [options]
 *   entry: node arguments that start the server (default: the TypeScript source through tsx);
 *   copyDist: serve a copy of ./dist (KULIR_BENCH_DIST), so a build started meanwhile cannot pull chunks from under the page;
 *   databaseUrl: instead of the throwaway SQLite file.
 */
export async function startServer({ entry = ['--import', 'tsx', 'server/main.ts'], copyDist = false, databaseUrl } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'kulir-bench-'));
  const file = join(dir, 'kulir.db');
  let statics = 'dist';
  if (copyDist) {
    statics = join(dir, 'dist');
    cpSync(process.env.KULIR_BENCH_DIST ?? 'dist', statics, { recursive: true });
    if (!existsSync(join(statics, 'index.html'))) throw new Error('no dist/index.html: run npx vite build first');
  }
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, entry, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl ?? `sqlite:${file}`,
      KULIR_OWNER_EMAIL: OWNER.email,
      KULIR_OWNER_PASSWORD: OWNER.password,
      KULIR_STATIC_DIR: statics,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    if (child.exitCode !== null || i > 300) {
      await stop();
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  // The child is the supervisor (server/cluster.ts); its one worker serves: its memory and CPU are the server's.
  const workerPid = () => {
    const pids = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    if (pids.length !== 1) throw new Error(`expected one worker, found ${pids.length}`);
    return pids[0];
  };
  return { base, file, statics, child, workerPid, stop };
}

/** Signs the owner in through /login in a Playwright page and waits for /home. */
export async function signInAsOwner(page, base) {
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/home$/);
}
