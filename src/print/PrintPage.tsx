// /invoice, /estimate_invoice, /retailinvoice, /retailreceipt: "Loading..." until the bill arrives, then the
// document, then the print dialog 2 seconds later (machines/print.ts). Chrome is hidden on these routes
// (src/ui/chrome.ts). window.print is looked up when called, so a test can replace it.
import { useEffect } from 'react';
import { printMachine } from '../../machines/print';
import { fetchInvoice, type PrintKind } from '../api/print';
import { isCounterPrintWindow } from '../billing/counter-print';
import { InvoiceDocument } from './InvoiceDocument';
import { printTitle } from '../../core/print/invoice-rows';
import { ReceiptDocument } from './ReceiptDocument';
import './print.css';
import { PrintSheet, usePrintDocument } from './usePrintDocument';

export type PrintScreen = 'invoice' | 'quotation' | 'retail' | 'receipt' | 'receipt58';

const SOURCE: Record<PrintScreen, PrintKind> = { invoice: 'invoice', quotation: 'quotation', retail: 'retail', receipt: 'retail', receipt58: 'retail' };

export function PrintPage({ screen, orderId }: { screen: PrintScreen; orderId: string }) {
  const receipt = screen === 'receipt' || screen === 'receipt58';
  const { snapshot, reply } = usePrintDocument({
    machine: printMachine,
    load: () => fetchInvoice(SOURCE[screen], orderId),
    source: `${screen}/${orderId}`,
    input: {
      titleOf: (bill) => printTitle(screen === 'receipt58' ? 'receipt' : screen, bill.buyer_detail.name, bill.order_date),
      titleDuring: screen === 'quotation' ? 'printing' : 'page',
    },
    keyword: 'invoice',
  });
  // Leaving the page puts the app's title back.
  useEffect(() => {
    const previous = document.title;
    return () => {
      document.title = previous;
    };
  }, []);
  // Opened by the counter's print key: once printed, the window goes and the counter is in front again.
  const printed = snapshot.matches('printed');
  useEffect(() => {
    if (printed && isCounterPrintWindow()) window.close();
  }, [printed]);

  return (
    <PrintSheet sheet={receipt ? 'receipt' : 'a4'} reply={reply} loadingLabel={receipt ? 'Loading receipt...' : 'Loading...'}>
      {(bill) =>
        screen === 'receipt' || screen === 'receipt58' ? (
          <ReceiptDocument invoice={bill} paper={screen === 'receipt58' ? 58 : 80} />
        ) : (
          <InvoiceDocument layout={screen} invoice={bill} />
        )
      }
    </PrintSheet>
  );
}
