// An .xlsx file's first worksheet as rows of text cells. The file is a zip of XML parts (ECMA-376): the workbook names
// its sheets and date system, styles say which cells show dates, shared strings hold most text, and each <c> carries
// a value (a formula's cached result included), a shared-string index or an inline string. Unpacked by fflate against
// a limit (unzip-bounded.ts), read as XML events by htmlparser2 (xml-events.ts), bounded as it grows (sheet-table.ts).
import { isDateFormat, isoDateText, serialDateText, sheetNumberText } from '../../core/catalogue/cell-values';
import { SheetTable } from './sheet-table';
import { damaged, SpreadsheetError, unzipBounded, WORKBOOK_PARTS, XLSX_LIMITS, type XlsxLimits } from './unzip-bounded';
import { attribute, readXml } from './xml-events';

export { SpreadsheetError, unzipBounded, XLSX_LIMITS, type XlsxLimits } from './unzip-bounded';

type Parts = Record<string, Uint8Array>;

/** "A12" → 0, "AB3" → 27; -1 when the reference has no column letters. */
function columnIndex(ref: string): number {
  let index = 0;
  for (const ch of ref.toUpperCase()) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
}

interface Workbook {
  sheetPath: string | null;
  sharedStringsPath: string;
  stylesPath: string;
  date1904: boolean;
}

function partPath(target: string): string {
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

function readWorkbook(parts: Parts): Workbook {
  let firstSheetId: string | undefined;
  let date1904 = false;
  const workbook = parts['xl/workbook.xml'];
  if (workbook) {
    readXml(workbook, {
      open(name, attributes) {
        if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attribute(attributes, 'date1904') ?? '');
        else if (name === 'sheet' && firstSheetId === undefined) firstSheetId = attribute(attributes, 'id');
      },
    });
  }
  const targets = new Map<string, { type: string; target: string }>();
  const rels = parts['xl/_rels/workbook.xml.rels'];
  if (rels) {
    readXml(rels, {
      open(name, attributes) {
        if (name === 'Relationship' && attributes.Id && attributes.Target)
          targets.set(attributes.Id, { type: attributes.Type ?? '', target: attributes.Target });
      },
    });
  }
  const byType = (suffix: string) => [...targets.values()].find((rel) => rel.type.endsWith(suffix))?.target;
  const sheetTarget = firstSheetId === undefined ? undefined : targets.get(firstSheetId)?.target;
  const anySheet = Object.keys(parts)
    .filter((name) => /^xl\/worksheets\/[^/]+\.xml$/.test(name))
    .sort()[0];
  const sharedStrings = byType('/sharedStrings');
  const styles = byType('/styles');
  return {
    sheetPath: sheetTarget ? partPath(sheetTarget) : (anySheet ?? null),
    sharedStringsPath: sharedStrings ? partPath(sharedStrings) : 'xl/sharedStrings.xml',
    stylesPath: styles ? partPath(styles) : 'xl/styles.xml',
    date1904,
  };
}

/** The text of each <si>: every <t> run of rich text, phonetic guides (<rPh>) left out. */
function readSharedStrings(part: Uint8Array | undefined): string[] {
  const strings: string[] = [];
  if (!part) return strings;
  let text: string | null = null;
  let inText = false;
  let phonetic = 0;
  readXml(part, {
    open(name) {
      if (name === 'si') text = '';
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && phonetic === 0) inText = true;
    },
    text(chunk) {
      if (inText && text !== null) text += chunk;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si' && text !== null) {
        strings.push(text);
        text = null;
      }
    },
  });
  return strings;
}

/** For each cell style (cellXfs, by index): does it show a date? */
function readDateStyles(part: Uint8Array | undefined): boolean[] {
  if (!part) return [];
  const codes = new Map<number, string>();
  const formats: number[] = [];
  let inCellXfs = false;
  readXml(part, {
    open(name, attributes) {
      if (name === 'numFmt') codes.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) formats.push(Number(attributes.numFmtId ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return formats.map((id) => isDateFormat(id, codes.get(id)));
}

interface CellInProgress {
  index: number;
  type: string;
  isDate: boolean;
  value: string;
  inline: string;
}

/** Every row of the first worksheet, cells as text (numbers as spreadsheets show them, dates as dd-mm-yyyy), empty cells as "". */
export function readXlsx(bytes: Uint8Array, limits: XlsxLimits = XLSX_LIMITS): string[][] {
  return readXlsxParts(unzipBounded(bytes, WORKBOOK_PARTS.xlsx, limits.unpackedBytes, 'xlsx'), limits);
}

/** readXlsx on parts already unpacked (by unzipBounded with WORKBOOK_PARTS.xlsx). */
export function readXlsxParts(parts: Parts, limits: XlsxLimits = XLSX_LIMITS): string[][] {
  if (Object.keys(parts).length === 0) throw damaged('xlsx');
  const workbook = readWorkbook(parts);
  const sheet = workbook.sheetPath ? parts[workbook.sheetPath] : undefined;
  if (!sheet) throw new SpreadsheetError('The .xlsx file has no worksheet.');
  const shared = readSharedStrings(parts[workbook.sharedStringsPath]);
  const dateStyles = readDateStyles(parts[workbook.stylesPath]);

  const table = new SheetTable('xlsx', limits);
  let cell: CellInProgress | null = null;
  let rowNumber = 0;
  let rowBegun = false;
  let nextColumn = 0;
  let reading: 'v' | 't' | null = null;
  let phonetic = 0;
  readXml(sheet, {
    open(name, attributes) {
      if (name === 'row') {
        const numbered = Number(attributes.r);
        rowNumber = Number.isSafeInteger(numbered) && numbered > 0 ? numbered : rowNumber + 1;
        rowBegun = false;
        nextColumn = 0;
      } else if (name === 'c') {
        const ref = attributes.r ? columnIndex(attributes.r) : -1;
        cell = { index: ref >= 0 ? ref : nextColumn, type: attributes.t ?? 'n', isDate: dateStyles[Number(attributes.s ?? 0)] ?? false, value: '', inline: '' };
        nextColumn = cell.index + 1;
      } else if (cell && name === 'v') reading = 'v';
      else if (cell && name === 'rPh') phonetic += 1;
      else if (cell && name === 't' && phonetic === 0) reading = 't';
    },
    text(chunk) {
      if (!cell || reading === null) return;
      if (reading === 'v') cell.value += chunk;
      else cell.inline += chunk;
    },
    close(name) {
      if (name === 'v' || name === 't') reading = null;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'c' && cell) {
        const text = cellText(cell, shared, workbook.date1904);
        // A row is placed by its first filled cell: rows of empty or only formatted cells (a resized row far down the
        // sheet) are left out, as they would be from a CSV; rows between filled ones still keep their place.
        if (text !== '') {
          if (!rowBegun) table.beginRow(rowNumber);
          rowBegun = true;
          table.setCell(cell.index, text);
        }
        cell = null;
      }
    },
  });
  return table.rows;
}

function cellText(cell: CellInProgress, shared: readonly string[], date1904: boolean): string {
  switch (cell.type) {
    case 's':
      return cell.value.trim() === '' ? '' : (shared[Number(cell.value)] ?? '');
    case 'inlineStr':
      return cell.inline;
    case 'b':
      return cell.value === '1' ? 'TRUE' : cell.value === '0' ? 'FALSE' : '';
    case 'str':
    case 'e':
      return cell.value;
    case 'd':
      return isoDateText(cell.value) ?? cell.value;
    default: {
      if (cell.value.trim() === '') return '';
      if (cell.isDate) return serialDateText(Number(cell.value), date1904) ?? sheetNumberText(cell.value);
      return sheetNumberText(cell.value);
    }
  }
}
