// The catalogue's file calls: the three imports (multipart, field `upload` and field `import`, with upload progress)
// and GET download_pricelist.php (a PDF saved as PriceList.pdf).
import type { ImportIssue } from '../../core/catalogue/import-rows';
import { apiUrl } from './client';

export type ImportPath = 'import_excell.php' | 'retail_import_excell.php' | 'import_excell_customer.php';

export interface ImportCounts {
  rows: number;
  added: number;
  updated: number;
}

export type ImportResult =
  | { ok: true; msg: string; counts: ImportCounts }
  | { ok: false; kind: 'refused'; code: number; msg: string; errors: ImportIssue[] }
  /** Spec §8: a reply that is not JSON, JSON of another shape, or no reply at all. */
  | { ok: false; kind: 'invalid' | 'unexpected' | 'network' };

/** The reply is read as text and then parsed (spec §7 Bulk). */
export function readImportReply(status: number, text: string): ImportResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, kind: 'invalid' };
  }
  if (!value || typeof value !== 'object' || !('head' in value)) return { ok: false, kind: 'unexpected' };
  const { head, body } = value as { head?: { code?: unknown; msg?: unknown }; body?: unknown };
  if (!head || typeof head !== 'object') return { ok: false, kind: 'unexpected' };
  const code = Number(head.code ?? status);
  const msg = String(head.msg ?? '');
  if (code === 200) {
    const counts = (body ?? {}) as Partial<ImportCounts>;
    return { ok: true, msg, counts: { rows: Number(counts.rows ?? 0), added: Number(counts.added ?? 0), updated: Number(counts.updated ?? 0) } };
  }
  const errors = body && typeof body === 'object' && Array.isArray((body as { errors?: unknown }).errors) ? ((body as { errors: ImportIssue[] }).errors) : [];
  return { ok: false, kind: 'refused', code, msg, errors };
}

/** Uploads the file; onProgress gets the fraction sent (0…1) as the browser reports it. */
export function importFile(path: ImportPath, file: File, onProgress: (sent: number) => void): Promise<ImportResult> {
  return new Promise((resolve) => {
    const form = new FormData();
    form.append('upload', file, file.name);
    form.append('import', '1');
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(path));
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve(readImportReply(request.status, request.responseText));
    request.onerror = () => resolve({ ok: false, kind: 'network' });
    request.onabort = () => resolve({ ok: false, kind: 'network' });
    request.send(form);
  });
}

export const PRICE_LIST_FILE = 'PriceList.pdf';

/** The price list PDF as a blob, or why not. */
export async function downloadPriceList(): Promise<{ ok: true; pdf: Blob } | { ok: false; msg: string }> {
  try {
    const response = await fetch(apiUrl('download_pricelist.php'), { method: 'GET', credentials: 'same-origin' });
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('application/pdf')) {
      const text = await response.text();
      let msg = `The price list could not be made (${response.status}).`;
      try {
        msg = String((JSON.parse(text) as { head: { msg: string } }).head.msg);
      } catch {
        // not an envelope: keep the status text
      }
      return { ok: false, msg };
    }
    return { ok: true, pdf: await response.blob() };
  } catch {
    return { ok: false, msg: 'Could not reach the server. Please try again.' };
  }
}
