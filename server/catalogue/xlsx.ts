// A small .xlsx reader: the first worksheet's cells as text rows. An .xlsx file is a zip of XML parts (ECMA-376):
// the workbook names its sheets, shared strings hold most text, and each <c> cell carries a value or an index.
import { strFromU8, unzipSync } from 'fflate';

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

/** Every row of the first worksheet, cells as text (numbers as written in the file), empty cells as "". */
export function readXlsx(bytes: Uint8Array): string[][] {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (file) => file.name.startsWith('xl/') && file.name.endsWith('.xml') || file.name.endsWith('.rels') });
  } catch {
    throw new SpreadsheetError('The .xlsx file could not be opened: it is damaged or not a spreadsheet.');
  }
  const sheetPath = firstSheetPath(files);
  const sheet = sheetPath ? files[sheetPath] : undefined;
  if (!sheet) throw new SpreadsheetError('The .xlsx file has no worksheet.');
  const shared: string[] = [];
  const strings = files['xl/sharedStrings.xml'];
  if (strings) for (const si of strFromU8(strings).matchAll(/<si>([\s\S]*?)<\/si>/g)) shared.push(textOf(si[1]));

  const rows: string[][] = [];
  for (const rowMatch of strFromU8(sheet).matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const rowNumber = Number(/\br="(\d+)"/.exec(rowMatch[1])?.[1] ?? rows.length + 1);
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
      while (cells.length < index) cells.push('');
      cells[index] = value;
    }
    // Rows skipped in the file (entirely empty) keep their place, so row numbers match what the user sees.
    while (rows.length < rowNumber - 1) rows.push([]);
    rows.push(cells);
  }
  return rows;
}
