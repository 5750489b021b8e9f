// Runs readXlsx in a worker thread (server/catalogue/xlsx-off-thread.ts), so a big or hostile file never holds up the
// event loop that answers the tills.
import { parentPort, workerData } from 'node:worker_threads';
import { readXlsx, SpreadsheetError, type XlsxLimits } from './xlsx';

export type XlsxWorkerReply = { ok: true; rows: string[][] } | { ok: false; message: string | null };

const { bytes, limits } = workerData as { bytes: Uint8Array; limits: XlsxLimits };
let reply: XlsxWorkerReply;
try {
  reply = { ok: true, rows: readXlsx(bytes, limits) };
} catch (error) {
  reply = { ok: false, message: error instanceof SpreadsheetError ? error.message : null };
}
parentPort?.postMessage(reply);
