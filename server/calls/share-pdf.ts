// Not in the spec (issue 33 item 5): a bill's and a statement of account's PDF, to share on WhatsApp. bill_pdf.php
// {order_id} answers a GST or retail bill as application/pdf (the print payload of print_detail.php drawn by
// server/sales/bill-pdf.ts); statement_pdf.php {party, id, from_date?, to_date?} the statement party_ledger.php answers.
import { billFileName, statementFileName } from '../../core/share/document-share';
import { defineCall } from '../call';
import { statementPdf } from '../ledger/statement-pdf';
import { orderIdBody } from '../sales/fields';
import { billPdf } from '../sales/bill-pdf';
import { partyLedgerBody, partyLedgerOf } from './ledger';
import { invoiceOf } from './print-details';

function pdfResponse(pdf: Uint8Array<ArrayBuffer>, fileName: string): Response {
  return new Response(pdf, {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName.replace(/[^\x20-\x7E]|"/g, '_')}"`,
      'cache-control': 'no-store',
    },
  });
}

export const billPdfCall = defineCall({
  path: 'bill_pdf.php',
  schema: orderIdBody,
  async run({ db, body }) {
    const invoice = await invoiceOf(db, body.order_id, ['gst', 'retail']);
    return pdfResponse(await billPdf(invoice), billFileName(invoice.bill_type === 'retail' ? 'retail' : 'gst', invoice.bill_no));
  },
});

export const statementPdfCall = defineCall({
  path: 'statement_pdf.php',
  schema: partyLedgerBody,
  async run({ db, body, user }) {
    const ledger = await partyLedgerOf(db, body, user);
    return pdfResponse(await statementPdf(ledger), statementFileName(ledger.party.name));
  },
});
