// Issue 28, item 1: a kulir server that crashes is started again. The server runs under a supervisor (node:cluster) on
// SQLite too, with exactly one worker: a worker killed with SIGKILL is replaced by a new one serving on the same port
// and the same database, the owner is created (and its message printed) once, and SIGTERM to the supervisor stops the
// worker and then the supervisor, as the e2e fixture and the benches stop it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER } from '../support/api-client';
import { signedInClient, startServerProcess, type ServerProcess } from '../support/server-process';
import { waitFor } from '../support/tills';

const ownerEnv = { KULIR_OWNER_EMAIL: OWNER.email, KULIR_OWNER_PASSWORD: OWNER.password };

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the supervisor of a kulir server on SQLite', () => {
  let dir = '';
  let server: ServerProcess;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kulir-supervisor-'));
    server = await startServerProcess(`sqlite:${join(dir, 'kulir.db')}`, ownerEnv);
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves from exactly one worker', async () => {
    await waitFor(() => server.workerPids().length === 1, 10_000);
    expect(server.log().match(/\[kulir\] worker \d+ \(pid \d+\) on/g)).toHaveLength(1);
  });

  it('starts a new worker on the same port when the worker is killed with SIGKILL, never two at once, and prints the owner once', async () => {
    const client = await signedInClient(server.baseURL, OWNER.email, OWNER.password);
    expect((await client.call('dashboard.php', {})).status).toBe(200);
    const [first] = server.workerPids();
    process.kill(first, 'SIGKILL');
    await waitFor(() => server.log().includes(`(pid ${first}) ended (SIGKILL); starting another`), 10_000);
    await waitFor(() => {
      const pids = server.workerPids();
      expect(pids.length).toBeLessThanOrEqual(1);
      return pids.length === 1 && pids[0] !== first && server.log().match(/\[kulir\] worker \d+ \(pid \d+\) on/g)?.length === 2;
    }, 30_000);
    expect(alive(first)).toBe(false);
    expect(server.child.exitCode).toBeNull();
    // The same port, the same database: the session signed in before the crash is still good.
    for (let i = 0; i < 3; i += 1) expect((await client.call('dashboard.php', {})).status).toBe(200);
    expect((await fetch(`${server.baseURL}/healthz`)).status).toBe(200);
    expect(server.log().match(/Created the owner account/g)).toHaveLength(1);
  }, 60_000);

  it('stops the worker and then itself on SIGTERM, with exit code 0', async () => {
    const [worker] = server.workerPids();
    await server.stop();
    expect(server.child.exitCode).toBe(0);
    await waitFor(() => !alive(worker), 5_000);
  });

  it('exits when its worker is stopped on purpose (SIGTERM to the worker), instead of starting another', async () => {
    const again = await startServerProcess(`sqlite:${join(dir, 'kulir.db')}`, ownerEnv);
    try {
      await waitFor(() => again.workerPids().length === 1, 10_000);
      const [worker] = again.workerPids();
      process.kill(worker, 'SIGTERM');
      expect(await again.exited).toBe(0);
      expect(again.log()).not.toMatch(/starting another/);
      expect(again.log()).not.toMatch(/Created the owner account/);
    } finally {
      await again.stop();
    }
  }, 60_000);
});

describe('a background fault in a kulir server process', () => {
  it('is logged, and ends neither the worker nor the supervisor', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kulir-background-'));
    // A promise nobody waits for fails in each process, as a background task's would (warming the counter's lists),
    // once the process is up: once it listens for SIGTERM (the supervisor, and the worker once it serves).
    const fault = join(dir, 'background-fault.mjs');
    writeFileSync(
      fault,
      [
        'const wait = setInterval(() => {',
        "  if (process.listenerCount('SIGTERM') === 0) return;",
        '  clearInterval(wait);',
        "  Promise.reject(new Error('a background task failed on purpose'));",
        '}, 50);',
      ].join('\n'),
    );
    const server = await startServerProcess(`sqlite:${join(dir, 'kulir.db')}`, {
      ...ownerEnv,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${fault}`.trim(),
    });
    try {
      await waitFor(
        () => (server.log().match(/A background task failed \(the server goes on\)/g) ?? []).length === 2 || server.child.exitCode !== null,
        20_000,
      );
      expect(server.log()).toContain('a background task failed on purpose');
      expect(server.child.exitCode).toBeNull();
      expect(server.log()).not.toMatch(/ended \(/);
      expect((await fetch(`${server.baseURL}/healthz`)).status).toBe(200);
      await signedInClient(server.baseURL, OWNER.email, OWNER.password);
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
