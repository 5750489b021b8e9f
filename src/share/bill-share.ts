// Alt+W on a bill's details and at the counter after a save (issue 33 item 5): the bill's PDF and its print payload
// (print_detail.php: the figures and the UPI link its printed QR carries), the message built in core.
import { billShare } from '../../core/share/document-share';
import { rupeesToPaise } from '../../core/money';
import { fetchInvoice } from '../api/print';
import { fetchBillPdf } from '../api/share';
import { shareDocument, withShare } from './share-document';

/** Shares a GST or retail bill; answers what the status line says. */
export function shareBill(orderId: string): Promise<string> {
  return shareDocument(async () => {
    const [invoice, pdf] = await Promise.all([fetchInvoice('invoice', orderId), fetchBillPdf(orderId)]);
    if (!invoice.ok) return { ok: false, msg: invoice.network ? 'Could not reach the server. Please try again.' : invoice.msg };
    const bill = invoice.body;
    const billing = bill.final_billing;
    return withShare(pdf, () =>
      billShare({
        shopName: bill.seller_detail.shop_name,
        partyName: bill.buyer_detail.name,
        mobile: bill.buyer_detail.telephone,
        kind: bill.bill_type === 'retail' ? 'retail' : 'gst',
        billNo: bill.bill_no ?? bill.order_id,
        date: bill.order_date,
        total: rupeesToPaise(billing.total),
        due: rupeesToPaise(billing.amount_due ?? billing.total),
        upiLink: bill.upi_link ?? '',
      }),
    );
  });
}
