// The price list PDF (download_pricelist.php, issue 22): a long list repeats its column header row at the top of every
// page, and Tamil and Devanagari names print in the bundled Noto fonts (read back as text, not "?").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { pdfPageTexts } from '../support/pdf-text';
import { addRetailProduct } from '../support/sales-fixtures';

const HEADER = /S\.No\s*Product\s*Code\s*Qty\/Box\s*Rate \(Rs\.\)/;

describe.each(TEST_DIALECTS)('the price list PDF on %s', (dialect) => {
  let api: TestApi;
  let owner: string;

  beforeAll(async () => {
    api = await startApi(dialect);
    owner = await api.signInOwner();
    await addRetailProduct(api.db, { name: 'மின்விசிறி Crompton', code: 'TAM1', rate: 185_000, stock: 5 });
    await addRetailProduct(api.db, { name: 'पंखा Usha', code: 'HIN1', rate: 172_500, stock: 5 });
    for (let i = 1; i <= 90; i += 1)
      await addRetailProduct(api.db, { name: `Bajaj 2-pin plug ${i}`, code: `BJ${String(i).padStart(3, '0')}`, rate: 4_500, stock: 100 });
  });
  afterAll(() => api.dispose());

  const download = async () => {
    const response = await api.app.request('/api/download_pricelist.php', { method: 'GET', headers: { cookie: owner } });
    expect(response.status).toBe(200);
    return pdfPageTexts(new Uint8Array(await response.arrayBuffer()));
  };

  it('repeats the column header row on every page, and lists every product once', async () => {
    const pages = await download();
    expect(pages.length).toBeGreaterThan(1);
    for (const text of pages) expect(text).toMatch(HEADER);
    const all = pages.join('\n');
    for (let i = 1; i <= 90; i += 1) expect(all.match(new RegExp(`BJ${String(i).padStart(3, '0')}`, 'g'))).toHaveLength(1);
  });

  it('prints Tamil and Devanagari names as themselves, not "?"', async () => {
    const all = (await download()).join('\n');
    expect(all).toContain('மின்விசிறி');
    expect(all).toContain('पंखा');
    expect(all).toContain('Crompton');
    expect(all).not.toContain('?');
  });
});
