// A small .xlsx reader: the first worksheet's cells as text rows. An .xlsx file is a zip of XML parts (ECMA-376):
// the workbook names its sheets, shared strings hold most text, and each <c> cell carries a value or an index.
import { strFromU8, Unzip, UnzipInflate } from 'fflate';

/**
 * Bounds on what one file may unpack to: a 3 MB zip can hold gigabytes of XML (a zip bomb). A 100,000-row catalogue
 * unpacks to about 30 MB. Rows and cells bound the table built from it (a row numbered 1,000,000,000 is not padded).
 */
export const XLSX_LIMITS = { unpackedBytes: 128 * 1024 * 1024, rows: 200_000, cells: 4_000_000 } as const;
export type XlsxLimits = { unpackedBytes: number; rows: number; cells: number };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_m, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? '';
  });
}

/** The text of every <t> inside one string item (rich text has several runs). */
function textOf(xml: string): string {
  let text = '';
  for (const match of xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)) text += decodeXml(match[1]);
  return text;
}

function columnIndex(ref: string): number {
  let index = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
}

function firstSheetPath(files: Record<string, Uint8Array>): string | null {
  const workbook = files['xl/workbook.xml'];
  const rels = files['xl/_rels/workbook.xml.rels'];
  if (workbook && rels) {
    const sheet = /<(?:\w+:)?sheet\b[^>]*\br:id="([^"]+)"/.exec(strFromU8(workbook));
    if (sheet) {
      for (const rel of strFromU8(rels).matchAll(/<Relationship\b[^>]*>/g)) {
        const id = /\bId="([^"]+)"/.exec(rel[0])?.[1];
        const target = /\bTarget="([^"]+)"/.exec(rel[0])?.[1];
        if (id === sheet[1] && target) return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
      }
    }
  }
  const any = Object.keys(files).filter((name) => /^xl\/worksheets\/[^/]+\.xml$/.test(name)).sort();
  return any[0] ?? null;
}

export class SpreadsheetError extends Error {}

const DAMAGED = 'The .xlsx file could not be opened: it is damaged or not a spreadsheet.';

/** The parts of the zip that `wanted` names, unpacked while counting: past `maxBytes` in all it stops and refuses. */
export function unzipBounded(bytes: Uint8Array, wanted: (name: string) => boolean, maxBytes: number): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  let total = 0;
  let failure: SpreadsheetError | null = null;
  const tooBig = () => new SpreadsheetError(`The .xlsx file unpacks to more than ${Math.round(maxBytes / 1024 / 1024)} MB: split it into smaller files.`);
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
        failure = new SpreadsheetError(DAMAGED);
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
      failure = new SpreadsheetError(DAMAGED);
    }
  });
  unzip.register(UnzipInflate);
  // Fed in small slices, so a bomb is stopped within a few megabytes of the limit.
  const SLICE = 16 * 1024;
  try {
    for (let at = 0; at < bytes.length && !failure; at += SLICE) unzip.push(bytes.subarray(at, at + SLICE), at + SLICE >= bytes.length);
  } catch {
    failure ??= new SpreadsheetError(DAMAGED);
  }
  if (failure) throw failure;
  return files;
}

/** Every row of the first worksheet, cells as text (numbers as written in the file), empty cells as "". */
export function readXlsx(bytes: Uint8Array, limits: XlsxLimits = XLSX_LIMITS): string[][] {
  const files = unzipBounded(bytes, (name) => (name.startsWith('xl/') && name.endsWith('.xml')) || name.endsWith('.rels'), limits.unpackedBytes);
  if (Object.keys(files).length === 0) throw new SpreadsheetError(DAMAGED);
  const sheetPath = firstSheetPath(files);
  const sheet = sheetPath ? files[sheetPath] : undefined;
  if (!sheet) throw new SpreadsheetError('The .xlsx file has no worksheet.');
  const shared: string[] = [];
  const strings = files['xl/sharedStrings.xml'];
  if (strings) for (const si of strFromU8(strings).matchAll(/<si>([\s\S]*?)<\/si>/g)) shared.push(textOf(si[1]));

  const rows: string[][] = [];
  let cellCount = 0;
  const tooManyRows = () => new SpreadsheetError(`The .xlsx file has more than ${limits.rows} rows: split it into smaller files.`);
  for (const rowMatch of strFromU8(sheet).matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const rowNumber = Number(/\br="(\d+)"/.exec(rowMatch[1])?.[1] ?? rows.length + 1);
    if (rowNumber > limits.rows || rows.length >= limits.rows) throw tooManyRows();
    const cells: string[] = [];
    for (const cell of (rowMatch[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cell[1];
      const ref = /\br="([A-Z]+)\d+"/.exec(attrs)?.[1];
      const index = ref ? columnIndex(ref) : cells.length;
      const type = /\bt="(\w+)"/.exec(attrs)?.[1] ?? 'n';
      const inner = cell[2] ?? '';
      const raw = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      let value = '';
      if (type === 's') value = raw === undefined ? '' : (shared[Number(raw)] ?? '');
      else if (type === 'inlineStr') value = textOf(inner);
      else if (type === 'b') value = raw === '1' ? 'TRUE' : raw === '0' ? 'FALSE' : '';
      else value = raw === undefined ? '' : decodeXml(raw);
      // Excel's last column is XFD (16,384); a cell past it, or past the file's cell bound, is refused before padding.
      if (index >= 16_384) throw new SpreadsheetError(`The .xlsx file has a cell past column XFD in row ${rowNumber}.`);
      cellCount += Math.max(1, index + 1 - cells.length);
      if (cellCount > limits.cells) throw new SpreadsheetError(`The .xlsx file has more than ${limits.cells} cells: split it into smaller files.`);
      while (cells.length < index) cells.push('');
      cells[index] = value;
    }
    // Rows skipped in the file (entirely empty) keep their place, so row numbers match what the user sees.
    while (rows.length < rowNumber - 1) rows.push([]);
    rows.push(cells);
  }
  return rows;
}
