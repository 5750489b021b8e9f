import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseBodyOf } from '../../core/purchase';
import { appendPurchase, deserialisePurchaseJournal, EMPTY_JOURNAL, foldPurchase, serialisePurchaseJournal } from '../../core/purchase/purchase.journal';
import type { PurchaseDetail, PurchaseSaved } from '../../core/purchase/purchase.replies';
import type { Database } from '../../server/db/types';
import { startApi, type TestApi } from '../support/api-client';
import { stockAndLedger } from '../support/catalogue-fixtures';
import { TEST_DIALECTS } from '../support/database';
import { wholesaleBody } from '../support/pos-payloads';
import { purchaseBody, purchaseEditBody, type PurchaseLineSeed } from '../support/purchase-payloads';
import { addProduct, addSupplier, lastAudit, seedShop, stockOf, type Shop } from '../support/sales-fixtures';

type Saved = PurchaseSaved;
type Detail = PurchaseDetail;

const STALE = 'This purchase was changed by someone else since you opened it. Reload it and make your change again.';

async function purchaseState(db: Kysely<Database>): Promise<Record<string, number>> {
  const state: Record<string, number> = {};
  for (const table of ['purchases', 'purchase_lines', 'stock_ledger', 'audit_log', 'request_log'] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    state[table] = Number(row.n);
  }
  for (const p of await db.selectFrom('products').select(['product_id', 'stock']).execute()) state[`product ${p.product_id}`] = p.stock;
  for (const p of await db.selectFrom('purchases').select(['purchase_id', 'version', 'total']).execute())
    state[`purchase ${p.purchase_id}`] = p.version * 1e12 + Number(p.total);
  return state;
}

describe.each(TEST_DIALECTS)('purchases on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let buyer: string;
  let stranger: string;
  const save = (body: unknown, cookie = buyer) => api.call<Saved>('pos_api/pos_order_purchase.php', body, { cookie });
  const details = (id: number | string, cookie = buyer) => api.call<Detail>('pos_api/pos_purchase_list_details.php', { purchase_id: id }, { cookie });
  const edit = (body: unknown, cookie = buyer) => api.call<Saved>('pos_api/pos_purchase_edit.php', body, { cookie });
  const saveOk = async (lines: PurchaseLineSeed[], gstBp = 1800) => {
    const reply = await save(purchaseBody(shop.supplierId, lines, gstBp));
    expect(reply.head.msg).toBe('Purchase saved successfully!');
    return Number(reply.body.purchase_id);
  };
  const linesOf = async (id: number) => (await details(id)).body.order_details;

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    // A sale here goes to Murugan on credit past his ₹50,000 limit: not about the credit limit (credit-limit.test.ts).
    await api.db.updateTable('customers').set({ credit_limit: 0 }).execute();
    owner = await api.signInOwner();
    const b = await api.addEmployee({ flags: ['purchase_list'] });
    buyer = await api.signIn(b.email, b.password);
    const s = await api.addEmployee({ flags: ['gstbill', 'supplier', 'payment_details'] });
    stranger = await api.signIn(s.email, s.password);
  });
  afterAll(() => api.dispose());

  describe('pos_order_purchase.php', () => {
    it("saves the purchase with the server's figures, adds its stock with one ledger row per product, and audits it", async () => {
      const fanBefore = await stockOf(api.db, 'product', shop.fan);
      const coolerBefore = await stockOf(api.db, 'product', shop.cooler);
      // 3 × 1,199.99 + 3 × 2,000.50 = 9,601.47; rounded 9,601; 18% = 1,728.18; grand total 11,329.18.
      const body = purchaseBody(shop.supplierId, [
        { productId: shop.fan, rate: 119_999, qty: 2 },
        { productId: shop.cooler, rate: 200_050, qty: 3 },
        { productId: shop.fan, rate: 119_999, qty: 1 },
      ]);
      const reply = await save(body);
      expect(reply.status).toBe(200);
      expect(reply.head).toEqual({ code: 200, msg: 'Purchase saved successfully!' });
      expect(reply.body).toMatchObject({ total: '11329.18', version: 1 });
      const id = Number(reply.body.purchase_id);
      const stored = await api.db.selectFrom('purchases').selectAll().where('purchase_id', '=', id).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        supplier_id: shop.supplierId,
        supplier_name: 'Chennai Fans Distributors',
        order_date: '2026-11-21',
        gst_bp: 1800,
        subtotal: 960_147,
        gst_amt: 172_818,
        cgst_amt: 86_409,
        sgst_amt: 86_409,
        total: 1_132_918,
        paid_amount: 0,
      });
      expect(await stockOf(api.db, 'product', shop.fan)).toBe(fanBefore + 3);
      expect(await stockOf(api.db, 'product', shop.cooler)).toBe(coolerBefore + 3);
      const ledger = await api.db
        .selectFrom('stock_ledger')
        .select(['product_id', 'qty_change', 'reason', 'doc_kind', 'doc_id'])
        .where('doc_kind', '=', 'purchase')
        .where('doc_id', '=', id)
        .orderBy('product_id')
        .execute();
      expect(ledger).toEqual(
        [
          { product_id: shop.fan, qty_change: 3, reason: 'purchase', doc_kind: 'purchase', doc_id: id },
          { product_id: shop.cooler, qty_change: 3, reason: 'purchase', doc_kind: 'purchase', doc_id: id },
        ].sort((a, b) => a.product_id - b.product_id),
      );
      const audit = await lastAudit(api.db);
      expect(audit).toMatchObject({ entity: 'purchase', entity_id: String(id) });
    });

    it('refuses bad input with the field and rule, and writes nothing', async () => {
      const good = purchaseBody(shop.supplierId, [{ productId: shop.fan, rate: 100_000, qty: 1 }]);
      const line = good.productdetails[0];
      const cases: Array<[string, unknown, RegExp]> = [
        ['no supplier', { ...good, supplier_id: '' }, /supplier_id: Please select a customer\./],
        ['no lines', { ...good, productdetails: [] }, /productdetails: Please select a product/],
        ['unknown supplier', { ...good, supplier_id: 999_999 }, /supplier_id: no supplier with id 999999/],
        [
          'unknown product',
          { ...good, productdetails: [{ ...line, product_id: 999_999 }] },
          /productdetails\.0\.product_id: no product with product_id 999999/,
        ],
        ['qty 0', { ...good, productdetails: [{ ...line, qty: 0 }] }, /productdetails\.0\.qty: must be a whole number from 1/],
        ['negative rate', { ...good, productdetails: [{ ...line, amount_per_product: '-5.00' }] }, /productdetails\.0\.amount_per_product: cannot be negative/],
        [
          'line total off',
          { ...good, productdetails: [{ ...line, total_per_product: '999.00' }] },
          /total_per_product: payload says ₹999\.00, server computes ₹1,000\.00/,
        ],
        ['grand total off', { ...good, total: '1180.01' }, /total: payload says ₹1,180\.01, server computes ₹1,180\.00/],
        ['cgst off', { ...good, cgst: '80.00' }, /cgst: payload says ₹80\.00, server computes ₹90\.00/],
        ['bad date', { ...good, order_date: '31-02-2026' }, /order_date: must be a date/],
        ['future date', { ...good, order_date: '22-11-2026' }, /order_date: a purchase cannot be dated after today \(21-11-2026\)/],
        ['gst over 100', { ...good, gst_percentage: '101' }, /gst_percentage: must be a percent from 0 to 100/],
      ];
      for (const [name, body, msg] of cases) {
        const before = await purchaseState(api.db);
        const reply = await save(body);
        expect(reply.status, name).toBe(400);
        expect(reply.head.msg, name).toMatch(msg);
        expect(await purchaseState(api.db), name).toEqual(before);
      }
    });

    it('answers a repeated request_id with the first result and books the purchase once', async () => {
      const body = { ...purchaseBody(shop.supplierId, [{ productId: shop.cooler, rate: 150_000, qty: 2 }]), request_id: `p-${dialect}-1` };
      const before = await stockOf(api.db, 'product', shop.cooler);
      const first = await save(body);
      const again = await save(body);
      expect(again.body).toEqual(first.body);
      expect(await stockOf(api.db, 'product', shop.cooler)).toBe(before + 2);
    });

    it('a purchase refreshed mid-save books once: the draft read back sends the same body and request_id, even while the first is in flight', async () => {
      // The cashier's draft as /addpurchase stores it, read back after a refresh, and the save built from it each time.
      const draft = appendPurchase(EMPTY_JOURNAL, [
        { type: 'DefaultGstSet', gstBp: 1800 },
        { type: 'SupplierSelected', supplier: { supplierId: String(shop.supplierId), name: 'Chennai Fans Distributors' } },
        { type: 'SupplierCleared' },
        { type: 'SupplierSelected', supplier: { supplierId: String(shop.supplierId), name: 'Chennai Fans Distributors' } },
        {
          type: 'ProductAdded',
          line: {
            lineId: 'a',
            productId: String(shop.fan),
            productName: 'Fan',
            serialNo: '',
            rate: 110_000,
            qty: 1,
            boxContents: '',
            countOfPcs: 1,
            ratePer: '',
            unit: '',
            odId: null,
          },
        },
        { type: 'QuantityChanged', lineId: 'a', qty: 4 },
      ]);
      const requestId = `p-${dialect}-refresh`;
      const bodyOf = (stored: string) => purchaseBodyOf(foldPurchase(deserialisePurchaseJournal(stored)), '2026-11-21', requestId);
      const beforeRefresh = bodyOf(serialisePurchaseJournal(draft));
      const afterRefresh = bodyOf(serialisePurchaseJournal(deserialisePurchaseJournal(serialisePurchaseJournal(draft))));
      expect(afterRefresh).toEqual(beforeRefresh);
      const before = await purchaseState(api.db);
      const [first, again] = await Promise.all([save(beforeRefresh), save(afterRefresh)]);
      const third = await save(afterRefresh);
      expect(first.head.msg).toBe('Purchase saved successfully!');
      expect(again.body).toEqual(first.body);
      expect(third.body).toEqual(first.body);
      const after = await purchaseState(api.db);
      expect(after.purchases).toBe(before.purchases + 1);
      expect(after[`product ${shop.fan}`]).toBe(before[`product ${shop.fan}`] + 4);
    });

    it('needs a session (401) and the purchase_list privilege (403)', async () => {
      const body = purchaseBody(shop.supplierId, [{ productId: shop.fan, rate: 100_000, qty: 1 }]);
      const before = await purchaseState(api.db);
      expect((await api.call('pos_api/pos_order_purchase.php', body)).status).toBe(401);
      const refused = await save(body, stranger);
      expect(refused.status).toBe(403);
      expect(refused.head.msg).toContain('Purchase List');
      expect(await purchaseState(api.db)).toEqual(before);
    });
  });

  describe('pos_purchase_list.php and pos_purchase_list_details.php', () => {
    it('lists purchases newest first with the supplier phone and the amount in Indian grouping', async () => {
      const other = await addSupplier(api.db, 'Madurai Coolers');
      const big = await save(purchaseBody(other, [{ productId: shop.cooler, rate: 12_345_678, qty: 1 }], 0, '20-11-2026'));
      const reply = await api.call<Array<Record<string, string>>>('pos_api/pos_purchase_list.php', {}, { cookie: buyer });
      expect(reply.head.code).toBe(200);
      const row = reply.body.find((r) => r.order_id === big.body.purchase_id);
      expect(row).toEqual({
        order_id: big.body.purchase_id,
        purchase_id: big.body.purchase_id,
        orderdate: '20-11-2026',
        name: 'Madurai Coolers',
        billing_phonenumber: '9840012345',
        supplier_id: String(other),
        amount: '1,23,457.00',
        supplier_invoice_no: '',
        supplier_invoice_date: '',
      });
      const dates = reply.body.map((r) => r.orderdate.split('-').reverse().join(''));
      expect([...dates].sort().reverse()).toEqual(dates);
      expect((await api.call('pos_api/pos_purchase_list.php', {})).status).toBe(401);
      expect((await api.call('pos_api/pos_purchase_list.php', {}, { cookie: stranger })).status).toBe(403);
    });

    it('answers the purchase detail with its lines, Sub-Total, CGST, SGST and Grand Total', async () => {
      const id = await saveOk([{ productId: shop.fan, rate: 100_050, qty: 2 }], 1200);
      const reply = await details(id);
      expect(reply.head.code).toBe(200);
      const od = String((await api.db.selectFrom('purchase_lines').select('od_id').where('purchase_id', '=', id).executeTakeFirstOrThrow()).od_id);
      expect(reply.body).toMatchObject({
        purchase_id: String(id),
        orderdate: '21-11-2026',
        supplier_name: 'Chennai Fans Distributors',
        supplier_address: 'Parrys, Chennai',
        id: String(shop.supplierId),
        subtotal: '2001.00',
        cgst: '120.06',
        sgst: '120.06',
        total: '2241.12',
        gst_percentage: '12.00',
        version: 1,
        order_details: [
          {
            od_id: od,
            order_detail_id: od,
            product_id: String(shop.fan),
            product_name: 'Crompton HS Plus 1200mm',
            serial_no: 'CRHS1200',
            qty: 2,
            amount_per_product: '1000.50',
            total_per_product: '2001.00',
          },
        ],
      });
      expect((await details(999_999)).status).toBe(404);
      expect((await details('x')).status).toBe(400);
      expect((await api.call('pos_api/pos_purchase_list_details.php', { purchase_id: id })).status).toBe(401);
      expect((await details(id, stranger)).status).toBe(403);
    });
  });

  describe('pos_purchase_edit.php', () => {
    it('takes new rates and quantities, drops lines left out, adds new lines, and moves stock by the difference', async () => {
      const id = await saveOk([
        { productId: shop.fan, rate: 100_000, qty: 5 },
        { productId: shop.cooler, rate: 200_000, qty: 2 },
      ]);
      const [fanLine] = await linesOf(id);
      const fan = await stockOf(api.db, 'product', shop.fan);
      const cooler = await stockOf(api.db, 'product', shop.cooler);
      const tv = await addProduct(api.db, shop.supplierId, { name: 'Onida 32in TV', serial: `ONTV-${dialect}`, rate: 1_500_000, stock: 0 });
      const reply = await edit(
        purchaseEditBody(
          id,
          1,
          shop.supplierId,
          [
            { odId: Number(fanLine.od_id), productId: shop.fan, rate: 95_000, qty: 5 },
            { productId: tv, rate: 1_200_000, qty: 1 },
          ],
          500,
          '20-11-2026',
        ),
      );
      expect(reply.head).toEqual({ code: 200, msg: 'Purchase saved successfully!' });
      expect(reply.body.version).toBe(2);
      const after = (await details(id)).body;
      expect(after).toMatchObject({
        orderdate: '20-11-2026',
        subtotal: '16750.00',
        cgst: '418.75',
        sgst: '418.75',
        total: '17587.50',
        gst_percentage: '5.00',
        version: 2,
      });
      expect(after.order_details.map((l) => [l.product_id, l.qty, l.amount_per_product])).toEqual([
        [String(shop.fan), 5, '950.00'],
        [String(tv), 1, '12000.00'],
      ]);
      expect(await stockOf(api.db, 'product', shop.fan)).toBe(fan);
      expect(await stockOf(api.db, 'product', shop.cooler)).toBe(cooler - 2);
      expect(await stockOf(api.db, 'product', tv)).toBe(1);
      const rows = await api.db
        .selectFrom('stock_ledger')
        .select(['product_id', 'qty_change', 'reason'])
        .where('doc_id', '=', id)
        .where('reason', '=', 'purchase_edit')
        .orderBy('product_id')
        .execute();
      expect(rows).toEqual([
        { product_id: shop.cooler, qty_change: -2, reason: 'purchase_edit' },
        { product_id: tv, qty_change: 1, reason: 'purchase_edit' },
      ]);
    });

    it('refuses a stale version (409), a missing purchase (404), bad figures (400), without writing', async () => {
      const id = await saveOk([{ productId: shop.fan, rate: 100_000, qty: 1 }]);
      const [line] = await linesOf(id);
      const lines = [{ odId: Number(line.od_id), productId: shop.fan, rate: 110_000, qty: 1 }];
      expect((await edit(purchaseEditBody(id, 1, shop.supplierId, lines))).status).toBe(200);
      const before = await purchaseState(api.db);
      const stale = await edit(purchaseEditBody(id, 1, shop.supplierId, lines));
      expect(stale.status).toBe(409);
      expect(stale.head.msg).toBe(STALE);
      expect((await edit(purchaseEditBody(999_999, 1, shop.supplierId, lines))).status).toBe(404);
      const off = { ...purchaseEditBody(id, 2, shop.supplierId, lines), total: '1.00' };
      expect((await edit(off)).head.msg).toMatch(/total: payload says ₹1\.00, server computes ₹1,298\.00/);
      const foreign = await saveOk([{ productId: shop.cooler, rate: 100_000, qty: 1 }]);
      const [foreignLine] = await linesOf(foreign);
      expect((await edit(purchaseEditBody(id, 2, shop.supplierId, [{ ...lines[0], odId: Number(foreignLine.od_id), productId: shop.cooler }]))).status).toBe(
        409,
      );
      expect((await edit(purchaseEditBody(id, 2, shop.supplierId, [{ ...lines[0], productId: shop.cooler }]))).status).toBe(400);
      const after = await purchaseState(api.db);
      delete after[`purchase ${foreign}`];
      for (const key of Object.keys(after)) if (!(key in before)) delete after[key];
      expect({
        ...after,
        purchases: before.purchases,
        purchase_lines: before.purchase_lines,
        stock_ledger: before.stock_ledger,
        audit_log: before.audit_log,
        request_log: before.request_log,
        [`product ${shop.cooler}`]: before[`product ${shop.cooler}`],
      }).toEqual(before);
      expect((await api.call('pos_api/pos_purchase_edit.php', purchaseEditBody(id, 2, shop.supplierId, lines))).status).toBe(401);
      expect((await edit(purchaseEditBody(id, 2, shop.supplierId, lines), stranger)).status).toBe(403);
    });

    it('answers a repeated request_id with the first result and moves stock once, even from the stale version it was sent with', async () => {
      const id = await saveOk([{ productId: shop.fan, rate: 100_000, qty: 3 }]);
      const [line] = await linesOf(id);
      // The edit as the editor's stored draft sends it again after a refresh: same body, same request_id, version 1.
      const body = {
        ...purchaseEditBody(id, 1, shop.supplierId, [
          { odId: Number(line.od_id), productId: shop.fan, rate: 100_000, qty: 3 },
          { productId: shop.cooler, rate: 150_000, qty: 2 },
        ]),
        request_id: `pe-${dialect}-1`,
      };
      const before = await purchaseState(api.db);
      const [first, inFlight] = await Promise.all([edit(body), edit(body)]);
      const again = await edit(body);
      expect(first.head.msg).toBe('Purchase saved successfully!');
      expect(first.body.version).toBe(2);
      expect(inFlight.body).toEqual(first.body);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      const after = await purchaseState(api.db);
      expect(after[`product ${shop.cooler}`]).toBe(before[`product ${shop.cooler}`] + 2);
      expect(Math.floor(after[`purchase ${id}`] / 1e12)).toBe(2);
      expect(after.purchases).toBe(before.purchases);
      expect(after.request_log).toBe(before.request_log + 1);
      // Another request_id with the same stale version is the stale edit it is.
      expect((await edit({ ...body, request_id: `pe-${dialect}-2` })).status).toBe(409);
    });

    it('lets only one of two concurrent edits of one version through', async () => {
      const id = await saveOk([{ productId: shop.fan, rate: 100_000, qty: 4 }]);
      const [line] = await linesOf(id);
      const stock = await stockOf(api.db, 'product', shop.fan);
      const a = edit(purchaseEditBody(id, 1, shop.supplierId, [{ odId: Number(line.od_id), productId: shop.fan, rate: 100_000, qty: 6 }]));
      const b = edit(purchaseEditBody(id, 1, shop.supplierId, [{ odId: Number(line.od_id), productId: shop.fan, rate: 100_000, qty: 9 }]));
      const statuses = (await Promise.all([a, b])).map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409]);
      const qty = (await linesOf(id))[0].qty;
      expect(await stockOf(api.db, 'product', shop.fan)).toBe(stock - 4 + qty);
    });
  });

  describe('purchase_detail_delete.php', () => {
    it("deletes the line, recomputes the totals at the purchase's GST percent and takes its stock back", async () => {
      const id = await saveOk([
        { productId: shop.fan, rate: 100_000, qty: 2 },
        { productId: shop.cooler, rate: 50_000, qty: 3 },
      ]);
      const lines = await linesOf(id);
      const cooler = await stockOf(api.db, 'product', shop.cooler);
      const reply = await api.call<Saved>('pos_api/purchase_detail_delete.php', { purchase_detail_id: lines[1].od_id }, { cookie: buyer });
      expect(reply.head).toEqual({ code: 200, msg: 'Data Deleted Successfully' });
      expect(reply.body).toMatchObject({ total: '2360.00', version: 2 });
      expect(await stockOf(api.db, 'product', shop.cooler)).toBe(cooler - 3);
      expect((await details(id)).body).toMatchObject({ subtotal: '2000.00', cgst: '180.00', sgst: '180.00', total: '2360.00' });
      const last = await api.call('pos_api/purchase_detail_delete.php', { purchase_detail_id: lines[0].od_id }, { cookie: buyer });
      expect(last.status).toBe(409);
      expect(last.head.msg).toBe('A purchase needs at least one line: delete the whole purchase instead.');
      expect((await api.call('pos_api/purchase_detail_delete.php', { purchase_detail_id: lines[1].od_id }, { cookie: buyer })).status).toBe(404);
      expect((await api.call('pos_api/purchase_detail_delete.php', { purchase_detail_id: lines[0].od_id })).status).toBe(401);
      expect((await api.call('pos_api/purchase_detail_delete.php', { purchase_detail_id: lines[0].od_id }, { cookie: stranger })).status).toBe(403);
    });
  });

  describe('purchase_list_delete.php', () => {
    it('deletes the purchase and takes its stock back; goods already sold keep it (409, nothing written)', async () => {
      const id = await saveOk([{ productId: shop.fan, rate: 100_000, qty: 2 }]);
      const fan = await stockOf(api.db, 'product', shop.fan);
      const reply = await api.call('pos_api/purchase_list_delete.php', { purchase_list_id: id }, { cookie: buyer });
      expect(reply.head).toEqual({ code: 200, msg: 'Data Deleted Successfully' });
      expect(await stockOf(api.db, 'product', shop.fan)).toBe(fan - 2);
      expect((await details(id)).status).toBe(404);
      expect((await api.call('pos_api/purchase_list_delete.php', { purchase_list_id: id }, { cookie: buyer })).status).toBe(404);

      const tv = await addProduct(api.db, shop.supplierId, { name: 'Onida 40in TV', serial: `ON40-${dialect}`, rate: 2_000_000, stock: 0 });
      const bought = await saveOk([{ productId: tv, rate: 1_500_000, qty: 1 }]);
      expect(
        (await api.call('pos_api/pos_order.php', wholesaleBody(shop.murugan, [{ productId: tv, rate: 2_000_000, qty: 1 }]), { cookie: owner })).status,
      ).toBe(200);
      const before = await purchaseState(api.db);
      const sold = await api.call('pos_api/purchase_list_delete.php', { purchase_list_id: bought }, { cookie: buyer });
      expect(sold.status).toBe(409);
      expect(sold.head.msg).toMatch(/Only 0 of Onida 40in TV in stock/);
      expect(await purchaseState(api.db)).toEqual(before);
      expect((await api.call('pos_api/purchase_list_delete.php', { purchase_list_id: bought })).status).toBe(401);
      expect((await api.call('pos_api/purchase_list_delete.php', { purchase_list_id: bought }, { cookie: stranger })).status).toBe(403);
    });
  });

  it('keeps stock equal to the sum of the ledger through purchase → sale → purchase edit → line delete → purchase delete', async () => {
    const ac = await addProduct(api.db, shop.supplierId, { name: 'Voltas 1.5T AC', serial: `VOL15-${dialect}`, rate: 3_500_000, stock: 0 });
    const fridge = await addProduct(api.db, shop.supplierId, { name: 'Godrej 190L', serial: `GOD190-${dialect}`, rate: 1_600_000, stock: 0 });
    const books = async () => {
      for (const p of [ac, fridge]) {
        const { stock, ledger } = await stockAndLedger(api.db, 'product', p);
        expect(stock).toBe(ledger);
      }
    };
    const id = await saveOk([
      { productId: ac, rate: 3_000_000, qty: 5 },
      { productId: fridge, rate: 1_300_000, qty: 4 },
    ]);
    await books();
    expect((await api.call('pos_api/pos_order.php', wholesaleBody(shop.murugan, [{ productId: ac, rate: 3_500_000, qty: 2 }]), { cookie: owner })).status).toBe(
      200,
    );
    await books();
    const lines = await linesOf(id);
    expect(
      (
        await edit(
          purchaseEditBody(id, 1, shop.supplierId, [
            { odId: Number(lines[0].od_id), productId: ac, rate: 2_900_000, qty: 4 },
            { odId: Number(lines[1].od_id), productId: fridge, rate: 1_300_000, qty: 4 },
          ]),
        )
      ).status,
    ).toBe(200);
    await books();
    expect(await stockOf(api.db, 'product', ac)).toBe(2);
    expect((await api.call('pos_api/purchase_detail_delete.php', { purchase_detail_id: lines[1].od_id }, { cookie: buyer })).status).toBe(200);
    await books();
    expect((await api.call('pos_api/purchase_list_delete.php', { purchase_list_id: id }, { cookie: buyer })).status).toBe(409);
    await books();
    expect(await stockOf(api.db, 'product', ac)).toBe(2);
    expect(await stockOf(api.db, 'product', fridge)).toBe(0);
  });
});
