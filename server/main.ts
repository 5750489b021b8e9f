import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { CALLS } from './calls';
import { warmCounterLists } from './calls/pos-catalogue';
import { superviseWorkers, workerCount } from './cluster';
import { openDatabase } from './db/connect';
import { databaseUrlFromEnv } from './db/url';
import { serverEnv } from './env';
import { prepareDatabase } from './startup';

const databaseUrl = databaseUrlFromEnv();
const port = Number(process.env.PORT || 8080);
const staticRoot = resolve(process.env.KULIR_STATIC_DIR || 'dist');
const workers = workerCount(process.env.KULIR_WORKERS, databaseUrl);

// KULIR_WORKERS=n: this process prepares the database once, then supervises n workers that serve on one port.
const database = openDatabase(databaseUrl);
if (!cluster.isWorker) {
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

if (workers > 1 && cluster.isPrimary) {
  await database.close();
  superviseWorkers(workers, port);
} else {
  const env = serverEnv(database, {
    sessionIdleHours: process.env.KULIR_SESSION_IDLE_HOURS ? Number(process.env.KULIR_SESSION_IDLE_HOURS) : 12,
    secureCookies: process.env.KULIR_SECURE_COOKIES === '1',
    trustedProxies: process.env.KULIR_TRUSTED_PROXIES,
  });
  if (!existsSync(resolve(staticRoot, 'index.html')) && !cluster.isWorker) console.warn(`[kulir] No built web app in ${staticRoot}: run npm run build.`);
  const app = createApp(env, CALLS, { staticRoot });
  const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST || '0.0.0.0' }, (info) => {
    const who = cluster.isWorker ? `worker ${cluster.worker?.id} (pid ${process.pid})` : 'Serving';
    console.log(`[kulir] ${who} on http://localhost:${info.port} (${database.dialect})`);
    // The counter's whole lists, held for the first tills after this start (every kept list is of an old epoch now);
    // in the background, after the port is open: /healthz and the first calls do not wait for it.
    setImmediate(() => void warmCounterLists(env));
  });

  const stop = () => {
    server.close();
    void database.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
