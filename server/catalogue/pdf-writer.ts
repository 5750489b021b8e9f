// Writing mixed-script text with pdfkit (issue 22, issue 33): each run of one script in its font (pdf-scripts.ts),
// continued on one line; and the height such a text takes in a cell. Used by the price list, the bill and the statement.
import { fontFor, indicFontFiles, scriptRuns } from './pdf-scripts';

export type Align = 'left' | 'center' | 'right';

export interface WriteOptions {
  size: number;
  bold?: boolean;
  align?: Align;
  x?: number;
  y?: number;
  width?: number;
}

/** A table column: its width in points and how its cells align. */
export interface PdfColumn {
  width: number;
  align: Align;
}

export interface PdfWriter {
  /** One line or paragraph of mixed scripts: each run in its own font, continued on one line. */
  write(text: string, options: WriteOptions): void;
  /** The height a cell's text takes: the runs' widths laid end to end, wrapped at the cell's width. */
  heightOf(text: string, width: number, size: number, bold?: boolean): number;
  /** One table row from `x` at the current y: each cell in its column (2 pt padding each side), then y below the tallest. */
  tableRow(columns: readonly PdfColumn[], values: readonly string[], options: { x: number; size: number; bold: boolean }): void;
}

/** Registers the Indic fonts on the document and gives its writer. */
export function pdfWriter(doc: PDFKit.PDFDocument): PdfWriter {
  for (const [name, file] of Object.entries(indicFontFiles())) doc.registerFont(name, file);
  const write: PdfWriter['write'] = (text, options) => {
    const runs = scriptRuns(text);
    const at = options.x === undefined ? [] : [options.x, options.y];
    runs.forEach((run, i) => {
      doc.font(fontFor(run.script, options.bold === true)).fontSize(options.size);
      const flow = { align: options.align ?? 'left', continued: i < runs.length - 1, ...(options.width === undefined ? {} : { width: options.width }) };
      if (i === 0 && at.length > 0) doc.text(run.text, at[0], at[1], flow);
      else doc.text(run.text, flow);
    });
  };
  const heightOf: PdfWriter['heightOf'] = (text, width, size, bold = false) => {
    const runs = scriptRuns(text);
    const wide = runs.reduce((sum, run) => sum + doc.font(fontFor(run.script, bold)).fontSize(size).widthOfString(run.text), 0);
    const lineHeight = Math.max(...runs.map((run) => doc.font(fontFor(run.script, bold)).fontSize(size).currentLineHeight(true)), 0);
    return Math.max(1, Math.ceil(wide / width)) * lineHeight;
  };
  const tableRow: PdfWriter['tableRow'] = (columns, values, { x: left, size, bold }) => {
    const y = doc.y;
    let x = left;
    let tallest = 0;
    columns.forEach((col, i) => {
      const cell = values[i] ?? '';
      tallest = Math.max(tallest, heightOf(cell, col.width - 4, size, bold));
      write(cell, { size, bold, align: col.align, x: x + 2, y, width: col.width - 4 });
      x += col.width;
    });
    doc.x = left;
    doc.y = y + tallest + 3;
  };
  return { write, heightOf, tableRow };
}

/** The document's bytes once it has ended. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))));
}
