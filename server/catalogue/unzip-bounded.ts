// Unpacking a spreadsheet's zip (.xlsx, .ods) against a limit, and the bounds on the table read from it: a 3 MB zip can
// hold gigabytes of XML (a zip bomb), and a row numbered 1,000,000,000 must not be padded up to.
import { Unzip, UnzipInflate } from 'fflate';

/**
 * Bounds on one import file, whatever its format (.csv, .xlsx, .ods), each checked while the file is read, never after
 * a table is built: what a zip may unpack to (a 100,000-row catalogue unpacks to about 30 MB), rows, cells in all,
 * cells in one row (a catalogue row has 8 to 12) and characters in one cell (a product name or an address is well
 * under 200). docs/operations.md "Other limits" lists them.
 */
export const XLSX_LIMITS = { unpackedBytes: 128 * 1024 * 1024, rows: 200_000, cells: 4_000_000, cellsPerRow: 200, cellChars: 10_000 } as const;
export type XlsxLimits = { unpackedBytes: number; rows: number; cells: number; cellsPerRow: number; cellChars: number };

/** Row `row` has more cells than one row may have (1-based, as the spreadsheet shows it). */
export function tooManyCells(row: number, limits: XlsxLimits): SpreadsheetError {
  return new SpreadsheetError(`Row ${row} has more than ${limits.cellsPerRow} cells: an import row has at most ${limits.cellsPerRow}.`);
}

/** A cell of row `row` holds more characters than one cell may. */
export function tooLongCell(row: number, limits: XlsxLimits): SpreadsheetError {
  return new SpreadsheetError(`Row ${row} has a cell of more than ${limits.cellChars} characters: an import cell has at most ${limits.cellChars}.`);
}

/** The file has more cells in all than one file may. */
export function tooManyCellsInAll(limits: XlsxLimits): SpreadsheetError {
  return new SpreadsheetError(`The file has more than ${limits.cells} cells: split it into smaller files.`);
}

/** The two zipped spreadsheet formats, named as the user's file is ("The .ods file …"). */
export type WorkbookFormat = 'xlsx' | 'ods';

/**
 * The parts of each format its reader needs, the only ones unpacked: for .xlsx the workbook, its relationships, styles,
 * shared strings and sheets; for .ods content.xml, which holds the tables.
 */
export const WORKBOOK_PARTS: Record<WorkbookFormat, (name: string) => boolean> = {
  xlsx: (name) => (name.startsWith('xl/') && name.endsWith('.xml')) || name.endsWith('.rels'),
  ods: (name) => name === 'content.xml',
};

/** A file refused for what it is; the message is shown to the user as it is. */
export class SpreadsheetError extends Error {}

export function damaged(format: WorkbookFormat): SpreadsheetError {
  return new SpreadsheetError(`The .${format} file could not be opened: it is damaged or not a spreadsheet.`);
}

/** The parts of the zip that `wanted` names, unpacked while counting: past `maxBytes` in all it stops and refuses. */
export function unzipBounded(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
  maxBytes: number,
  format: WorkbookFormat = 'xlsx',
): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  let total = 0;
  let failure: SpreadsheetError | null = null;
  const tooBig = () => new SpreadsheetError(`The .${format} file unpacks to more than ${Math.round(maxBytes / 1024 / 1024)} MB: split it into smaller files.`);
  const unzip = new Unzip((file) => {
    if (failure || !wanted(file.name)) return;
    // The size the zip declares may lie; it only refuses early. What is unpacked is counted below.
    if ((file.originalSize ?? 0) > maxBytes) {
      failure = tooBig();
      return;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = damaged(format);
        return;
      }
      total += chunk.length;
      size += chunk.length;
      if (total > maxBytes) {
        failure = tooBig();
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) {
        const whole = new Uint8Array(size);
        let at = 0;
        for (const part of chunks) {
          whole.set(part, at);
          at += part.length;
        }
        files[file.name] = whole;
      }
    };
    try {
      file.start();
    } catch {
      failure = damaged(format);
    }
  });
  unzip.register(UnzipInflate);
  // Fed in small slices, so a bomb is stopped within a few megabytes of the limit.
  const SLICE = 16 * 1024;
  try {
    for (let at = 0; at < bytes.length && !failure; at += SLICE) unzip.push(bytes.subarray(at, at + SLICE), at + SLICE >= bytes.length);
  } catch {
    failure ??= damaged(format);
  }
  if (failure) throw failure;
  return files;
}
