// The receipt as ESC/POS bytes (issue 33), by ReceiptPrinterEncoder (npm @point-of-sale/receipt-printer-encoder, MIT):
// ASCII text in the printer's own font, any other text (Tamil, Devanagari, ₹) as a raster image (GS v 0), the UPI
// link as the printer's own QR code (GS ( k), a cut (GS V), and on a cash sale the drawer-kick pulse (ESC p) first,
// so the drawer opens while the receipt prints.
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { InvoiceData } from '../../core/api/print-document';
import { PAPER_COLUMNS, PAPER_DOTS, receiptBlocks, type ReceiptBlock, type ReceiptPaper } from './receipt-blocks';
import { textBitmap } from './text-raster';

/** Text the printer's code page 437 prints as is. */
const PRINTABLE = /^[\x20-\x7E\n]*$/;

function encoderFor(paper: ReceiptPaper): ReceiptPrinterEncoder {
  return new ReceiptPrinterEncoder({ language: 'esc-pos', columns: PAPER_COLUMNS[paper], imageMode: 'raster', feedBeforeCut: 4 });
}

/** The text broken between words into lines of at most `columns` characters. */
export function wrapColumns(text: string, columns: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      if (line === '') line = word;
      else if (line.length + 1 + word.length <= columns) line += ` ${word}`;
      else {
        lines.push(line);
        line = word;
      }
      while (line.length > columns) {
        lines.push(line.slice(0, columns));
        line = line.slice(columns);
      }
    }
    lines.push(line);
  }
  return lines;
}

function addBlock(encoder: ReceiptPrinterEncoder, block: ReceiptBlock, paper: ReceiptPaper): void {
  switch (block.kind) {
    case 'rule':
      encoder.align('left').line('-'.repeat(PAPER_COLUMNS[paper]));
      return;
    case 'qr':
      encoder.align('center').qrcode(block.data, { model: 2, size: 6, errorlevel: 'm' }).align('left');
      return;
    case 'text': {
      if (!PRINTABLE.test(block.text)) {
        const bitmap = textBitmap(block.text, PAPER_DOTS[paper], block);
        encoder.align('left').image(bitmap, bitmap.width, bitmap.height, 'threshold', 128);
        return;
      }
      const columns = block.large ? PAPER_COLUMNS[paper] / 2 : PAPER_COLUMNS[paper];
      encoder.align(block.align).bold(block.bold);
      if (block.large) encoder.size(2, 2);
      for (const line of wrapColumns(block.text, columns)) encoder.line(line);
      if (block.large) encoder.size(1, 1);
      encoder.bold(false);
      return;
    }
    default: {
      const unreachable: never = block;
      return unreachable;
    }
  }
}

/** The whole print job of one receipt. */
export function receiptEscPos(invoice: InvoiceData, paper: ReceiptPaper, openDrawer: boolean): Uint8Array {
  const encoder = encoderFor(paper).initialize();
  if (openDrawer) encoder.pulse();
  for (const block of receiptBlocks(invoice, paper)) addBlock(encoder, block, paper);
  return encoder.cut('partial').encode();
}

/** The drawer-kick pulse alone (Ctrl+Shift+D at the counter). */
export function drawerPulseEscPos(): Uint8Array {
  return encoderFor(80).initialize().pulse().encode();
}
