// receipt_print.php and drawer_open.php (issue 33): the till's network receipt printer and its cash drawer.
import type { DrawerOpened, ReceiptPrinted } from '../../core/devices/receipt-print';
import { callApi, type ApiResult } from './client';

/** A retail bill's receipt to the printer; openDrawer right after its save (a cash tender pulses the drawer). */
export function printReceipt(orderId: string, printer: string, openDrawer: boolean): Promise<ApiResult<ReceiptPrinted>> {
  return callApi<ReceiptPrinted>('receipt_print.php', { order_id: orderId, printer, open_drawer: openDrawer ? '1' : '0' });
}

/** The cash drawer opened on its own, with the reason (audited). */
export function openCashDrawer(printer: string, reason: string): Promise<ApiResult<DrawerOpened>> {
  return callApi<DrawerOpened>('drawer_open.php', { printer, reason });
}
