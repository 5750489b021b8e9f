// An .ods file's first table as rows of text cells. The file is a zip (ODF 1.2+); content.xml holds the tables: a
// cell carries its value type and value (office:value for numbers, office:date-value for dates, a formula's cached
// result included) and the text shown (<text:p>). Runs of equal cells and rows are written once with a repeat count;
// LibreOffice ends a sheet with a million repeated empty rows, which are never padded out.
import { isoDateText, sheetNumberText } from '../../core/catalogue/cell-values';
import { LAST_COLUMN, SheetTable } from './sheet-table';
import { damaged, SpreadsheetError, unzipBounded, WORKBOOK_PARTS, XLSX_LIMITS, type XlsxLimits } from './unzip-bounded';
import { attribute, readXml } from './xml-events';

interface CellInProgress {
  repeat: number;
  type: string;
  value: string | undefined;
  dateValue: string | undefined;
  booleanValue: string | undefined;
  paragraphs: string[];
}

function repeatOf(attributes: Readonly<Record<string, string>>, name: string): number {
  const count = Number(attribute(attributes, name) ?? 1);
  return Number.isSafeInteger(count) && count > 0 ? count : 1;
}

function cellText(cell: CellInProgress): string {
  const shown = cell.paragraphs.join('\n');
  switch (cell.type) {
    case 'float':
    case 'currency':
    case 'percentage':
      return cell.value === undefined ? shown : sheetNumberText(cell.value);
    case 'date':
      return (cell.dateValue && isoDateText(cell.dateValue)) || shown;
    case 'boolean':
      return cell.booleanValue === 'true' ? 'TRUE' : cell.booleanValue === 'false' ? 'FALSE' : shown;
    default:
      return shown;
  }
}

/** Every row of the first table, cells as text (numbers as spreadsheets show them, dates as dd-mm-yyyy), empty cells as "". */
export function readOds(bytes: Uint8Array, limits: XlsxLimits = XLSX_LIMITS): string[][] {
  return readOdsParts(unzipBounded(bytes, WORKBOOK_PARTS.ods, limits.unpackedBytes, 'ods'), limits);
}

/** readOds on parts already unpacked (by unzipBounded with WORKBOOK_PARTS.ods). */
export function readOdsParts(parts: Record<string, Uint8Array>, limits: XlsxLimits = XLSX_LIMITS): string[][] {
  const content = parts['content.xml'];
  if (!content) throw damaged('ods');

  const table = new SheetTable('ods', limits);
  let tables = 0;
  let inFirstTable = false;
  /** Empty rows read but not yet placed: they become rows only when a filled row follows. */
  let pendingRows = 0;
  let rowRepeat = 1;
  let rowCells: Array<{ index: number; value: string }> = [];
  let column = 0;
  let cell: CellInProgress | null = null;
  let paragraph: string | null = null;
  /** Comments (office:annotation) carry paragraphs of their own that are not the cell's text. */
  let annotation = 0;

  const commitRow = () => {
    if (rowCells.length === 0) {
      pendingRows += rowRepeat;
      return;
    }
    for (let copy = 0; copy < rowRepeat; copy += 1) {
      table.beginRow(table.nextRowNumber + pendingRows);
      pendingRows = 0;
      for (const { index, value } of rowCells) table.setCell(index, value);
    }
  };

  readXml(content, {
    open(name, attributes) {
      if (name === 'table') {
        tables += 1;
        inFirstTable = tables === 1;
      }
      if (!inFirstTable) return;
      if (name === 'table-row') {
        rowRepeat = repeatOf(attributes, 'number-rows-repeated');
        rowCells = [];
        column = 0;
      } else if (name === 'table-cell' || name === 'covered-table-cell') {
        cell = {
          repeat: repeatOf(attributes, 'number-columns-repeated'),
          type: attribute(attributes, 'value-type') ?? '',
          value: attribute(attributes, 'value'),
          dateValue: attribute(attributes, 'date-value'),
          booleanValue: attribute(attributes, 'boolean-value'),
          paragraphs: [],
        };
      } else if (name === 'annotation') annotation += 1;
      else if (cell && annotation === 0) {
        if (name === 'p' || name === 'h') paragraph = '';
        else if (paragraph !== null && name === 's') paragraph += ' '.repeat(Math.min(repeatOf(attributes, 'c'), 1000));
        else if (paragraph !== null && name === 'tab') paragraph += '\t';
        else if (paragraph !== null && name === 'line-break') paragraph += '\n';
      }
    },
    text(chunk) {
      if (inFirstTable && cell && annotation === 0 && paragraph !== null) paragraph += chunk;
    },
    close(name) {
      if (!inFirstTable) return;
      if (name === 'table') inFirstTable = false;
      else if (name === 'annotation') annotation -= 1;
      else if ((name === 'p' || name === 'h') && cell && annotation === 0 && paragraph !== null) {
        cell.paragraphs.push(paragraph);
        paragraph = null;
      } else if ((name === 'table-cell' || name === 'covered-table-cell') && cell) {
        const value = cellText(cell);
        if (value !== '') {
          if (column + cell.repeat > LAST_COLUMN)
            throw new SpreadsheetError(`The .ods file has a cell past column XFD in row ${table.nextRowNumber + pendingRows}.`);
          for (let copy = 0; copy < cell.repeat; copy += 1) rowCells.push({ index: column + copy, value });
        }
        column += cell.repeat;
        cell = null;
      } else if (name === 'table-row') commitRow();
    },
  });
  return table.rows;
}
