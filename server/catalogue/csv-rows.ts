// A CSV upload's rows, streamed through csv-parse (docs/architecture.md "Libraries"): UTF-8, Windows-1252 or UTF-16 with its BOM, comma, semicolon or tab,
// a byte-order mark dropped, quoted fields holding delimiters, quotes ("") and line breaks; rows end in CRLF, LF or CR.
// A quote opened and never closed refuses the file naming its row, instead of swallowing the rest of the file.
// The file's bounds (XLSX_LIMITS: rows, cells in all, cells in a row, characters in a cell) are checked field by field
// as csv-parse reads them, so a row of a million commas is refused at its 201st cell, never built.
import { CsvError, parse } from 'csv-parse';
import { csvDelimiterOf, csvEncodingOf, utf16Of, type CsvEncoding } from '../../core/catalogue/csv';
import { SpreadsheetError, tooLongCell, tooManyCells, tooManyCellsInAll, XLSX_LIMITS, type XlsxLimits } from './unzip-bounded';

/** The text of the file's first bytes is enough to see the header row's delimiter. */
const SNIFF_BYTES = 64 * 1024;
/** A row of a real catalogue is well under a kilobyte; a megabyte-long one is not a catalogue row, and is not held. */
export const MAX_CSV_ROW_CHARS = 1024 * 1024;

/** Text is handed to the parser in slices of this many bytes: a refusal stops within one slice of its cause. */
const SLICE_BYTES = 64 * 1024;

/** The file's bytes in slices: a Blob (an upload) is streamed, never copied whole. */
async function* slices(file: Blob | Uint8Array): AsyncGenerator<Uint8Array> {
  if (file instanceof Uint8Array) {
    for (let at = 0; at < file.length; at += SLICE_BYTES) yield file.subarray(at, at + SLICE_BYTES);
    return;
  }
  const reader = file.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    for (let at = 0; at < value.length; at += SLICE_BYTES) yield value.subarray(at, at + SLICE_BYTES);
  }
}

/** csvEncodingOf (core/catalogue/csv.ts) on a file read in slices: UTF-16 by its mark, UTF-8 when valid, else Windows-1252. */
async function encodingOf(file: Blob | Uint8Array): Promise<CsvEncoding> {
  const head = file instanceof Uint8Array ? file.subarray(0, 2) : new Uint8Array(await file.slice(0, 2).arrayBuffer());
  if (utf16Of(head)) return csvEncodingOf(head);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const slice of slices(file)) decoder.decode(slice, { stream: true });
    decoder.decode();
  } catch {
    return 'windows-1252';
  }
  return 'utf-8';
}

async function* decodedText(file: Blob | Uint8Array, encoding: CsvEncoding): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding);
  for await (const slice of slices(file)) {
    const text = decoder.decode(slice, { stream: true });
    if (text !== '') yield text;
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}

/** Row numbers as the user sees them in a spreadsheet: the header is row 1. */
function refusal(error: CsvError): SpreadsheetError {
  const row = (Number((error as CsvError & { records?: number }).records) || 0) + 1;
  if (error.code === 'CSV_QUOTE_NOT_CLOSED')
    return new SpreadsheetError(`Row ${row}: a quoted field is never closed (its closing " is missing), so the file cannot be read.`);
  if (error.code === 'CSV_MAX_RECORD_SIZE')
    return new SpreadsheetError(`Row ${row} is longer than ${MAX_CSV_ROW_CHARS / 1024 / 1024} MB: is a quote left open before it?`);
  return new SpreadsheetError(`Row ${row}: the CSV file cannot be read there (${error.message}).`);
}

export async function* csvRows(file: Blob | Uint8Array, limits: XlsxLimits = XLSX_LIMITS): AsyncGenerator<string[]> {
  const encoding = await encodingOf(file);
  const headBytes = file instanceof Uint8Array ? file.subarray(0, SNIFF_BYTES) : new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const head = new TextDecoder(encoding).decode(headBytes);
  let cells = 0;
  const parser = parse({
    // Every field as it ends (the text as read: cast returns it unchanged), before its row is built.
    cast: (value: string, context: { index: number; records: number }) => {
      const row = context.records + 1;
      if (context.index >= limits.cellsPerRow) throw tooManyCells(row, limits);
      if (value.length > limits.cellChars) throw tooLongCell(row, limits);
      cells += 1;
      if (cells > limits.cells) throw tooManyCellsInAll(limits);
      return value;
    },
    on_record: (record: string[], context: { records: number }) => {
      if (context.records > limits.rows) throw new SpreadsheetError(`The file has more than ${limits.rows} rows: split it into smaller files.`);
      return record;
    },
    delimiter: csvDelimiterOf(head),
    bom: true,
    // A quote inside an unquoted field (12" fan) is a character, as spreadsheet programs read it.
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: false,
    record_delimiter: ['\r\n', '\n', '\r'],
    max_record_size: MAX_CSV_ROW_CHARS,
  });
  // Written chunk by chunk and read back synchronously: csv-parse parses a whole chunk in one go, and reading its
  // records in batches (not one awaited record at a time) keeps a 100,000-row file within a second.
  let failure: unknown = null;
  parser.on('error', (error) => {
    failure ??= error;
  });
  const drain = function* (): Generator<string[]> {
    for (let record = parser.read() as string[] | null; record !== null; record = parser.read() as string[] | null) yield record;
  };
  /** Until the parser has more records, has ended or has failed (each is an event after a read that found nothing). */
  const next = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        for (const event of ['readable', 'end', 'error', 'close'] as const) parser.off(event, done);
        resolve();
      };
      for (const event of ['readable', 'end', 'error', 'close'] as const) parser.once(event, done);
    });
  try {
    for await (const text of decodedText(file, encoding)) {
      parser.write(text);
      yield* drain();
      if (failure !== null) break;
    }
    if (failure === null) parser.end();
    while (failure === null && !parser.readableEnded) {
      const moved = next();
      yield* drain();
      await moved;
    }
    if (failure instanceof SpreadsheetError) throw failure;
    if (failure instanceof CsvError) throw refusal(failure);
    if (failure !== null) throw failure;
  } finally {
    // A reader that stops early (a header refused) leaves nothing parsing.
    parser.destroy();
  }
}
