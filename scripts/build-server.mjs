// Builds the server for production: one ES module, dist-server/main.mjs, with the npm packages left as imports.
// Running it with plain node (npm start) skips tsx's on-the-fly TypeScript: about 40 MB less memory and a faster start.
import { build } from 'esbuild';

export async function buildServer() {
  await build({
    // The import worker thread is its own file beside main.mjs (server/catalogue/import-off-thread.ts).
    entryPoints: { main: 'server/main.ts', 'import-worker': 'server/catalogue/import-worker.ts' },
    outdir: 'dist-server',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();

/**
 * How the built server is run (npm start, npm run serve, the benchmarks): source maps for stack traces, and a heap cap
 * (KULIR_HEAP_MB, default 320 MB) so V8 collects garbage before the process grows: a 100,000-row import peaks at about
 * 285 MB instead of 433 MB on PostgreSQL. A shop with a very large catalogue can raise it.
 */
export function serverNodeArgs(env = process.env) {
  return ['--enable-source-maps', `--max-old-space-size=${Number(env.KULIR_HEAP_MB) || 320}`, 'dist-server/main.mjs'];
}
