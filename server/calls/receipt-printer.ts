// receipt_print.php and drawer_open.php (issue 33): a retail bill's receipt, as ESC/POS, to the till's network printer,
// and the cash drawer opened on its own. The bill is read from what is stored, after its save has returned: a printer
// that fails or does not answer is a message (503), never a change to the bill. Neither holds a transaction open while
// it waits for the printer.
import type { ReceiptPrinted, DrawerOpened } from '../../core/devices/receipt-print';
import { drawerOpenBody, receiptPrintBody } from '../../core/devices/receipt-print';
import { parsePrinterAddress, type PrinterAddress } from '../../core/devices/printer-address';
import { defineCall } from '../call';
import { drawerPulseEscPos, receiptEscPos } from '../devices/receipt-escpos';
import { sendToPrinter } from '../devices/printer-socket';
import { ApiError } from '../envelope';
import { readSettings } from '../sales/catalogue';
import { invoiceOf } from './print-details';

function addressOf(printer: string): PrinterAddress {
  const address = parsePrinterAddress(printer);
  // The schema has already checked it; a miss here is a bug, said plainly.
  if (!address) throw new ApiError(400, `printer: ${printer} is not a host and port`);
  return address;
}

export const receiptPrint = defineCall({
  path: 'receipt_print.php',
  schema: receiptPrintBody,
  async run({ db, body }) {
    const invoice = await invoiceOf(db, body.order_id, ['retail']);
    const settings = await readSettings(db);
    const paper = settings.retail_print === 'receipt58' ? 58 : 80;
    // The drawer opens for the bill's own cash, as booked with it; a bill paid by UPI or card alone leaves it shut.
    const cash = (invoice.tender?.payments ?? []).some((p) => p.mode === 'cash');
    const openDrawer = body.open_drawer === 1 && cash;
    const outcome = await sendToPrinter(addressOf(body.printer), receiptEscPos(invoice, paper, openDrawer));
    if (!outcome.ok) throw new ApiError(503, `${outcome.msg} The bill is saved.`);
    const reply: ReceiptPrinted = { order_id: String(body.order_id), printer: body.printer, drawer_opened: openDrawer ? '1' : '0' };
    return { msg: 'Receipt sent to the printer.', body: reply };
  },
});

export const drawerOpen = defineCall({
  path: 'drawer_open.php',
  write: true,
  schema: drawerOpenBody,
  // Before the call's transaction: the printer is not waited for inside one, and the attempt is audited (who, why,
  // whether it opened) even when the printer does not answer.
  async prepare({ body, audit }) {
    const outcome = await sendToPrinter(addressOf(body.printer), drawerPulseEscPos());
    await audit({
      entity: 'cash_drawer',
      entityId: body.printer,
      after: { reason: body.reason, opened: outcome.ok ? '1' : '0', ...(outcome.ok ? {} : { problem: outcome.msg }) },
    });
    if (!outcome.ok) throw new ApiError(503, `${outcome.msg} The drawer was not opened.`);
    return outcome;
  },
  async run({ body }) {
    const reply: DrawerOpened = { printer: body.printer };
    return { msg: 'Cash drawer opened.', body: reply };
  },
});
