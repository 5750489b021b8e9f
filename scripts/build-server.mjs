// Builds the server for production: one ES module, dist-server/main.mjs, with the npm packages left as imports.
// Running it with plain node (npm start) skips tsx's on-the-fly TypeScript: about 40 MB less memory and a faster start.
import { build } from 'esbuild';

export async function buildServer() {
  await build({
    entryPoints: ['server/main.ts'],
    outfile: 'dist-server/main.mjs',
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
