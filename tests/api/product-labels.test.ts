// product_labels.php (issue 33 item 2): barcode labels as a PDF, read back as a scanner would (pdftoppm at 300 dpi,
// zxing-wasm): from products with their copies, and from a purchase (one label per unit bought), on each label stock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { code128OnPages } from '../support/barcode-decode';
import { TEST_DIALECTS } from '../support/database';
import { pdfPageTexts } from '../support/pdf-text';
import { addPurchase } from '../support/purchase-fixtures';
import { addProduct, addSupplier, ownerIdOf } from '../support/sales-fixtures';

describe.each(TEST_DIALECTS)('product_labels.php on %s', (dialect) => {
  let api: TestApi;
  let owner: string;
  let fan: number;
  let stabiliser: number;
  let stand: number;
  let bare: number;
  let narrow: number;
  let long: number;
  let purchaseId: number;

  beforeAll(async () => {
    api = await startApi(dialect);
    owner = await api.signInOwner();
    const supplier = await addSupplier(api.db);
    fan = await addProduct(api.db, supplier, { name: 'Crompton Aura 1200 mm Ceiling Fan', serial: 'LGD211CF', rate: 2_849_00, stock: 4 });
    stabiliser = await addProduct(api.db, supplier, { name: 'மின்விசிறி V-Guard', serial: 'VG-STAB/5', rate: 1_79_938_00, stock: 2 });
    stand = await addProduct(api.db, supplier, { name: 'Fridge Stand', serial: '', rate: 450_00, stock: 9 });
    await api.db.updateTable('products').set({ product_code: 'STD-01' }).where('product_id', '=', stand).execute();
    bare = await addProduct(api.db, supplier, { name: 'Loose Bracket', serial: '', rate: 90_00, stock: 9 });
    // 13 letters fill a 38 mm label at the narrowest module; 18 do not fit it.
    narrow = await addProduct(api.db, supplier, { name: 'Havells Stabiliser', serial: 'ABCDEFGHJKLMN', rate: 3_100_00, stock: 1 });
    long = await addProduct(api.db, supplier, { name: 'Usha Cooler Stand', serial: 'ABCDEFGHJKLMNPQRST', rate: 1_200_00, stock: 1 });
    const purchase = await addPurchase(api.db, {
      supplierId: supplier,
      createdBy: await ownerIdOf(api.db),
      lines: [
        { productId: fan, rate: 2_000_00, qty: 2 },
        { productId: stand, rate: 300_00, qty: 1 },
      ],
    });
    purchaseId = purchase.purchaseId;
  });
  afterAll(() => api.dispose());

  const labels = (body: unknown, cookie = owner) =>
    api.app.request('/api/product_labels.php', { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const pdfOf = async (response: Response) => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    return new Uint8Array(await response.arrayBuffer());
  };
  const refusal = async (response: Response) => ({ status: response.status, ...((await response.json()) as { head: { code: number; msg: string } }).head });

  it('prints each product as many times as its copies on a 65-up sheet, the serial (else the product code) as Code 128', async () => {
    const response = await labels({
      layout: 'a4-65',
      items: [
        { product_id: fan, copies: 2 },
        { product_id: stand, copies: 1 },
        { product_id: stabiliser, copies: 1 },
      ],
    });
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="labels.pdf"');
    expect(response.headers.get('x-label-count')).toBe('4');
    const pdf = await pdfOf(response);
    expect(await code128OnPages(pdf)).toEqual([['LGD211CF', 'LGD211CF', 'STD-01', 'VG-STAB/5']]);
    const text = (await pdfPageTexts(pdf)).join('\n');
    expect(text).toContain('Crompton Aura 1200 mm Ceiling Fan');
    expect(text).toContain('மின்விசிறி');
    expect(text).toContain('₹');
    expect(text).toContain('1,79,938.00');
    expect(text).toContain('2,849.00');
  }, 60_000);

  it('prints one label per unit bought from a purchase, on the 24-up sheet and on the roll (a page a label)', async () => {
    const sheet = await pdfOf(await labels({ layout: 'a4-24', purchase_id: purchaseId }));
    expect(await code128OnPages(sheet)).toEqual([['LGD211CF', 'LGD211CF', 'STD-01']]);
    const roll = await labels({ layout: 'roll-50x25', purchase_id: String(purchaseId) });
    expect(roll.headers.get('content-disposition')).toBe(`attachment; filename="labels-purchase-${purchaseId}.pdf"`);
    expect(await code128OnPages(await pdfOf(roll))).toEqual([['LGD211CF'], ['LGD211CF'], ['STD-01']]);
  }, 60_000);

  it('starts a part-used sheet at the given label and goes on to the next page', async () => {
    const pdf = await pdfOf(await labels({ layout: 'a4-24', items: [{ product_id: stand, copies: 3 }], start_position: 23 }));
    expect(await code128OnPages(pdf)).toEqual([['STD-01', 'STD-01'], ['STD-01']]);
  }, 60_000);

  it('reads back the longest code a 38 × 21 mm label holds, and refuses a longer one there but prints it on wider labels', async () => {
    const sheet = await pdfOf(await labels({ layout: 'a4-65', items: [{ product_id: narrow, copies: 2 }] }));
    expect(await code128OnPages(sheet)).toEqual([['ABCDEFGHJKLMN', 'ABCDEFGHJKLMN']]);
    expect(await refusal(await labels({ layout: 'a4-65', items: [{ product_id: long, copies: 1 }] }))).toEqual({
      status: 400,
      code: 400,
      msg: 'The code ABCDEFGHJKLMNPQRST of Usha Cooler Stand is too long for a barcode on a 38 × 21 mm label: choose wider labels.',
    });
    const roll = await pdfOf(await labels({ layout: 'roll-50x25', items: [{ product_id: long, copies: 1 }] }));
    expect(await code128OnPages(roll)).toEqual([['ABCDEFGHJKLMNPQRST']]);
  }, 60_000);

  it('refuses an unknown product, a product with neither serial nor code, 0 copies, more than 1,000 labels and an unknown layout', async () => {
    expect(await refusal(await labels({ layout: 'a4-65', items: [{ product_id: 999_999, copies: 1 }] }))).toEqual({
      status: 404,
      code: 404,
      msg: 'No product with product_id 999999',
    });
    expect(await refusal(await labels({ layout: 'a4-65', items: [{ product_id: bare, copies: 1 }] }))).toEqual({
      status: 400,
      code: 400,
      msg: 'Loose Bracket has no serial number or product code to print as a barcode.',
    });
    expect(await refusal(await labels({ layout: 'a4-65', items: [{ product_id: fan, copies: 0 }] }))).toMatchObject({
      status: 400,
      msg: 'items.0.copies: must be a whole number from 1 to 1000',
    });
    expect(await refusal(await labels({ layout: 'a4-65', items: [{ product_id: fan, copies: 1001 }] }))).toMatchObject({
      status: 400,
      msg: 'items.0.copies: must be a whole number from 1 to 1000',
    });
    expect(
      await refusal(
        await labels({
          layout: 'a4-65',
          items: [
            { product_id: fan, copies: 600 },
            { product_id: stand, copies: 401 },
          ],
        }),
      ),
    ).toMatchObject({ status: 400, msg: 'items: At most 1,000 labels at a time, not 1,001.' });
    expect(await refusal(await labels({ layout: 'a4-40', items: [{ product_id: fan, copies: 1 }] }))).toMatchObject({
      status: 400,
      msg: 'layout: must be one of a4-65, a4-24, roll-50x25',
    });
    expect(await refusal(await labels({ layout: 'a4-24', items: [{ product_id: fan, copies: 1 }], start_position: 25 }))).toMatchObject({
      status: 400,
      msg: 'start_position: must be a label place from 1 to 24',
    });
    expect(await refusal(await labels({ layout: 'a4-24' }))).toMatchObject({ status: 400, msg: 'items: Choose at least one product for labels.' });
    expect(await refusal(await labels({ layout: 'a4-24', purchase_id: 999_999 }))).toEqual({
      status: 404,
      code: 404,
      msg: 'No purchase with purchase_id 999999',
    });
  });

  it('refuses a product deleted from the list', async () => {
    await api.db.updateTable('products').set({ deleted_at: '2026-11-21T06:30:00.000Z' }).where('product_id', '=', bare).execute();
    expect(await refusal(await labels({ layout: 'a4-65', items: [{ product_id: bare, copies: 1 }] }))).toMatchObject({ status: 404 });
  });

  it('answers 401 without a session and 403 without the product (or purchase list) flag', async () => {
    const anonymous = await api.app.request('/api/product_labels.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ layout: 'a4-65', items: [{ product_id: fan, copies: 1 }] }),
    });
    expect(anonymous.status).toBe(401);
    const cashier = await api.addEmployee({ flags: ['gstbill', 'customer'] });
    const cookie = await api.signIn(cashier.email, cashier.password);
    expect((await labels({ layout: 'a4-65', items: [{ product_id: fan, copies: 1 }] }, cookie)).status).toBe(403);
    const clerk = await api.addEmployee({ flags: ['product'] });
    expect((await labels({ layout: 'a4-65', items: [{ product_id: fan, copies: 1 }] }, await api.signIn(clerk.email, clerk.password))).status).toBe(200);
    const buyer = await api.addEmployee({ flags: ['purchase_list'] });
    expect((await labels({ layout: 'roll-50x25', purchase_id: purchaseId }, await api.signIn(buyer.email, buyer.password))).status).toBe(200);
  });
});
