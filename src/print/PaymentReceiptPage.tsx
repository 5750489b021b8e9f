// /paidprint/{order_id}/{paid_id} and /paidprintsupplier/{order_id}/{paid_id}: "Loading receipt..." until the data
// arrives, then the PAYMENT RECEIPT; the print dialog 2 s later with the title set to the paid-receipt title and
// the buyer's name, and the title put back 1 s after (machines/print.ts). Chrome is hidden (src/ui/chrome.ts).
import { createPrintMachine } from '../../machines/print';
import { fetchReceipt, type Party, type ReceiptData } from '../api/payments';
import { PaymentReceiptDocument } from './PaymentReceiptDocument';
import { PrintSheet, usePrintDocument } from './usePrintDocument';
import './print.css';
import './payment-receipt.css';

const receiptMachine = createPrintMachine<ReceiptData>();

export const paidReceiptTitle = (receipt: ReceiptData): string => `Paid_Receipt_${receipt.buyer_detail.name.trim()}`;

export function PaymentReceiptPage({ party, orderId, paidId }: { party: Party; orderId: string; paidId: string }) {
  const { reply } = usePrintDocument({
    machine: receiptMachine,
    load: () => fetchReceipt(party, orderId, paidId),
    source: `${party}/${orderId}/${paidId}`,
    input: { titleOf: paidReceiptTitle, titleDuring: 'printing' },
    keyword: 'receipt',
  });
  return (
    <PrintSheet sheet="a4" reply={reply} loadingLabel="Loading receipt...">
      {(receipt) => <PaymentReceiptDocument party={party} receipt={receipt} />}
    </PrintSheet>
  );
}
