// Issue 31: what the law asks on an e-invoiced document's print: the IRN, the acknowledgement number and date, and a
// QR code of the signed QR string exactly as the IRP issued it; and the e-way bill number and date that go with the
// goods. Drawn only when the owner attached them (irn_attach.php, ewaybill_attach.php).
import { useMemo } from 'react';
import type { EwayBillPrint, IrnPrint } from '../../core/api/print-document';
import { qrDrawing } from '../../core/print/upi-qr';

export function IrnBlock({ irn, ewaybill }: { irn?: IrnPrint | null; ewaybill?: EwayBillPrint | null }) {
  const signed = irn?.signed_qr ?? '';
  const drawing = useMemo(() => (signed === '' ? null : qrDrawing(signed, 'L')), [signed]);
  if (!irn && !ewaybill) return null;
  return (
    <section className="pr-irn" aria-label="E-invoice">
      <dl>
        {irn && (
          <>
            <dt>IRN</dt>
            <dd className="pr-irn-no">{irn.irn}</dd>
            <dt>Ack No.</dt>
            <dd>{irn.ack_no}</dd>
            <dt>Ack Date</dt>
            <dd>{irn.ack_date}</dd>
          </>
        )}
        {ewaybill && (
          <>
            <dt>E-way Bill No.</dt>
            <dd>{ewaybill.ewb_no}</dd>
            <dt>E-way Bill Date</dt>
            <dd>{ewaybill.ewb_date}</dd>
          </>
        )}
      </dl>
      {drawing && (
        <svg
          className="pr-irn-qr"
          role="img"
          aria-label="E-invoice QR code"
          viewBox={`0 0 ${drawing.size} ${drawing.size}`}
          shapeRendering="crispEdges"
          data-signed-qr={signed}
        >
          <rect width={drawing.size} height={drawing.size} fill="#fff" />
          <path d={drawing.path} fill="#000" />
        </svg>
      )}
    </section>
  );
}
