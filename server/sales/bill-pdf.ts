// A sales bill as a compact A4 PDF (issue 33 item 5), to share on WhatsApp: seller, buyer with GSTIN, lines with HSN,
// qty, rate and amount, the totals rows, the amount in words and the UPI QR. It reads the print payload (print_detail.php's
// body) and the printed invoice's own row and column rules (core/print), so its figures are the invoice's to the paisa.
import { billNumber } from '../../core/bill-series';
import type { BillDetailLine, InvoiceData } from '../../core/api/print-document';
import { formatIndian, rupeesToPaise } from '../../core/money';
import { amountInWords, MAX_PAISE_IN_WORDS } from '../../core/words';
import { invoiceRows } from '../../core/print/invoice-rows';
import { serialOf } from '../../core/print/item-columns';
import { sellerPlace, stateWithCode } from '../../core/print/parties';
import { qrDrawing } from '../../core/print/upi-qr';
import { percentOf, percentShown } from '../../core/records/totals-rows';
import { pdfBytes, pdfWriter } from '../catalogue/pdf-writer';

const MARGIN = 36;
interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}
const COLUMNS: readonly Column[] = [
  { title: 'S.No', width: 32, align: 'left' },
  { title: 'Product', width: 215, align: 'left' },
  { title: 'HSN', width: 60, align: 'left' },
  { title: 'Qty', width: 40, align: 'right' },
  { title: 'Rate (Rs.)', width: 85, align: 'right' },
  { title: 'Amount (Rs.)', width: 91, align: 'right' },
];
/** A wholesale line's own discount: a column only when some line has one, its width taken from the product's. */
const DISCOUNT: Column = { title: 'Disc %', width: 45, align: 'right' };

/** The columns for these lines: the discount column before the amount when a line has a discount. */
function columnsFor(lines: readonly BillDetailLine[]): readonly Column[] {
  if (!lines.some((line) => percentOf(line.discount_percentage) > 0)) return COLUMNS;
  return COLUMNS.flatMap((col) =>
    col.title === 'Product' ? [{ ...col, width: col.width - DISCOUNT.width }] : col.title.startsWith('Amount') ? [DISCOUNT, col] : [col],
  );
}

const amount = (rupees: string | undefined) => formatIndian(rupeesToPaise(rupees ?? '0'));

function productCell(layout: 'invoice' | 'retail', line: BillDetailLine): string {
  const code = serialOf(layout, line);
  const perBox = layout === 'retail' && line.qty_per_box !== undefined && !['', '1'].includes(String(line.qty_per_box));
  return [line.product_name, perBox ? `(${line.qty_per_box} per box)` : '', code ? `- ${code}` : ''].filter(Boolean).join(' ');
}

/** The bill's printed number: a retail bill with its series (R-31), a GST bill its bare number. */
export function pdfBillNumber(invoice: Pick<InvoiceData, 'bill_type' | 'bill_no' | 'order_id'>): string {
  return invoice.bill_type === 'retail' && invoice.bill_no !== undefined ? billNumber('retail', invoice.bill_no) : String(invoice.bill_no ?? invoice.order_id);
}

export async function billPdf(invoice: InvoiceData): Promise<Uint8Array<ArrayBuffer>> {
  const layout = invoice.bill_type === 'retail' ? 'retail' : 'invoice';
  const heading = layout === 'retail' ? { title: 'RETAIL INVOICE', number: 'Bill No.' } : { title: 'TAX INVOICE', number: 'Invoice No.' };
  const number = pdfBillNumber(invoice);
  // pdfkit (and its fonts) costs some 70 MB of memory: loaded on the first PDF, not at start.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${heading.title} ${number}`, Producer: 'kulir' } });
  const { write, tableRow } = pdfWriter(doc);
  const done = pdfBytes(doc);
  const width = doc.page.width - 2 * MARGIN;
  const seller = invoice.seller_detail;
  const buyer = invoice.buyer_detail;
  const rule = () => {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .lineWidth(0.5)
      .stroke();
    doc.y += 4;
  };

  write(heading.title, { size: 14, bold: true, align: 'center', x: MARGIN, y: MARGIN, width });
  if (invoice.cancelled === '1') write('CANCELLED', { size: 12, bold: true, align: 'center', x: MARGIN, y: doc.y, width });
  doc.moveDown(0.5);

  // The seller on the left, the bill's number, date and place of supply on the right.
  const top = doc.y;
  const half = width / 2;
  write(seller.shop_name, { size: 12, bold: true, x: MARGIN, y: top, width: half });
  for (const line of [seller.address, sellerPlace(seller), seller.gst_no ? `GSTIN: ${seller.gst_no}` : '', seller.phone ? `Phone: ${seller.phone}` : ''])
    if (line) write(line, { size: 9, x: MARGIN, y: doc.y, width: half });
  const sellerBottom = doc.y;
  doc.y = top;
  for (const line of [`${heading.number} ${number}`, `Date: ${invoice.order_date}`, `Place of Supply: ${stateWithCode(buyer.state) || '-'}`])
    write(line, { size: 10, bold: line.startsWith(heading.number), align: 'right', x: MARGIN + half, y: doc.y, width: half });
  doc.y = Math.max(sellerBottom, doc.y) + 6;
  rule();

  write('Billed to', { size: 8, x: MARGIN, y: doc.y });
  write(buyer.name, { size: 11, bold: true, x: MARGIN, y: doc.y, width });
  if (buyer.address) write(buyer.address, { size: 9, x: MARGIN, y: doc.y, width });
  write(`State: ${stateWithCode(buyer.state) || '-'}${buyer.telephone ? `   Phone: ${buyer.telephone}` : ''}`, { size: 9, x: MARGIN, y: doc.y, width });
  write(`GSTIN: ${buyer.tax_number || 'Unregistered'}`, { size: 9, x: MARGIN, y: doc.y, width });
  doc.y += 6;
  rule();

  const lines = invoice.bill_detail ?? [];
  const columns = columnsFor(lines);
  const discounted = columns.includes(DISCOUNT);
  const cells = (values: readonly string[], bold: boolean) => tableRow(columns, values, { x: MARGIN, size: 9, bold });
  const header = () => {
    cells(
      columns.map((c) => c.title),
      true,
    );
    rule();
  };
  header();
  lines.forEach((line, index) => {
    if (doc.y > doc.page.height - MARGIN - 30) {
      doc.addPage();
      header();
    }
    const discount = percentOf(line.discount_percentage);
    const rate = [String(index + 1), productCell(layout, line), line.hsn_code, String(line.qty), amount(line.amount_per_product)];
    cells([...rate, ...(discounted ? [discount > 0 ? percentShown(discount) : ''] : []), amount(line.total_per_product)], false);
  });
  rule();

  // The totals rows as the printed invoice shows them, right-aligned; the UPI QR beside them on the left.
  if (doc.y > doc.page.height - MARGIN - 200) doc.addPage();
  const closing = doc.y;
  const labelX = MARGIN + width - 260;
  for (const row of invoiceRows(invoice)) {
    const y = doc.y;
    write(row.label, { size: row.grand ? 11 : 9, bold: row.grand === true, x: labelX, y, width: 150 });
    write(`${row.sign} ${formatIndian(row.amount)}`.trim(), {
      size: row.grand ? 11 : 9,
      bold: row.grand === true,
      align: 'right',
      x: labelX + 150,
      y,
      width: 110,
    });
    doc.y = Math.max(doc.y, y + (row.grand ? 15 : 12));
  }
  const total = rupeesToPaise(invoice.final_billing.total);
  doc.y += 4;
  if (total >= 0 && total <= MAX_PAISE_IN_WORDS) write(`Amount in words: ${amountInWords(total)}`, { size: 9, x: labelX, y: doc.y, width: 260 });
  const totalsBottom = doc.y;

  const link = invoice.upi_link ?? '';
  const due = rupeesToPaise(invoice.upi_amount ?? invoice.final_billing.amount_due ?? '0');
  let qrBottom = closing;
  if (link !== '' && due > 0) {
    const drawing = qrDrawing(link);
    const side = 110;
    doc.save();
    doc.translate(MARGIN, closing).scale(side / drawing.size);
    doc.rect(0, 0, drawing.size, drawing.size).fill('#ffffff');
    doc.path(drawing.path).fill('#000000');
    doc.restore();
    write(`Scan to pay Rs. ${formatIndian(due)}`, { size: 9, bold: true, x: MARGIN, y: closing + side + 2, width: 200 });
    write(`UPI: ${seller.upi_id ?? ''}`, { size: 8, x: MARGIN, y: doc.y, width: 200 });
    qrBottom = doc.y;
  }
  doc.y = Math.max(totalsBottom, qrBottom) + 16;
  write(`For ${seller.shop_name}`, { size: 9, align: 'right', x: MARGIN, y: doc.y, width });
  doc.y += 24;
  write('Authorised Signatory', { size: 9, align: 'right', x: MARGIN, y: doc.y, width });
  doc.end();
  return done;
}
