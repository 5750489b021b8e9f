// The import worker when the server runs from its TypeScript sources (tests, npm run dev): a worker thread does not
// take tsx's loader from the command line, so this plain module loads the worker's source through tsx's API.
import { tsImport } from 'tsx/esm/api';

await tsImport('./import-worker.ts', import.meta.url);
