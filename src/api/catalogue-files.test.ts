import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadPriceList, importFile } from './catalogue-files';
import { setUnauthorizedHandler } from './client';

/** The browser's XMLHttpRequest as far as an upload uses it: the body is "sent" in two halves, then the reply. */
function xhrAnswering(answer: { status: number; text: string; headers?: string } | 'network') {
  const sent: Array<{ method: string; url: string; body: unknown; withCredentials: boolean; headers: Record<string, string> }> = [];
  class UploadXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private call = { method: '', url: '', headers: {} as Record<string, string> };
    open(method: string, url: string) {
      this.call = { method, url, headers: {} };
    }
    setRequestHeader(name: string, value: string) {
      this.call.headers[name] = value;
    }
    getAllResponseHeaders() {
      return answer === 'network' ? '' : (answer.headers ?? 'content-type: application/json\r\n');
    }
    send(body: unknown) {
      sent.push({ ...this.call, body, withCredentials: this.withCredentials });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        if (answer === 'network') return this.onerror?.();
        this.status = answer.status;
        this.responseText = answer.text;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', UploadXhr);
  return sent;
}

const file = new File(['Product Name,Rate,Qty Per Box,Stock\nFan Capacitor,85,10,40\n'], 'retail.csv', { type: 'text/csv' });

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => {});
});

describe('importFile', () => {
  it('posts the file as multipart (fields upload and import) with the session, reports progress and reads the counts', async () => {
    const sent = xhrAnswering({
      status: 200,
      text: '{"head":{"code":200,"msg":"Imported 1 retail products: 1 added, 0 updated."},"body":{"rows":1,"added":1,"updated":0}}',
    });
    const progress: number[] = [];
    const result = await importFile('retail_import_excell.php', file, (fraction) => progress.push(fraction));
    expect(result).toEqual({ ok: true, msg: 'Imported 1 retail products: 1 added, 0 updated.', counts: { rows: 1, added: 1, updated: 0 } });
    expect(progress).toEqual([0.5, 1]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/retail_import_excell.php', withCredentials: true });
    const form = sent[0]?.body as FormData;
    expect((form.get('upload') as File).name).toBe('retail.csv');
    expect(form.get('import')).toBe('1');
    // The browser sets the multipart boundary itself: the client must not claim JSON for a form.
    expect(Object.keys(sent[0]?.headers ?? {}).map((h) => h.toLowerCase())).not.toContain('content-type');
  });

  it('keeps every bad row of a refusal', async () => {
    xhrAnswering({
      status: 400,
      text: '{"head":{"code":400,"msg":"Nothing was imported: 1 row has a problem. Row 2, Rate: is required"},"body":{"errors":[{"row":2,"column":"Rate","reason":"is required"}],"error_count":1,"more":0}}',
    });
    expect(await importFile('retail_import_excell.php', file, () => {})).toEqual({
      ok: false,
      kind: 'refused',
      code: 400,
      msg: 'Nothing was imported: 1 row has a problem. Row 2, Rate: is required',
      errors: [{ row: 2, column: 'Rate', reason: 'is required' }],
    });
  });

  it('tells a reply that is not JSON, JSON of another shape and no reply apart (spec §8)', async () => {
    xhrAnswering({ status: 502, text: '<html>Bad gateway</html>', headers: 'content-type: text/html\r\n' });
    expect(await importFile('import_excell.php', file, () => {})).toEqual({ ok: false, kind: 'invalid' });
    xhrAnswering({ status: 200, text: '{"status":"ok"}' });
    expect(await importFile('import_excell.php', file, () => {})).toEqual({ ok: false, kind: 'unexpected' });
    xhrAnswering('network');
    expect(await importFile('import_excell.php', file, () => {})).toEqual({ ok: false, kind: 'network' });
  });

  it('sends the user to sign in when the session has ended, as every call does', async () => {
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    xhrAnswering({ status: 401, text: '{"head":{"code":401,"msg":"Please sign in again"},"body":null}' });
    expect(await importFile('import_excell_customer.php', file, () => {})).toMatchObject({ ok: false, kind: 'refused', code: 401 });
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('downloadPriceList', () => {
  it('answers the PDF as a blob', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) => new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { headers: { 'content-type': 'application/pdf' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const result = await downloadPriceList();
    expect(result.ok && (await result.pdf.arrayBuffer()).byteLength).toBe(4);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/download_pricelist.php');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'same-origin' });
  });

  it("shows a refusal's message, a status for anything else, and a network failure in words", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"head":{"code":403,"msg":"Permission denied"},"body":null}', { status: 403, headers: { 'content-type': 'application/json' } }),
      ),
    );
    expect(await downloadPriceList()).toEqual({ ok: false, msg: 'Permission denied' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502, headers: { 'content-type': 'text/html' } })),
    );
    expect(await downloadPriceList()).toEqual({ ok: false, msg: 'The price list could not be made (502).' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await downloadPriceList()).toEqual({ ok: false, msg: 'Could not reach the server. Please try again.' });
  });
});
