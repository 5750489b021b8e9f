// The UPI QR on the A4 invoice and the 80 mm receipt (issue 22): scanned by any UPI app, it asks for the exact amount
// still due on the bill, to the shop's UPI ID, with the bill number as the note.
import { useMemo } from 'react';
import { formatIndian } from '../../core/money';
import type { InvoiceData } from '../api/print';
import { amountOf } from '../../core/records/order-rows';
import { qrDrawing } from '../../core/print/upi-qr';

export function UpiQr({ invoice, className }: { invoice: InvoiceData; className: string }) {
  const link = invoice.upi_link ?? '';
  const drawing = useMemo(() => (link === '' ? null : qrDrawing(link)), [link]);
  if (!drawing) return null;
  const billing = invoice.final_billing;
  // The QR's own amount (what it asks for), the same figure as the link's; a legacy server sends only what is due.
  const due = amountOf(invoice.upi_amount ?? billing.amount_due ?? billing.total);
  if (due <= 0) return null;
  return (
    <figure className={className} aria-label="UPI QR">
      <svg
        role="img"
        aria-label={`UPI QR code: pay ₹${formatIndian(due)}`}
        viewBox={`0 0 ${drawing.size} ${drawing.size}`}
        shapeRendering="crispEdges"
        data-upi-link={link}
      >
        <rect width={drawing.size} height={drawing.size} fill="#fff" />
        <path d={drawing.path} fill="#000" />
      </svg>
      <figcaption>
        <b>Scan to pay ₹{formatIndian(due)}</b>
        <span>UPI: {invoice.seller_detail.upi_id}</span>
      </figcaption>
    </figure>
  );
}
