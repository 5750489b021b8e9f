// Catalogue test helpers: a multipart upload as the import screens send it, and a product's stock against its ledger.
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/types';
import type { Reply, TestApi } from './api-client';

/** POST multipart/form-data with the file in `upload` and the field `import`, as the import screens do. */
export async function upload<B = unknown>(
  api: TestApi,
  path: string,
  file: { name: string; content: string | Uint8Array<ArrayBuffer>; type?: string } | null,
  cookie?: string,
): Promise<Reply<B>> {
  const form = new FormData();
  if (file) form.append('upload', new File([file.content], file.name, { type: file.type ?? 'text/csv' }));
  form.append('import', '1');
  const response = await api.app.request(`/api/${path}`, { method: 'POST', headers: cookie ? { cookie } : {}, body: form });
  const parsed = (await response.json()) as { head: { code: number; msg: string }; body: B };
  return {
    status: response.status,
    head: parsed.head,
    body: parsed.body,
    setCookie: response.headers.get('set-cookie'),
    retryAfter: response.headers.get('retry-after'),
  };
}

/** Stock column and the sum of the product's ledger rows: equal when every stock change left its row. */
export async function stockAndLedger(db: Kysely<Database>, kind: 'product' | 'retail', productId: number): Promise<{ stock: number; ledger: number }> {
  const row = await db
    .selectFrom(kind === 'product' ? 'products' : 'retail_products')
    .select('stock')
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  const sum = await db
    .selectFrom('stock_ledger')
    .select((eb) => eb.fn.sum<number | string | null>('qty_change').as('n'))
    .where('product_kind', '=', kind)
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return { stock: Number(row.stock), ledger: Number(sum.n ?? 0) };
}
