// The retail price list as a PDF (A4, standard Helvetica, so "Rs." rather than the rupee sign): the shop's header,
// the date, and the retail products grouped by category with code, quantity per box and rate.
import type { Kysely } from 'kysely';
import { toDmy, todayInKolkata } from '../../core/dates';
import { formatIndian, rupeesToPaise } from '../../core/money';
import type { Database } from '../db/types';
import { retailUpdateList } from './bulk-price';

const MARGIN = 40;
const COLUMNS = [
  { title: 'S.No', width: 40, align: 'left' },
  { title: 'Product', width: 250, align: 'left' },
  { title: 'Code', width: 85, align: 'left' },
  { title: 'Qty/Box', width: 55, align: 'right' },
  { title: 'Rate (Rs.)', width: 85, align: 'right' },
] as const;

// Helvetica's WinAnsi encoding has no rupee sign and no Indic script: keep what it can print.
const printable = (text: string) => text.replace(/₹/g, 'Rs.').replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

export async function priceListPdf(db: Kysely<Database>, now: Date): Promise<Uint8Array<ArrayBuffer>> {
  const [settings, groups] = await Promise.all([
    db.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirst(),
    retailUpdateList(db),
  ]);
  // pdfkit (and its fonts) costs some 70 MB of memory: loaded on the first price list, not at start.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: 'Price List', Producer: 'kulir' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const width = doc.page.width - 2 * MARGIN;

  const shop = settings?.shop_name || settings?.user_name || 'Price List';
  doc.font('Helvetica-Bold').fontSize(16).text(printable(shop), { align: 'center' });
  doc.font('Helvetica').fontSize(9);
  const place = [settings?.address, settings?.city, settings?.state, settings?.pincode].filter((p) => p && p.trim() !== '').join(', ');
  if (place) doc.text(printable(place), { align: 'center' });
  const contact = [settings?.phone ? `Phone: ${settings.phone}` : '', settings?.gst_no ? `GSTIN: ${settings.gst_no}` : ''].filter(Boolean).join('   ');
  if (contact) doc.text(printable(contact), { align: 'center' });
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(13).text('PRICE LIST', { align: 'center' });
  doc.font('Helvetica').fontSize(9).text(`Date: ${toDmy(todayInKolkata(now))}`, { align: 'right' });
  doc.moveDown(0.5);

  const row = (cells: readonly string[], bold = false) => {
    if (doc.y > doc.page.height - MARGIN - 20) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    let tallest = 0;
    COLUMNS.forEach((col, i) => {
      const cell = printable(cells[i] ?? '');
      const height = doc.heightOfString(cell, { width: col.width - 4 });
      doc.text(cell, x + 2, y, { width: col.width - 4, align: col.align });
      tallest = Math.max(tallest, height);
      x += col.width;
    });
    doc.x = MARGIN;
    doc.y = y + tallest + 3;
  };
  const rule = () => {
    doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).lineWidth(0.5).stroke();
    doc.y += 3;
  };

  if (groups.length === 0) doc.text('No Record found', MARGIN);
  let sno = 0;
  for (const group of groups) {
    if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
    doc.moveDown(0.4);
    doc.font('Helvetica-Bold').fontSize(11).text(printable(group.category_name), MARGIN);
    doc.y += 2;
    row(COLUMNS.map((c) => c.title), true);
    rule();
    for (const p of group.products) {
      sno += 1;
      row([String(sno), p.product_name, p.product_code, String(p.qty_per_box), formatIndian(rupeesToPaise(p.rate))]);
    }
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
