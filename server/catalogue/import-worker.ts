// An import file read and checked in a worker thread (server/catalogue/import-off-thread.ts), so no file, however big or
// hostile, holds up the event loop that answers the tills, and its memory is capped by the worker's own heap.
// First the whole file is checked (every row, and repeats within the file); a refused file answers with its problems.
// A checked file's rows then go to the server a batch at a time, each when the server asks for it ("more"), so at most
// one batch is ever in flight. A .csv is read again for that (streamed, never held); an .xlsx or .ods sheet is kept.
import { parentPort, workerData } from 'node:worker_threads';
import { checkedRows, checkFile, rulesOfKind, type FileCheck, type ImportContext, type RulesKind } from './import-check';
import { csvRows } from './csv-rows';
import { SpreadsheetError, unzipBounded, WORKBOOK_PARTS, type WorkbookFormat, type XlsxLimits } from './unzip-bounded';

export type ImportFormat = 'csv' | WorkbookFormat;

export interface ImportWorkerData {
  /** The upload itself: a Blob is handed to the worker without copying its bytes. */
  file: Blob;
  format: ImportFormat;
  kind: RulesKind;
  /** What the check needs from the database (read by the server before the worker starts). */
  context: ImportContext;
  limits: XlsxLimits;
  batchSize: number;
}

/** What the worker sends: the check's outcome, then (for a checked file) batches of rows until done. */
export type ImportWorkerMessage =
  { type: 'checked'; check: FileCheck } | { type: 'refused'; message: string } | { type: 'failed' } | { type: 'rows'; rows: unknown[] } | { type: 'done' };

async function readSheet(bytes: Uint8Array, limits: XlsxLimits, format: WorkbookFormat): Promise<string[][]> {
  // The zip is unpacked against its limit before the XML readers are loaded: a refused zip bomb costs no time loading them.
  const parts = unzipBounded(bytes, WORKBOOK_PARTS[format], limits.unpackedBytes, format);
  if (format === 'ods') return (await import('./ods')).readOdsParts(parts, limits);
  return (await import('./xlsx')).readXlsxParts(parts, limits);
}

async function* listed(rows: readonly string[][]): AsyncGenerator<string[]> {
  yield* rows;
}

const port = parentPort;
const asked: Array<() => void> = [];
port?.on('message', () => asked.shift()?.());
const more = () => new Promise<void>((resolve) => asked.push(resolve));

async function run({ file, format, kind, context, limits, batchSize }: ImportWorkerData): Promise<void> {
  const rules = rulesOfKind(kind, context);
  const sheet = format === 'csv' ? null : await readSheet(new Uint8Array(await file.arrayBuffer()), limits, format);
  const rowsOf = () => (sheet ? listed(sheet) : csvRows(file, limits));
  const check = await checkFile(rules, rowsOf());
  port?.postMessage({ type: 'checked', check } satisfies ImportWorkerMessage);
  if (!check.ok) return;
  let batch: unknown[] = [];
  await more();
  for await (const row of checkedRows(rules, rowsOf())) {
    batch.push(row);
    if (batch.length < batchSize) continue;
    port?.postMessage({ type: 'rows', rows: batch } satisfies ImportWorkerMessage);
    batch = [];
    await more();
  }
  if (batch.length > 0) {
    port?.postMessage({ type: 'rows', rows: batch } satisfies ImportWorkerMessage);
    await more();
  }
  port?.postMessage({ type: 'done' } satisfies ImportWorkerMessage);
}

try {
  await run(workerData as ImportWorkerData);
} catch (error) {
  port?.postMessage((error instanceof SpreadsheetError ? { type: 'refused', message: error.message } : { type: 'failed' }) satisfies ImportWorkerMessage);
}
port?.close();
