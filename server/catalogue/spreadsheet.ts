// An uploaded file as rows of text cells: .csv (streamed through the CSV reader) or .xlsx (its first worksheet).
import { CsvReader } from '../../core/catalogue/csv';
import { ApiError } from '../envelope';
import { SpreadsheetError, XLSX_LIMITS } from './xlsx';
import { readXlsxOffThread } from './xlsx-off-thread';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export const NOT_A_SPREADSHEET = 'The file is not a spreadsheet: choose a .csv or .xlsx file.';

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

/** Text files have no NUL bytes; binary files (images, PDFs, zips) nearly always do within their first 8 KB. */
function looksBinary(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 8192);
  return head.includes(0) || startsWith(head, [0x25, 0x50, 0x44, 0x46]);
}

/** The file's rows, one at a time: a CSV is never held as a whole table of cells. */
export async function* spreadsheetRows(file: File): AsyncGenerator<string[]> {
  const name = file.name.toLowerCase();
  const head = new Uint8Array(await file.slice(0, 8192).arrayBuffer());
  if (name.endsWith('.xlsx') || (startsWith(head, ZIP_MAGIC) && !name.endsWith('.csv'))) {
    if (!startsWith(head, ZIP_MAGIC)) throw new ApiError(400, NOT_A_SPREADSHEET);
    let rows: string[][];
    try {
      rows = await xlsxRows(file);
    } catch (error) {
      if (error instanceof SpreadsheetError) throw new ApiError(400, error.message);
      throw error;
    }
    yield* rows;
    return;
  }
  if (!(name.endsWith('.csv') || name.endsWith('.txt') || file.type === 'text/csv') || looksBinary(head)) throw new ApiError(400, NOT_A_SPREADSHEET);
  yield* boundedRows(csvRows(file));
}

async function* csvRows(file: File): AsyncGenerator<string[]> {
  const reader = new CsvReader();
  const decoder = new TextDecoder('utf-8');
  const stream = file.stream().getReader();
  for (;;) {
    const { done, value } = await stream.read();
    if (done) break;
    yield* reader.push(decoder.decode(value, { stream: true }));
  }
  yield* reader.push(decoder.decode());
  yield* reader.end();
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

// An import reads its file twice (check, then write): the rows of an .xlsx are unpacked once, off the event loop.
const xlsxCache = new WeakMap<File, Promise<string[][]>>();

function xlsxRows(file: File): Promise<string[][]> {
  let rows = xlsxCache.get(file);
  if (!rows) {
    rows = file.arrayBuffer().then((buffer) => readXlsxOffThread(new Uint8Array(buffer)));
    xlsxCache.set(file, rows);
  }
  return rows;
}
