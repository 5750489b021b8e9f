// An import file read and checked in a worker thread (server/catalogue/import-worker.ts), with its own heap cap: parsing
// and checking take CPU and memory that would otherwise stall every other request (bills included) for as long as they
// run, and a file that needs more memory than the cap fails its import, never the server. One import reads at a time
// in each server process (the others wait their turn), so the memory of imports never adds up. The built server runs
// dist-server/import-worker.mjs (scripts/build-server.mjs builds it beside main.mjs); the sources run through tsx.
import { Worker } from 'node:worker_threads';
import { ApiError } from '../envelope';
import type { FileCheck, ImportContext, RulesKind } from './import-check';
import type { ImportFormat, ImportWorkerData, ImportWorkerMessage } from './import-worker';
import { XLSX_LIMITS, type XlsxLimits } from './unzip-bounded';

/**
 * The worker's heap: the largest file's text and the parser's state, or a sheet of XLSX_LIMITS.cells cells (each cell
 * bounded in characters); a file that needs more is refused. docs/operations.md "Other limits" counts it in the server's memory.
 */
export const IMPORT_WORKER_HEAP_MB = 256;
/**
 * What an import adds to the server's memory beyond its heap cap (KULIR_HEAP_MB), for any file within the upload
 * limit (64 MB): the worker's heap (IMPORT_WORKER_HEAP_MB) and young generation, an .xlsx's bytes and its unpacked XML
 * in the worker (at most 64 + 128 MB, outside any heap), the upload held up to three times while its multipart body is
 * read and parsed (3 × 64 MB), and the process's code and native memory. docs/operations.md "Other limits" states it.
 */
export const IMPORT_MEMORY_MARGIN_MB = 768;
/** How long reading and checking one file may take. */
const WORKER_TIME_LIMIT_MS = 120_000;
/** Rows the worker sends at a time: the batch each database transaction of the import writes. */
export const IMPORT_BATCH_ROWS = 500;

export const tooLargeToRead = () => new ApiError(413, `The file needs more than ${IMPORT_WORKER_HEAP_MB} MB of memory to read: split it into smaller files.`);

/** One import at a time: the next waits until the one before has finished writing. */
let turn: Promise<void> = Promise.resolve();

function nextTurn(): Promise<() => void> {
  let release = () => {};
  const mine = new Promise<void>((resolve) => (release = resolve));
  const ready = turn.then(() => release);
  turn = turn.then(() => mine);
  return ready;
}

function workerEntry(): URL {
  return import.meta.url.endsWith('.ts') ? new URL('./import-worker-from-sources.mjs', import.meta.url) : new URL('./import-worker.mjs', import.meta.url);
}

export type ImportRead<T> = { ok: false; check: Extract<FileCheck, { ok: false }> } | { ok: true; rows: number; batches: AsyncGenerator<T[]>; close(): void };

/**
 * Reads and checks the file off the event loop. A refused file (a bound passed, not a spreadsheet) throws ApiError 400,
 * one too large for the worker's heap 413; a file with bad rows comes back with its problems. A checked file's rows come
 * as batches: the caller must close() it (after reading them, or instead) to let the next import start.
 */
export async function readImport<T>(
  file: Blob,
  format: ImportFormat,
  kind: RulesKind,
  context: ImportContext,
  limits: XlsxLimits = XLSX_LIMITS,
): Promise<ImportRead<T>> {
  const release = await nextTurn();
  const data: ImportWorkerData = { file, format, kind, context, limits, batchSize: IMPORT_BATCH_ROWS };
  let worker: Worker;
  try {
    worker = new Worker(workerEntry(), {
      workerData: data,
      resourceLimits: { maxOldGenerationSizeMb: IMPORT_WORKER_HEAP_MB },
    });
  } catch (error) {
    release();
    throw error;
  }
  // Every message in order, and the worker's end (out of memory, a failure) as the last one.
  const inbox: Array<ImportWorkerMessage | Error> = [];
  let wake: (() => void) | null = null;
  const deliver = (message: ImportWorkerMessage | Error) => {
    inbox.push(message);
    wake?.();
    wake = null;
  };
  worker.on('message', (message: ImportWorkerMessage) => deliver(message));
  worker.once('error', (error: Error & { code?: string }) => deliver(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLargeToRead() : error));
  worker.once('exit', () => deliver(new Error('import worker ended')));
  const next = async (): Promise<ImportWorkerMessage> => {
    while (inbox.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    const message = inbox.shift() as ImportWorkerMessage | Error;
    if (message instanceof Error) throw message;
    if (message.type === 'refused') throw new ApiError(400, message.message);
    if (message.type === 'failed') throw new Error('import worker failed');
    return message;
  };
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    void worker.terminate();
    release();
  };

  let first: ImportWorkerMessage;
  const timer = setTimeout(() => deliver(tooLargeToRead()), WORKER_TIME_LIMIT_MS);
  try {
    first = await next();
  } catch (error) {
    finish();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  if (first.type !== 'checked') {
    finish();
    throw new Error(`import worker: ${first.type} before its check`);
  }
  if (!first.check.ok) {
    finish();
    return { ok: false, check: first.check };
  }
  async function* batches(): AsyncGenerator<T[]> {
    try {
      for (;;) {
        worker.postMessage('more');
        const message = await next();
        if (message.type === 'done') return;
        if (message.type !== 'rows') throw new Error(`import worker: ${message.type} among its rows`);
        yield message.rows as T[];
      }
    } finally {
      finish();
    }
  }
  return { ok: true, rows: first.check.rows, batches: batches(), close: finish };
}
