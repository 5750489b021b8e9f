// Reads an .xlsx or .ods file in a worker thread (server/catalogue/xlsx-off-thread.ts), so a big or hostile file never
// holds up the event loop that answers the tills.
import { parentPort, workerData } from 'node:worker_threads';
import { readOds } from './ods';
import { SpreadsheetError, type WorkbookFormat, type XlsxLimits } from './unzip-bounded';
import { readXlsx } from './xlsx';

export type XlsxWorkerReply = { ok: true; rows: string[][] } | { ok: false; message: string | null };

const { bytes, limits, format } = workerData as { bytes: Uint8Array; limits: XlsxLimits; format: WorkbookFormat };
let reply: XlsxWorkerReply;
try {
  reply = { ok: true, rows: format === 'ods' ? readOds(bytes, limits) : readXlsx(bytes, limits) };
} catch (error) {
  reply = { ok: false, message: error instanceof SpreadsheetError ? error.message : null };
}
parentPort?.postMessage(reply);
