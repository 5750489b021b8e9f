// A CSV upload's rows, streamed through csv-parse (README "Libraries"): UTF-8, Windows-1252 or UTF-16 with its BOM, comma, semicolon or tab,
// a byte-order mark dropped, quoted fields holding delimiters, quotes ("") and line breaks; rows end in CRLF, LF or CR.
// A quote opened and never closed refuses the file naming its row, instead of swallowing the rest of the file.
import { CsvError, parse } from 'csv-parse';
import { csvDelimiterOf, csvEncodingOf, type CsvEncoding } from '../../core/catalogue/csv';
import { SpreadsheetError } from './unzip-bounded';

/** The text of the file's first bytes is enough to see the header row's delimiter. */
const SNIFF_BYTES = 64 * 1024;
/** A row of a real catalogue is well under a kilobyte; a megabyte-long one is not a catalogue row, and is not held. */
export const MAX_CSV_ROW_CHARS = 1024 * 1024;

async function* decodedText(file: Blob, encoding: CsvEncoding): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding);
  const reader = file.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const text = decoder.decode(value, { stream: true });
    if (text !== '') yield text;
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}

/** Row numbers as the user sees them in a spreadsheet: the header is row 1. */
function refusal(error: CsvError): SpreadsheetError {
  const row = (Number((error as CsvError & { records?: number }).records) || 0) + 1;
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') return new SpreadsheetError(`Row ${row}: a quoted field is never closed (its closing " is missing), so the file cannot be read.`);
  if (error.code === 'CSV_MAX_RECORD_SIZE') return new SpreadsheetError(`Row ${row} is longer than ${MAX_CSV_ROW_CHARS / 1024 / 1024} MB: is a quote left open before it?`);
  return new SpreadsheetError(`Row ${row}: the CSV file cannot be read there (${error.message}).`);
}

export async function* csvRows(file: Blob): AsyncGenerator<string[]> {
  const encoding = csvEncodingOf(new Uint8Array(await file.arrayBuffer()));
  const head = new TextDecoder(encoding).decode(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  const parser = parse({
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
    if (failure instanceof CsvError) throw refusal(failure);
    if (failure !== null) throw failure;
  } finally {
    // A reader that stops early (a header refused) leaves nothing parsing.
    parser.destroy();
  }
}
