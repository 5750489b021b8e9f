// The real kulir server as a child process (node --import tsx server/main.ts), for tests that must kill,
// restart or back up a server that is serving: crash safety, backups. The child is the supervisor; the worker(s) it
// starts serve (server/cluster.ts). SIGKILL to the supervisor ends its workers too (node:cluster: a worker whose
// supervisor is gone exits).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
// @ts-expect-error: a plain .mjs script without types
import { serverNodeArgs } from '../../scripts/build-server.mjs';

export const REPO = resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
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

export interface ServerProcess {
  baseURL: string;
  child: ChildProcess;
  /** Everything the server printed so far. */
  log(): string;
  /** The pids of the workers that serve (the supervisor's children). */
  workerPids(): number[];
  /** The pid of the one worker that serves (its memory, its CPU); throws unless there is exactly one. */
  servingPid(): number;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
  /** SIGKILL: no shutdown handler runs, as when the power goes. */
  kill(): Promise<void>;
  /** SIGTERM, the way an operator stops it. */
  stop(): Promise<void>;
}

/** Starts the server on a free port against `databaseUrl` and waits until /healthz answers. */
export async function startServerProcess(databaseUrl: string, env: Record<string, string> = {}, options: { built?: boolean } = {}): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  // built: the production server npm start runs (dist-server/main.mjs, from npm run build); else the sources via tsx.
  const entry = options.built ? (serverNodeArgs() as string[]) : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: REPO,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, KULIR_DEMO: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const baseURL = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error(`kulir server exited (${child.exitCode}):\n${output}`);
    if (i > 400) {
      child.kill('SIGKILL');
      throw new Error(`kulir server did not answer /healthz:\n${output}`);
    }
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const workerPids = () => {
    const pid = child.pid ?? 0;
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  };
  const servingPid = () => {
    const pids = workerPids();
    if (pids.length !== 1) throw new Error(`expected one worker, found ${pids.length}`);
    return pids[0];
  };
  return { baseURL, child, log: () => output, workerPids, servingPid, exited, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}

export interface HttpReply<B = unknown> {
  status: number;
  head: { code: number; msg: string };
  body: B;
}

/** A signed-in client of a server process: posts a call, returns the envelope. Network failures throw. */
export async function signedInClient(baseURL: string, email: string, password: string) {
  const login = await fetch(`${baseURL}/api/login.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  return clientWithCookie(baseURL, (login.headers.get('set-cookie') ?? '').split(';')[0]);
}

/** A client of a server process that sends this session cookie (e.g. one kept across a restart). */
export function clientWithCookie(baseURL: string, cookie: string) {
  return {
    cookie,
    async call<B>(path: string, body: unknown, base = 'api'): Promise<HttpReply<B>> {
      const response = await fetch(`${baseURL}/${base}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
      const parsed = (await response.json()) as { head: { code: number; msg: string }; body: B };
      return { status: response.status, head: parsed.head, body: parsed.body };
    },
  };
}
