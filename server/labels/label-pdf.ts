// Barcode labels as a PDF (issue 33 item 2): each label the product's name (Tamil and Devanagari in the bundled Noto
// fonts), its price (₹ with Indian grouping) and a Code 128 barcode of its serial or product code with the code
// written under it. bwip-js encodes the code into bar and space widths; the bars are drawn as filled rectangles, so the
// barcode is vector and prints sharp at any printer's resolution.
import { formatIndian } from '../../core/money';
import { LABEL_MESSAGES } from '../../core/labels/label-request';
import { LABEL_SHEETS, labelSlots, mmToPt, moduleWidth, type LabelLayout } from '../../core/labels/sheets';
import { ApiError } from '../envelope';
import { fontFor, indicFontFiles, latinPrintable, scriptRuns } from '../catalogue/pdf-scripts';
import type { LabelContent } from './label-items';

/** How a label of each size is laid out, top to bottom: name, price, bars, the code in figures. Sizes in mm and pt. */
interface LabelStyle {
  pad: number;
  nameSize: number;
  nameLines: number;
  priceSize: number;
  barHeight: number;
  codeSize: number;
}

const STYLES: Readonly<Record<LabelLayout, LabelStyle>> = {
  'a4-65': { pad: 1.5, nameSize: 6, nameLines: 1, priceSize: 7.5, barHeight: 8.5, codeSize: 5.5 },
  'a4-24': { pad: 2.5, nameSize: 8, nameLines: 2, priceSize: 10, barHeight: 13, codeSize: 7.5 },
  'roll-50x25': { pad: 1.5, nameSize: 7, nameLines: 2, priceSize: 9, barHeight: 9.5, codeSize: 6.5 },
};

export interface Code128Bars {
  /** Bar and space widths in modules, bar first. */
  widths: number[];
  modules: number;
}

type Bwip = typeof import('bwip-js/node');
let bwip: Promise<Bwip> | null = null;

/** The Code 128 bars of a code, from bwip-js (loaded on the first label print, not at start). */
export async function code128Bars(code: string): Promise<Code128Bars> {
  bwip ??= import('bwip-js/node').then((m) => ('default' in m ? (m.default as Bwip) : m));
  const encoded = (await bwip).raw('code128', code, {});
  const first = encoded[0];
  if (!first || !('sbs' in first)) throw new Error(`bwip-js gave no bars for ${code}`);
  const widths = [...first.sbs];
  return { widths, modules: widths.reduce((sum, w) => sum + w, 0) };
}

export async function labelsPdf(layout: LabelLayout, labels: readonly LabelContent[], startPosition = 1): Promise<Uint8Array<ArrayBuffer>> {
  const sheet = LABEL_SHEETS[layout];
  const style = STYLES[layout];
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: [mmToPt(sheet.pageWidth), mmToPt(sheet.pageHeight)],
    margin: 0,
    autoFirstPage: false,
    info: { Title: 'Labels', Producer: 'kulir' },
  });
  for (const [name, file] of Object.entries(indicFontFiles())) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));

  /** The width of mixed-script text at a size. */
  const widthOf = (text: string, size: number, bold = false) =>
    scriptRuns(text).reduce((sum, run) => sum + doc.font(fontFor(run.script, bold)).fontSize(size).widthOfString(run.text), 0);
  /** The text cut, with "...", to what `lines` lines of `width` hold (wrapping wastes a little: 92% of it). */
  const fitted = (text: string, size: number, width: number, lines: number) => {
    const room = width * lines * (lines > 1 ? 0.92 : 1);
    if (widthOf(text, size) <= room) return text;
    const chars = [...text];
    while (chars.length > 1 && widthOf(`${chars.join('').trimEnd()}...`, size) > room) chars.pop();
    return `${chars.join('').trimEnd()}...`;
  };
  const write = (text: string, size: number, bold: boolean, x: number, y: number, width: number, align: 'left' | 'center') => {
    const runs = scriptRuns(text);
    runs.forEach((run, i) => {
      doc.font(fontFor(run.script, bold)).fontSize(size);
      const flow = { width, align, continued: i < runs.length - 1, lineGap: -0.5 };
      if (i === 0) doc.text(run.text, x, y, flow);
      else doc.text(run.text, flow);
    });
  };

  // Each code's bars and module width, a code too long for the label refused before anything is drawn.
  const bars = new Map<string, Code128Bars & { module: number }>();
  for (const label of labels) {
    if (bars.has(label.code)) continue;
    const code = await code128Bars(label.code);
    const module = moduleWidth(layout, code.modules);
    if (module === null)
      throw new ApiError(400, LABEL_MESSAGES.tooLong(label.name, label.code, `${Math.round(sheet.labelWidth)} × ${Math.round(sheet.labelHeight)} mm`));
    bars.set(label.code, { ...code, module: mmToPt(module) });
  }

  const slots = labelSlots(layout, labels.length, startPosition);
  let page = -1;
  labels.forEach((label, i) => {
    const slot = slots[i];
    while (page < slot.page) {
      doc.addPage();
      page += 1;
    }
    const x = mmToPt(slot.x);
    const y = mmToPt(slot.y);
    const w = mmToPt(slot.width);
    const h = mmToPt(slot.height);
    const pad = mmToPt(style.pad);
    const inner = w - 2 * pad;
    doc.save();
    doc.rect(x, y, w, h).clip();
    let at = y + pad;

    // The name, cut to its lines.
    const name = fitted(label.name, style.nameSize, inner, style.nameLines);
    write(name, style.nameSize, false, x + pad, at, inner, 'left');
    at += style.nameLines * doc.font('Helvetica').fontSize(style.nameSize).currentLineHeight(true) + 0.5;

    // The price: the rupee sign from the Noto font (Helvetica has none), the figures in Helvetica.
    const figures = formatIndian(label.price);
    doc.font(fontFor('devanagari', true)).fontSize(style.priceSize);
    doc.text('₹', x + pad, at, { continued: true, lineBreak: false });
    doc.font('Helvetica-Bold').fontSize(style.priceSize).text(figures, { lineBreak: false });
    at += doc.currentLineHeight(true) + 1;

    // The bars, centred, with their quiet zones inside the label.
    const code = bars.get(label.code);
    if (code) {
      const module = code.module;
      const barsWidth = code.modules * module;
      let bx = x + (w - barsWidth) / 2;
      const barHeight = mmToPt(style.barHeight);
      code.widths.forEach((width, k) => {
        if (k % 2 === 0) doc.rect(bx, at, width * module, barHeight);
        bx += width * module;
      });
      doc.fill('black');
      at += barHeight + 0.8;
    }

    // The code in figures, for a person and for a scanner that cannot read it.
    doc
      .font('Helvetica')
      .fontSize(style.codeSize)
      .text(latinPrintable(label.code), x + pad, at, { width: inner, align: 'center', lineBreak: false });
    doc.restore();
  });
  if (labels.length === 0) doc.addPage();
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
