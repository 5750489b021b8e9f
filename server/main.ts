// The kulir server. This process is the supervisor (server/cluster.ts): it prepares the database once (migrations,
// the owner, the demo shop) and keeps KULIR_WORKERS workers (1 unless set; always 1 on SQLite) serving on one port,
// starting a new one when one dies. Each worker is this same file run by node:cluster; it serves the app and the API.
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { CALLS } from './calls';
import { warmCounterLists } from './calls/pos-catalogue';
import { superviseWorkers, workerCount } from './cluster';
import { openDatabase, type OpenDatabase } from './db/connect';
import { databaseUrlFromEnv, sqliteFileOf } from './db/url';
import { serverEnv } from './env';
import { prepareDatabase } from './startup';

const databaseUrl = databaseUrlFromEnv();
const port = Number(process.env.PORT || 8080);
const staticRoot = resolve(process.env.KULIR_STATIC_DIR || 'dist');
const workers = workerCount(process.env.KULIR_WORKERS, databaseUrl);
// A database in memory lives in its worker: that worker prepares it (a new worker starts with a new, empty one).
const inMemory = databaseUrl.startsWith('sqlite:') && sqliteFileOf(databaseUrl) === null;

// No fault in the background (a promise nobody waits for, such as warming the counter's lists) ends a process that
// serves or supervises: it is logged. A fault in a request is answered by that request (server/app.ts).
process.on('unhandledRejection', (reason) => {
  console.error('[kulir] A background task failed (the server goes on):', reason);
});

async function prepare(database: OpenDatabase): Promise<void> {
  const prepared = await prepareDatabase(database, {
    now: new Date(),
    owner: { email: process.env.KULIR_OWNER_EMAIL, password: process.env.KULIR_OWNER_PASSWORD },
    demo: process.env.KULIR_DEMO === '1',
  });
  if (prepared.owner) {
    console.log(`[kulir] Created the owner account: ${prepared.owner.email}`);
    if (prepared.owner.generatedPassword) {
      console.log(`[kulir] Owner password (shown once, change it after signing in): ${prepared.owner.generatedPassword}`);
    }
  }
  if (prepared.demo) console.log(`[kulir] Seeded the demo shop: ${prepared.demo}`);
}

async function serveWorker(): Promise<void> {
  const database = openDatabase(databaseUrl);
  if (inMemory) await prepare(database);
  const env = serverEnv(database, {
    sessionIdleHours: process.env.KULIR_SESSION_IDLE_HOURS ? Number(process.env.KULIR_SESSION_IDLE_HOURS) : 12,
    secureCookies: process.env.KULIR_SECURE_COOKIES === '1',
    trustedProxies: process.env.KULIR_TRUSTED_PROXIES,
  });
  const app = createApp(env, CALLS, { staticRoot });
  const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST || '0.0.0.0' }, (info) => {
    console.log(`[kulir] worker ${cluster.worker?.id} (pid ${process.pid}) on http://localhost:${info.port} (${database.dialect})`);
    // The counter's whole lists, held for the first tills after this start (every kept list is of an old epoch now);
    // in the background, after the port is open: /healthz and the first calls do not wait for it.
    setImmediate(() => void warmCounterLists(env));
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close();
    void database.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (cluster.isPrimary) {
  if (!inMemory) {
    const database = openDatabase(databaseUrl);
    try {
      await prepare(database);
    } finally {
      await database.close();
    }
  }
  if (!existsSync(resolve(staticRoot, 'index.html'))) console.warn(`[kulir] No built web app in ${staticRoot}: run npm run build.`);
  superviseWorkers(workers, port);
} else {
  await serveWorker();
}
