// npm start: build the web app (dist/) and the server (dist-server/) when their sources are newer, then serve app + API;
// npm run serve (--serve): serve what is built, as it is. The server it runs (dist-server/main.mjs) is the supervisor
// (server/cluster.ts): it keeps a worker serving and starts a new one when one dies; this script passes SIGINT and
// SIGTERM on to it and exits when it has.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, serverNodeArgs } from './build-server.mjs';

const SOURCES = ['src', 'core', 'machines', 'index.html', 'vite.config.ts', 'package.json'];
const SERVER_SOURCES = ['server', 'core', 'package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), info.mtimeMs);
}

// npm run serve: what npm run build built, as it is.
const serveOnly = process.argv.includes('--serve');
const builtAt = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (!serveOnly && SOURCES.some((source) => newestMtime(source) > builtAt)) {
  console.log('[kulir] Building the web app…');
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serverBuiltAt = existsSync('dist-server/main.mjs') ? statSync('dist-server/main.mjs').mtimeMs : 0;
if (!serveOnly && SERVER_SOURCES.some((source) => newestMtime(source) > serverBuiltAt)) {
  console.log('[kulir] Building the server…');
  await buildServer();
}

const server = spawn(process.execPath, serverNodeArgs(), { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
