// An .xlsx or .ods file's rows, read in a worker thread with its own heap cap: unpacking and parsing take CPU and memory that
// would otherwise stall every other request (bills included) for as long as they run. The built server runs
// dist-server/xlsx-worker.mjs (scripts/build-server.mjs builds it beside main.mjs); the sources run through tsx.
import { Worker } from 'node:worker_threads';
import { SpreadsheetError, XLSX_LIMITS, type WorkbookFormat, type XlsxLimits } from './unzip-bounded';
import type { XlsxWorkerReply } from './xlsx-worker';

/** The worker's heap: the unpacked XML (at most XLSX_LIMITS.unpackedBytes) as text, and the rows built from it. */
const WORKER_HEAP_MB = 640;
const WORKER_TIME_LIMIT_MS = 120_000;
const tooLarge = (format: WorkbookFormat) => new SpreadsheetError(`The .${format} file is too large to read: split it into smaller files.`);

function workerEntry(): URL {
  return import.meta.url.endsWith('.ts') ? new URL('./xlsx-worker-from-sources.mjs', import.meta.url) : new URL('./xlsx-worker.mjs', import.meta.url);
}

export function readWorkbookOffThread(bytes: Uint8Array, format: WorkbookFormat = 'xlsx', limits: XlsxLimits = XLSX_LIMITS): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerEntry(), {
      workerData: { bytes, limits, format },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(tooLarge(format))), WORKER_TIME_LIMIT_MS);
    worker.once('message', (reply: XlsxWorkerReply) =>
      settle(() => (reply.ok ? resolve(reply.rows) : reject(reply.message === null ? new Error('xlsx worker failed') : new SpreadsheetError(reply.message)))));
    // Out of its heap (ERR_WORKER_OUT_OF_MEMORY) or any other failure: the file is refused, the server goes on.
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLarge(format) : error)));
    worker.once('exit', () => settle(() => reject(tooLarge(format))));
  });
}
