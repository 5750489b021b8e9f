import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { bootstrap } from './bootstrap';
import { CALLS } from './calls';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedDemo } from './db/demo';
import { databaseUrlFromEnv } from './db/url';
import { serverEnv } from './env';

const databaseUrl = databaseUrlFromEnv();
const port = Number(process.env.PORT || 8080);
const staticRoot = resolve(process.env.KULIR_STATIC_DIR || 'dist');

const database = openDatabase(databaseUrl);
await migrateToLatest(database);
const now = new Date();
const owner = await bootstrap(database.db, now, { email: process.env.KULIR_OWNER_EMAIL, password: process.env.KULIR_OWNER_PASSWORD });
if (owner) {
  console.log(`[kulir] Created the owner account: ${owner.email}`);
  if (owner.generatedPassword) {
    console.log(`[kulir] Owner password (shown once, change it after signing in): ${owner.generatedPassword}`);
  }
}
if (process.env.KULIR_DEMO === '1') {
  const seeded = await seedDemo(database.db, now);
  if (seeded) console.log(`[kulir] Seeded the demo shop: ${seeded}`);
}

const env = serverEnv(database, {
  sessionIdleHours: process.env.KULIR_SESSION_IDLE_HOURS ? Number(process.env.KULIR_SESSION_IDLE_HOURS) : 12,
  secureCookies: process.env.KULIR_SECURE_COOKIES === '1',
  trustedProxies: process.env.KULIR_TRUSTED_PROXIES,
});
if (!existsSync(resolve(staticRoot, 'index.html'))) console.warn(`[kulir] No built web app in ${staticRoot}: run npm run build.`);
const app = createApp(env, CALLS, { staticRoot });
const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST || '0.0.0.0' }, (info) => {
  console.log(`[kulir] Serving on http://localhost:${info.port} (${database.dialect})`);
});

const stop = () => {
  server.close();
  void database.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
