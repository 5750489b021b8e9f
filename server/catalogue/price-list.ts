// The retail price list as a PDF (A4; Helvetica, so "Rs." rather than the rupee sign, and the bundled Noto fonts for
// Tamil and Devanagari names): the shop's header, the date, and the retail products grouped by category with code,
// quantity per box and rate. The column header row repeats at the top of every page.
import type { Kysely } from 'kysely';
import { toDmy, todayInKolkata } from '../../core/dates';
import { formatIndian, rupeesToPaise } from '../../core/money';
import type { Database } from '../db/types';
import { retailUpdateList } from './bulk-price';
import { pdfBytes, pdfWriter } from './pdf-writer';

const MARGIN = 40;
const COLUMNS = [
  { title: 'S.No', width: 40, align: 'left' },
  { title: 'Product', width: 250, align: 'left' },
  { title: 'Code', width: 85, align: 'left' },
  { title: 'Qty/Box', width: 55, align: 'right' },
  { title: 'Rate (Rs.)', width: 85, align: 'right' },
] as const;

export async function priceListPdf(db: Kysely<Database>, now: Date): Promise<Uint8Array<ArrayBuffer>> {
  const [settings, groups] = await Promise.all([db.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirst(), retailUpdateList(db)]);
  // pdfkit (and its fonts) costs some 70 MB of memory: loaded on the first price list, not at start.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: 'Price List', Producer: 'kulir' } });
  const { write, tableRow } = pdfWriter(doc);
  const done = pdfBytes(doc);
  const width = doc.page.width - 2 * MARGIN;

  const shop = settings?.shop_name || settings?.user_name || 'Price List';
  write(shop, { size: 16, bold: true, align: 'center' });
  const place = [settings?.address, settings?.city, settings?.state, settings?.pincode].filter((p) => p && p.trim() !== '').join(', ');
  if (place) write(place, { size: 9, align: 'center' });
  const contact = [settings?.phone ? `Phone: ${settings.phone}` : '', settings?.gst_no ? `GSTIN: ${settings.gst_no}` : ''].filter(Boolean).join('   ');
  if (contact) write(contact, { size: 9, align: 'center' });
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(13).text('PRICE LIST', { align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`Date: ${toDmy(todayInKolkata(now))}`, { align: 'right' });
  doc.moveDown(0.5);

  const rule = () => {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .lineWidth(0.5)
      .stroke();
    doc.y += 3;
  };
  const cells = (values: readonly string[], bold: boolean) => tableRow(COLUMNS, values, { x: MARGIN, size: 9, bold });
  const header = () => {
    cells(
      COLUMNS.map((c) => c.title),
      true,
    );
    rule();
  };
  /** A product row; one that would not fit starts a new page, which opens with the column header row again. */
  const row = (values: readonly string[]) => {
    if (doc.y > doc.page.height - MARGIN - 20) {
      doc.addPage();
      header();
    }
    cells(values, false);
  };

  if (groups.length === 0) doc.text('No Record found', MARGIN);
  let sno = 0;
  for (const group of groups) {
    if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
    doc.moveDown(0.4);
    write(group.category_name, { size: 11, bold: true, x: MARGIN, y: doc.y });
    doc.y += 2;
    header();
    for (const p of group.products) {
      sno += 1;
      row([String(sno), p.product_name, p.product_code, String(p.qty_per_box), formatIndian(rupeesToPaise(p.rate))]);
    }
  }
  doc.end();
  return done;
}
