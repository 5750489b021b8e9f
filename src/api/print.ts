// The print screens' data (spec §3 "Invoice or quotation payload"): tax invoice, quotation, retail invoice and receipt.
import type { BillDetailLine, BuyerDetail, CounterTender, FinalBilling, HsnSummaryRow, InvoiceData, SellerDetail } from '../../core/api/print-document';
import { callApi, type ApiResult } from './client';

export type { BillDetailLine, BuyerDetail, CounterTender, FinalBilling, HsnSummaryRow, InvoiceData, SellerDetail };

export type PrintKind = 'invoice' | 'quotation' | 'retail';

const PATHS: Record<PrintKind, string> = {
  invoice: 'print_detail.php',
  quotation: 'print_estimate_detail.php',
  retail: 'retail_print_detail.php',
};

export function fetchInvoice(kind: PrintKind, orderId: string): Promise<ApiResult<InvoiceData>> {
  return callApi<InvoiceData>(PATHS[kind], { order_id: orderId });
}
