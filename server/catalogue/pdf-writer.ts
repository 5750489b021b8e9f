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

export interface PdfWriter {
  /** One line or paragraph of mixed scripts: each run in its own font, continued on one line. */
  write(text: string, options: WriteOptions): void;
  /** The height a cell's text takes: the runs' widths laid end to end, wrapped at the cell's width. */
  heightOf(text: string, width: number, size: number, bold?: boolean): number;
}

/** Registers the Indic fonts on the document and gives its writer. */
export function pdfWriter(doc: PDFKit.PDFDocument): PdfWriter {
  for (const [name, file] of Object.entries(indicFontFiles())) doc.registerFont(name, file);
  return {
    write(text, options) {
      const runs = scriptRuns(text);
      const at = options.x === undefined ? [] : [options.x, options.y];
      runs.forEach((run, i) => {
        doc.font(fontFor(run.script, options.bold === true)).fontSize(options.size);
        const flow = { align: options.align ?? 'left', continued: i < runs.length - 1, ...(options.width === undefined ? {} : { width: options.width }) };
        if (i === 0 && at.length > 0) doc.text(run.text, at[0], at[1], flow);
        else doc.text(run.text, flow);
      });
    },
    heightOf(text, width, size, bold = false) {
      const runs = scriptRuns(text);
      const wide = runs.reduce((sum, run) => sum + doc.font(fontFor(run.script, bold)).fontSize(size).widthOfString(run.text), 0);
      const lineHeight = Math.max(...runs.map((run) => doc.font(fontFor(run.script, bold)).fontSize(size).currentLineHeight(true)), 0);
      return Math.max(1, Math.ceil(wide / width)) * lineHeight;
    },
  };
}

/** The document's bytes once it has ended. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))));
}
