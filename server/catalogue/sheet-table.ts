// The rows of a worksheet as they are read, bounded as they grow: rows, cells (padding included) and columns up to
// XFD (16,384, Excel's last). Rows left out of the file (entirely empty) keep their place, so row numbers match what
// the user sees; empty cells before a filled one are "".
import { SpreadsheetError, tooLongCell, tooManyCells, type WorkbookFormat, type XlsxLimits } from './unzip-bounded';

export const LAST_COLUMN = 16_384;

export class SheetTable {
  readonly rows: string[][] = [];
  private cellCount = 0;
  private current: string[] | null = null;
  private currentNumber = 0;

  constructor(
    private readonly format: WorkbookFormat,
    private readonly limits: XlsxLimits,
  ) {}

  /** The file's row `rowNumber` (1-based) begins; rows before it that the file left out are empty. */
  beginRow(rowNumber: number): void {
    if (rowNumber > this.limits.rows || this.rows.length >= this.limits.rows) {
      throw new SpreadsheetError(`The .${this.format} file has more than ${this.limits.rows} rows: split it into smaller files.`);
    }
    while (this.rows.length < rowNumber - 1) this.rows.push([]);
    this.current = [];
    this.currentNumber = Math.max(rowNumber, this.rows.length + 1);
    this.rows.push(this.current);
  }

  /** The next row number when the file does not number its rows. */
  get nextRowNumber(): number {
    return this.rows.length + 1;
  }

  setCell(index: number, value: string): void {
    const row = this.current;
    if (!row) return;
    if (index >= LAST_COLUMN) throw new SpreadsheetError(`The .${this.format} file has a cell past column XFD in row ${this.currentNumber}.`);
    if (index >= this.limits.cellsPerRow) throw tooManyCells(this.currentNumber, this.limits);
    if (value.length > this.limits.cellChars) throw tooLongCell(this.currentNumber, this.limits);
    this.cellCount += Math.max(1, index + 1 - row.length);
    if (this.cellCount > this.limits.cells)
      throw new SpreadsheetError(`The .${this.format} file has more than ${this.limits.cells} cells: split it into smaller files.`);
    while (row.length < index) row.push('');
    row[index] = value;
  }
}
