// An uploaded file as rows of text cells: .csv (streamed through csv-parse), .xlsx or .ods (the first worksheet, read
// in a worker thread). Reading errors are the user's to fix, so they come back as a 400 with the reason.
import { utf16Of } from '../../core/catalogue/csv';
import { ApiError } from '../envelope';
import { csvRows } from './csv-rows';
import { SpreadsheetError, XLSX_LIMITS, type WorkbookFormat } from './unzip-bounded';
import { readWorkbookOffThread } from './xlsx-off-thread';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export const NOT_A_SPREADSHEET = 'The file is not a spreadsheet: choose a .csv, .xlsx or .ods file.';

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

/** Text files have no NUL bytes (UTF-16, marked as such, aside); binary files (images, PDFs, zips) nearly always do within their first 8 KB. */
function looksBinary(bytes: Uint8Array): boolean {
  if (utf16Of(bytes)) return false;
  const head = bytes.subarray(0, 8192);
  return head.includes(0) || startsWith(head, [0x25, 0x50, 0x44, 0x46]);
}

/** An ODF package starts with its uncompressed "mimetype" entry (ODF 1.2 part 3, §3.3). */
function isOdsPackage(head: Uint8Array): boolean {
  return new TextDecoder('latin1').decode(head.subarray(30, 120)).startsWith('mimetypeapplication/vnd.oasis.opendocument.spreadsheet');
}

function workbookFormat(name: string, head: Uint8Array): WorkbookFormat | null {
  if (name.endsWith('.ods')) return 'ods';
  if (name.endsWith('.xlsx')) return 'xlsx';
  if (!startsWith(head, ZIP_MAGIC) || name.endsWith('.csv')) return null;
  return isOdsPackage(head) ? 'ods' : 'xlsx';
}

/** The file's rows, one at a time: a CSV is never held as a whole table of cells. */
export async function* spreadsheetRows(file: File): AsyncGenerator<string[]> {
  const name = file.name.toLowerCase();
  const head = new Uint8Array(await file.slice(0, 8192).arrayBuffer());
  const format = workbookFormat(name, head);
  if (format) {
    if (!startsWith(head, ZIP_MAGIC)) throw new ApiError(400, NOT_A_SPREADSHEET);
    yield* await refusedAs400(workbookRows(file, format));
    return;
  }
  if (!(name.endsWith('.csv') || name.endsWith('.txt') || file.type === 'text/csv') || looksBinary(head)) throw new ApiError(400, NOT_A_SPREADSHEET);
  try {
    yield* boundedRows(csvRows(file));
  } catch (error) {
    if (error instanceof SpreadsheetError) throw new ApiError(400, error.message);
    throw error;
  }
}

async function refusedAs400<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof SpreadsheetError) throw new ApiError(400, error.message);
    throw error;
  }
}

/** A CSV is bounded in rows as an .xlsx is (its size is bounded by the upload limit). */
async function* boundedRows(rows: AsyncGenerator<string[]>): AsyncGenerator<string[]> {
  let count = 0;
  for await (const row of rows) {
    count += 1;
    if (count > XLSX_LIMITS.rows) throw new ApiError(400, `The file has more than ${XLSX_LIMITS.rows} rows: split it into smaller files.`);
    yield row;
  }
}

// An import reads its file twice (check, then write): the rows of a workbook are unpacked once, off the event loop.
const workbookCache = new WeakMap<File, Promise<string[][]>>();

function workbookRows(file: File, format: WorkbookFormat): Promise<string[][]> {
  let rows = workbookCache.get(file);
  if (!rows) {
    rows = file.arrayBuffer().then((buffer) => readWorkbookOffThread(new Uint8Array(buffer), format));
    workbookCache.set(file, rows);
  }
  return rows;
}
