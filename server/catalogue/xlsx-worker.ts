// Reads an .xlsx or .ods file in a worker thread (server/catalogue/xlsx-off-thread.ts), so a big or hostile file never
// holds up the event loop that answers the tills. The zip is unpacked against its limit before the XML readers are
// loaded: a refused file (a zip bomb) costs the worker no time loading what it will not use.
import { parentPort, workerData } from 'node:worker_threads';
import { SpreadsheetError, unzipBounded, WORKBOOK_PARTS, type WorkbookFormat, type XlsxLimits } from './unzip-bounded';

export type XlsxWorkerReply = { ok: true; rows: string[][] } | { ok: false; message: string | null };

async function read(bytes: Uint8Array, limits: XlsxLimits, format: WorkbookFormat): Promise<string[][]> {
  const parts = unzipBounded(bytes, WORKBOOK_PARTS[format], limits.unpackedBytes, format);
  if (format === 'ods') return (await import('./ods')).readOdsParts(parts, limits);
  return (await import('./xlsx')).readXlsxParts(parts, limits);
}

const { bytes, limits, format } = workerData as { bytes: Uint8Array; limits: XlsxLimits; format: WorkbookFormat };
let reply: XlsxWorkerReply;
try {
  reply = { ok: true, rows: await read(bytes, limits, format) };
} catch (error) {
  reply = { ok: false, message: error instanceof SpreadsheetError ? error.message : null };
}
parentPort?.postMessage(reply);
