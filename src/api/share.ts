// Not in the spec (issue 33 item 5): a bill's PDF (bill_pdf.php) and a statement of account's (statement_pdf.php), to
// share on WhatsApp. A refusal comes back as the envelope's message.
import type { LedgerQuery } from './ledger';
import { request } from './client';

export type PdfReply = { ok: true; pdf: Blob } | { ok: false; msg: string };

async function fetchPdf(path: string, body: Record<string, unknown>): Promise<PdfReply> {
  const { reply, response } = await request(path, { method: 'POST', body, responseType: 'blob' });
  if (!response) return { ok: false, msg: 'Could not reach the server. Please try again.' };
  const data = response._data;
  if (response.ok && data instanceof Blob && (response.headers.get('content-type') ?? '').includes('application/pdf')) return { ok: true, pdf: data };
  if (reply.kind === 'envelope' && !reply.result.ok && !reply.result.network) return { ok: false, msg: reply.result.msg };
  return { ok: false, msg: `The PDF could not be made (${response.status}).` };
}

export const fetchBillPdf = (orderId: string): Promise<PdfReply> => fetchPdf('bill_pdf.php', { order_id: orderId });

export const fetchStatementPdf = (query: LedgerQuery): Promise<PdfReply> =>
  fetchPdf('statement_pdf.php', {
    party: query.party,
    id: query.id,
    ...(query.from ? { from_date: query.from } : {}),
    ...(query.to ? { to_date: query.to } : {}),
  });
