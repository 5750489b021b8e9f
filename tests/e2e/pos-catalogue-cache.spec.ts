// Issue 24: the counter at 100,000 products keeps its list in the browser (IndexedDB). A second visit to /pos asks only
// for the changes since the version it holds, and a price changed a moment ago is the price the scan bills.
import { sql } from 'kysely';
import type { Page } from '@playwright/test';
import type { CounterListBody } from '../../core/catalogue/counter-columns';
import { ensureSalesShop, expect, OWNER, pickCustomer, scan, shownLines, signIn, test, waitForBillingScreen } from './fixtures';

const PRODUCTS = 100_000;

test.beforeAll(async ({ kulir }) => {
  test.setTimeout(120_000);
  await kulir.withDatabase(async (db) => {
    await ensureSalesShop(db);
    const supplier = await db.selectFrom('suppliers').select('id').executeTakeFirstOrThrow();
    // One statement: WS000001 … WS100000, realistic names, rates from ₹500 to ₹15,500.
    await sql`insert into products (product_name, supplier_id, category_id, brand_id, unit_id, batch_no, serial_no, product_code, model, type, hsn_code,
        purchase_rate, sell_rate, price_per_pcs, rate, rate_per, count_of_pcs, box_contents, qty_per_box, stock, created_at, updated_at)
      with recursive n(i) as (select 1 union all select i + 1 from n where i < ${PRODUCTS})
      select (case i % 4 when 0 then 'Crompton' when 1 then 'Havells' when 2 then 'Usha' else 'Orient' end) || ' Wholesale Fan ' || printf('%06d', i),
        ${supplier.id}, null, null, null, '', 'WS' || printf('%06d', i), '', '', '', '841451',
        40000 + (i * 131) % 1200000, 50000 + (i * 131) % 1500000, 50000 + (i * 131) % 1500000, 50000 + (i * 131) % 1500000, 'Nos', 1, '', 1, 25,
        '2026-11-26T06:00:00.000Z', '2026-11-26T06:00:00.000Z'
      from n`.execute(db);
  });
});

interface ListAnswer {
  sent: { format?: string; since?: { epoch: string; version: number } };
  bytes: number;
  body: CounterListBody;
}

/** The next answer of the POS product list: what was asked, its size as sent, and what it said. */
async function nextListAnswer(page: Page): Promise<ListAnswer> {
  const response = await page.waitForResponse((r) => r.url().endsWith('/api/pos_api/pos_product_list.php'), { timeout: 60_000 });
  const text = await response.text();
  return { sent: response.request().postDataJSON() as ListAnswer['sent'], bytes: text.length, body: (JSON.parse(text) as { body: CounterListBody }).body };
}

/** The version of the list the page keeps in IndexedDB (null while none is written). */
function keptVersion(page: Page): Promise<number | null> {
  return page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        const open = indexedDB.open('kulir-counter');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('lists')) return resolve(null);
          const get = db.transaction('lists').objectStore('lists').get('wholesale');
          get.onsuccess = () => resolve((get.result as { version?: number } | undefined)?.version ?? null);
          get.onerror = () => resolve(null);
        };
      }),
  );
}

test('a second visit to /pos at 100,000 products does not download the list again, and scans the price changed a moment ago', async ({ page, kulir }) => {
  test.setTimeout(180_000);
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/home$/);

  // First visit: the whole list, in columns.
  const firstAnswer = nextListAnswer(page);
  await page.goto('/pos');
  const first = await firstAnswer;
  await waitForBillingScreen(page);
  expect(first.sent).toEqual({ format: 'columns' });
  expect(first.body.since).toBeNull();
  expect(first.body.products.product_id).toHaveLength(PRODUCTS + 2);
  await expect.poll(() => keptVersion(page), { timeout: 30_000 }).toBe(first.body.version);

  // A price changed through the API (the bulk price update), as the back office would, while the till is open.
  const fan = await kulir.withDatabase((db) =>
    db.selectFrom('products').select(['product_id', 'product_name']).where('serial_no', '=', 'WS077777').executeTakeFirstOrThrow(),
  );
  const update = await page.request.post('/api/update_product_price.php', {
    data: { product_id: fan.product_id, qty_per_box: 1, rate: '1234.56', price_per_pcs: '1234.56', product_code: '', count_of_pcs: 1, unit: '', stock: 25 },
  });
  expect(update.status()).toBe(200);

  // Second visit (a reload, as a till does the next morning): only the changes since the version kept.
  const secondAnswer = nextListAnswer(page);
  await page.reload();
  const second = await secondAnswer;
  await waitForBillingScreen(page);
  expect(second.sent).toEqual({ format: 'columns', since: { epoch: first.body.epoch, version: first.body.version } });
  expect(second.body.since).toBe(first.body.version);
  expect(second.body.products.serial_no).toEqual(['WS077777']);
  expect(second.body.removed).toEqual([]);
  expect(second.bytes).toBeLessThan(3_000);

  await pickCustomer(page, 'murug', /Murugan Electricals/);
  await scan(page, 'WS077777');
  await scan(page, 'WS000042');
  expect(await shownLines(page)).toEqual([
    `1 | WS077777 | ${fan.product_name} | 1,234.56 | 1 | 0 | 1,234.56`,
    '2 | WS000042 | Usha Wholesale Fan 000042 | 555.02 | 1 | 0 | 555.02',
  ]);

  // A third visit with nothing changed meanwhile: no product at all.
  await expect.poll(() => keptVersion(page), { timeout: 30_000 }).toBe(second.body.version);
  const thirdAnswer = nextListAnswer(page);
  await page.reload();
  const third = await thirdAnswer;
  await waitForBillingScreen(page);
  expect(third.body.since).toBe(second.body.version);
  expect(third.body.products.product_id).toEqual([]);
  // The bill in progress survived both reloads, at the prices it was scanned at.
  expect(await shownLines(page)).toHaveLength(2);
});
