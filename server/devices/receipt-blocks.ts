// The thermal receipt of a retail bill as printer blocks (issue 33): the same rows, in the same order, from the same
// stored bill (retail_print_detail.php's payload) and the same functions as the browser's receipt
// (src/print/ReceiptDocument.tsx): invoiceRows for the totals, amountInWords, the terms, the counter's tender and the
// UPI link. Nothing here computes a figure; it only lays them out in the roll's columns.
import { billNumber } from '../../core/bill-series';
import { formatIndian } from '../../core/money';
import type { InvoiceData } from '../../core/api/print-document';
import { TENDER_MODE_NAMES } from '../../core/tender';
import { unitSerialsCaption } from '../../core/unit-serials';
import { amountInWords, MAX_PAISE_IN_WORDS } from '../../core/words';
import { invoiceRows } from '../../core/print/invoice-rows';
import { sellerPlace } from '../../core/print/parties';
import { TERMS } from '../../core/print/terms';
import { amountOf, rupeesShown } from '../../core/records/order-rows';

export type ReceiptPaper = 80 | 58;
/** Font A (12 × 24 dots) characters a line: 48 on an 80 mm roll, 32 on a 58 mm roll. */
export const PAPER_COLUMNS: Readonly<Record<ReceiptPaper, number>> = { 80: 48, 58: 32 };
/** Printable dots a line at 203 dpi: 576 on 80 mm, 384 on 58 mm. */
export const PAPER_DOTS: Readonly<Record<ReceiptPaper, number>> = { 80: 576, 58: 384 };

export type Align = 'left' | 'center' | 'right';
export type ReceiptBlock = { kind: 'text'; text: string; align: Align; bold: boolean; large?: boolean } | { kind: 'rule' } | { kind: 'qr'; data: string };

const text = (value: string, align: Align = 'left', bold = false): ReceiptBlock => ({ kind: 'text', text: value, align, bold });

/** A label on the left and an amount on the right of one line (the label wraps onto its own line when too long). */
export function twoColumns(left: string, right: string, columns: number): string {
  const gap = columns - left.length - right.length;
  return gap >= 1 ? `${left}${' '.repeat(gap)}${right}` : `${left}\n${right.padStart(columns)}`;
}

export function receiptBlocks(invoice: InvoiceData, paper: ReceiptPaper): ReceiptBlock[] {
  const columns = PAPER_COLUMNS[paper];
  const seller = invoice.seller_detail;
  const total = amountOf(invoice.final_billing.total);
  const blocks: ReceiptBlock[] = [];
  if (invoice.cancelled === '1') blocks.push(text('CANCELLED', 'center', true));
  blocks.push({ kind: 'text', text: seller.shop_name, align: 'center', bold: true, large: true });
  if (seller.address) blocks.push(text(seller.address, 'center'));
  if (sellerPlace(seller)) blocks.push(text(sellerPlace(seller), 'center'));
  if (seller.phone) blocks.push(text(`Phone: ${seller.phone}`, 'center'));
  if (seller.gst_no) blocks.push(text(`GSTIN: ${seller.gst_no}`, 'center'));
  blocks.push(text('RETAIL INVOICE', 'center', true));
  blocks.push({ kind: 'rule' });
  const billNo = invoice.bill_no !== undefined ? billNumber('retail', invoice.bill_no) : invoice.order_id;
  blocks.push(text(twoColumns(`Bill No.: ${billNo}`, `Date: ${invoice.order_date}`, columns)));
  blocks.push(text(`Customer: ${invoice.buyer_detail.name}`));
  if (invoice.buyer_detail.telephone) blocks.push(text(`Phone: ${invoice.buyer_detail.telephone}`));
  blocks.push({ kind: 'rule' });
  blocks.push(text(twoColumns('Item  Qty x Rate', 'Amount', columns), 'left', true));
  invoice.bill_detail.forEach((line, index) => {
    blocks.push(text(`${index + 1}. ${line.product_name}${line.product_code ? ` [${line.product_code}]` : ''}`));
    // The units sold on the line (issue 33 item 4), under its name as on the invoice.
    const serials = unitSerialsCaption(line.unit_serials ?? []);
    if (serials !== '') blocks.push(text(serials));
    const hsn = line.hsn_code ? `HSN ${line.hsn_code}  ` : '';
    blocks.push(text(twoColumns(`${hsn}${line.qty} x ${rupeesShown(line.amount_per_product)}`, rupeesShown(line.total_per_product), columns)));
  });
  blocks.push({ kind: 'rule' });
  for (const row of invoiceRows(invoice)) {
    blocks.push(text(twoColumns(row.label, `${row.sign ? `${row.sign} ` : ''}${formatIndian(row.amount)}`, columns), 'left', row.grand === true));
  }
  const tender = invoice.tender;
  if (tender && tender.payments.length > 0) {
    blocks.push({ kind: 'rule' });
    for (const p of tender.payments) blocks.push(text(twoColumns(`Paid by ${TENDER_MODE_NAMES[p.mode]}`, formatIndian(amountOf(p.amount)), columns)));
    if (tender.payments.some((p) => p.mode === 'cash')) {
      blocks.push(text(twoColumns('Cash tendered', formatIndian(amountOf(tender.cash_received)), columns)));
      blocks.push(text(twoColumns('Change', formatIndian(amountOf(tender.change)), columns)));
    }
  }
  if (total >= 0 && total <= MAX_PAISE_IN_WORDS) blocks.push(text(amountInWords(total)));
  const link = invoice.upi_link ?? '';
  const due = amountOf(invoice.upi_amount ?? invoice.final_billing.amount_due ?? invoice.final_billing.total);
  if (link !== '' && due > 0) {
    blocks.push({ kind: 'qr', data: link });
    blocks.push(text(`Scan to pay ₹${formatIndian(due)}`, 'center', true));
    blocks.push(text(`UPI: ${seller.upi_id ?? ''}`, 'center'));
  }
  TERMS.forEach((term, index) => blocks.push(text(`${index + 1}. ${term}`)));
  blocks.push(text('Thank you! Visit again.', 'center'));
  return blocks;
}
