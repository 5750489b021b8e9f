// The catalogue's file calls: the three imports (multipart, field `upload` and field `import`, with upload progress)
// and GET download_pricelist.php (a PDF saved as PriceList.pdf). Both go through the one client and its envelope reader.
import type { ImportCounts, ImportResult } from '../../core/api/import-result';
import type { ImportIssue } from '../../core/catalogue/import-rows';
import { request, type Reply } from './client';

export type { ImportCounts, ImportResult };

export type ImportPath = 'import_excell.php' | 'retail_import_excell.php' | 'import_excell_customer.php';

/** An import's reply as the import screen tells it (spec §7 Bulk: the reply is read as text and then parsed). */
export function importResultOf(reply: Reply<Partial<ImportCounts>>): ImportResult {
  if (reply.kind === 'network') return { ok: false, kind: 'network' };
  if (reply.kind === 'unreadable') return { ok: false, kind: reply.why === 'not-json' ? 'invalid' : 'unexpected' };
  const { result, body } = reply;
  if (result.ok) {
    const counts = result.body ?? {};
    return { ok: true, msg: result.msg, counts: { rows: Number(counts.rows ?? 0), added: Number(counts.added ?? 0), updated: Number(counts.updated ?? 0) } };
  }
  if (result.network) return { ok: false, kind: 'network' };
  const errors = body && typeof body === 'object' && Array.isArray((body as { errors?: unknown }).errors) ? (body as { errors: ImportIssue[] }).errors : [];
  return { ok: false, kind: 'refused', code: result.code, msg: result.msg, errors };
}

/** Uploads the file; onProgress gets the fraction sent (0…1) as the browser reports it. */
export async function importFile(path: ImportPath, file: File, onProgress: (sent: number) => void): Promise<ImportResult> {
  const form = new FormData();
  form.append('upload', file, file.name);
  form.append('import', '1');
  const { reply } = await request<Partial<ImportCounts>>(path, { body: form, onUploadProgress: onProgress });
  return importResultOf(reply);
}

export const PRICE_LIST_FILE = 'PriceList.pdf';

/** The price list PDF as a blob, or why not. */
export async function downloadPriceList(): Promise<{ ok: true; pdf: Blob } | { ok: false; msg: string }> {
  const { reply, response } = await request('download_pricelist.php', { method: 'GET', responseType: 'blob' });
  if (!response) return { ok: false, msg: 'Could not reach the server. Please try again.' };
  const data = response._data;
  if (response.ok && data instanceof Blob && (response.headers.get('content-type') ?? '').includes('application/pdf')) return { ok: true, pdf: data };
  if (reply.kind === 'envelope' && !reply.result.ok && !reply.result.network) return { ok: false, msg: reply.result.msg };
  return { ok: false, msg: `The price list could not be made (${response.status}).` };
}
