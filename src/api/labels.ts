// product_labels.php (issue 33 item 2): the barcode labels PDF of products or of a purchase, or why not.
import type { ProductLabelsBody } from '../../core/labels/label-request';
import { request } from './client';

export type LabelsReply = { ok: true; pdf: Blob; fileName: string } | { ok: false; msg: string };

export async function downloadLabels(body: ProductLabelsBody): Promise<LabelsReply> {
  const { reply, response } = await request('product_labels.php', { body: body as Record<string, unknown>, responseType: 'blob' });
  if (!response) return { ok: false, msg: 'Could not reach the server. Please try again.' };
  const data = response._data;
  if (response.ok && data instanceof Blob && (response.headers.get('content-type') ?? '').includes('application/pdf')) {
    const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
    return { ok: true, pdf: data, fileName: named?.[1] ?? 'labels.pdf' };
  }
  if (reply.kind === 'envelope' && !reply.result.ok && !reply.result.network) return { ok: false, msg: reply.result.msg };
  return { ok: false, msg: `The labels could not be made (${response.status}).` };
}
