// Issue 30 items 1, 3 and 6: the supplier's invoice number and date on a purchase (optional on the wire, unique per
// supplier and financial year, not after the purchase), shown in the list, details and purchase GST report; the ITC
// register of a month; the purchase GST report's taxable value the rounded subtotal GST was charged on.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseTotals } from '../../core/billing';
import { formatRupees } from '../../core/money';
import type { ItcRegisterBody } from '../../core/itc-register';
import type { PurchaseDetail, PurchaseListRow, PurchaseSaved } from '../../core/purchase/purchase.replies';
import type { Database } from '../../server/db/types';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { purchaseBody, purchaseEditBody } from '../support/purchase-payloads';
import { addSupplier, seedShop, type Shop } from '../support/sales-fixtures';

const AFTER = "The supplier's invoice date cannot be after the purchase date.";

async function counts(db: Kysely<Database>): Promise<Record<string, number>> {
  const state: Record<string, number> = {};
  for (const table of ['purchases', 'purchase_lines', 'stock_ledger', 'audit_log'] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    state[table] = Number(row.n);
  }
  for (const p of await db.selectFrom('purchases').select(['purchase_id', 'version', 'supplier_invoice_no']).execute())
    state[`purchase ${p.purchase_id} v${p.version} ${p.supplier_invoice_no ?? '-'}`] = 1;
  return state;
}

describe.each(TEST_DIALECTS)('supplier invoices and the ITC register on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let buyer: string;
  let accountant: string;
  let stranger: string;
  const save = (body: unknown, cookie = buyer) => api.call<PurchaseSaved>('pos_api/pos_order_purchase.php', body, { cookie });
  const edit = (body: unknown, cookie = buyer) => api.call<PurchaseSaved>('pos_api/pos_purchase_edit.php', body, { cookie });
  const withInvoice = (body: object, no: string, date: string) => ({ ...body, supplier_invoice_no: no, supplier_invoice_date: date });

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
    const b = await api.addEmployee({ flags: ['purchase_list'] });
    buyer = await api.signIn(b.email, b.password);
    const a = await api.addEmployee({ flags: ['purchase_gst'] });
    accountant = await api.signIn(a.email, a.password);
    const s = await api.addEmployee({ flags: ['gstbill', 'supplier'] });
    stranger = await api.signIn(s.email, s.password);
  });
  afterAll(() => api.dispose());

  describe('pos_order_purchase.php and pos_purchase_edit.php', () => {
    it("save the supplier's invoice number and date, and show them in the list and the details", async () => {
      const reply = await save(
        withInvoice(purchaseBody(shop.supplierId, [{ productId: shop.fan, rate: 100_000, qty: 1 }], 1800, '10-10-2026'), ' SF/ 101 ', '08-10-2026'),
      );
      expect(reply.head).toEqual({ code: 200, msg: 'Purchase saved successfully!' });
      const id = reply.body.purchase_id;
      const detail = await api.call<PurchaseDetail>('pos_api/pos_purchase_list_details.php', { purchase_id: id }, { cookie: buyer });
      expect([detail.body.supplier_invoice_no, detail.body.supplier_invoice_date]).toEqual(['SF/ 101', '08-10-2026']);
      const list = await api.call<PurchaseListRow[]>('pos_api/pos_purchase_list.php', {}, { cookie: buyer });
      const row = list.body.find((r) => r.purchase_id === id);
      expect([row?.supplier_invoice_no, row?.supplier_invoice_date]).toEqual(['SF/ 101', '08-10-2026']);
    });

    it("still saves the spec's payload, with no supplier invoice, and the dashboard counts it", async () => {
      const before = (await api.call<Record<string, number>>('dashboard.php', {}, { cookie: owner })).body.purchases_without_supplier_invoice;
      const reply = await save(purchaseBody(shop.supplierId, [{ productId: shop.fan, rate: 50_000, qty: 1 }], 1800, '11-10-2026'));
      expect(reply.head.code).toBe(200);
      const list = await api.call<PurchaseListRow[]>('pos_api/pos_purchase_list.php', {}, { cookie: buyer });
      expect(list.body.find((r) => r.purchase_id === reply.body.purchase_id)?.supplier_invoice_no).toBe('');
      const after = (await api.call<Record<string, number>>('dashboard.php', {}, { cookie: owner })).body.purchases_without_supplier_invoice;
      expect(after).toBe(before + 1);
      // The purchase list's flag alone sees the count too; it is the list's "without supplier invoice" filter.
      expect((await api.call<Record<string, number>>('dashboard.php', {}, { cookie: buyer })).body).toEqual({ purchases_without_supplier_invoice: after });
    });

    it('refuses (409) the same supplier invoice number in the same financial year, case and spaces ignored, writing nothing', async () => {
      const body = purchaseBody(shop.supplierId, [{ productId: shop.fan, rate: 10_000, qty: 1 }], 1800, '12-10-2026');
      expect((await save(withInvoice(body, 'DUP-7', '01-05-2026'))).head.code).toBe(200);
      const before = await counts(api.db);
      const again = await save(withInvoice(body, 'dup - 7', '30-09-2026'));
      expect(again.status).toBe(409);
      expect(again.head.msg).toMatch(/^Invoice dup - 7 of Chennai Fans Distributors for 2026-27 is already entered, on purchase \d+\.$/);
      expect(await counts(api.db)).toEqual(before);
      // Another financial year, or another supplier, may use the number.
      expect((await save(withInvoice(body, 'DUP-7', '31-03-2026'))).head.code).toBe(200);
      const other = await addSupplier(api.db, 'Madurai Coolers');
      expect(
        (await save(withInvoice(purchaseBody(other, [{ productId: shop.fan, rate: 10_000, qty: 1 }], 1800, '12-10-2026'), 'DUP-7', '01-05-2026'))).head.code,
      ).toBe(200);
    });

    it('refuses (400) a supplier invoice dated after the purchase, writing nothing', async () => {
      const before = await counts(api.db);
      const reply = await save(
        withInvoice(purchaseBody(shop.supplierId, [{ productId: shop.fan, rate: 10_000, qty: 1 }], 1800, '12-10-2026'), 'LATE-1', '13-10-2026'),
      );
      expect(reply.status).toBe(400);
      expect(reply.head.msg).toBe(AFTER);
      expect(await counts(api.db)).toEqual(before);
    });

    it('refuses (400) an invoice number without its date, a date without its number, a bad date and an overlong number', async () => {
      const body = purchaseBody(shop.supplierId, [{ productId: shop.fan, rate: 10_000, qty: 1 }], 1800, '12-10-2026');
      const before = await counts(api.db);
      const cases: Array<[object, string]> = [
        [{ ...body, supplier_invoice_no: 'A-1' }, 'supplier_invoice_date: is required with supplier_invoice_no, as dd-mm-yyyy'],
        [{ ...body, supplier_invoice_date: '01-10-2026' }, 'supplier_invoice_no: is required with supplier_invoice_date'],
        [withInvoice(body, 'A-1', '31-02-2026'), 'supplier_invoice_date: must be a date as dd-mm-yyyy, not "31-02-2026"'],
        [withInvoice(body, 'X'.repeat(31), '01-10-2026'), "supplier_invoice_no: The supplier's invoice number can have at most 30 characters."],
      ];
      for (const [sent, msg] of cases) {
        const reply = await save(sent);
        expect(reply.status, msg).toBe(400);
        expect(reply.head.msg).toBe(msg);
      }
      expect(await counts(api.db)).toEqual(before);
    });

    it('answers 401 without a session and 403 without the purchase list flag', async () => {
      const body = withInvoice(purchaseBody(shop.supplierId, [{ productId: shop.fan, rate: 10_000, qty: 1 }], 1800, '12-10-2026'), 'NS-1', '12-10-2026');
      expect((await api.call('pos_api/pos_order_purchase.php', body)).status).toBe(401);
      expect((await save(body, stranger)).status).toBe(403);
      expect((await api.call('pos_api/pos_purchase_edit.php', { ...body, purchase_id: 1 })).status).toBe(401);
      expect((await edit({ ...body, purchase_id: 1 }, stranger)).status).toBe(403);
    });

    it("edit sets, keeps (when not sent) and checks the supplier's invoice", async () => {
      const lines = [{ productId: shop.fan, rate: 20_000, qty: 1 }];
      const first = await save(withInvoice(purchaseBody(shop.supplierId, lines, 1800, '14-10-2026'), 'ED-1', '14-10-2026'));
      const taken = await save(withInvoice(purchaseBody(shop.supplierId, lines, 1800, '14-10-2026'), 'ED-2', '14-10-2026'));
      const id = Number(first.body.purchase_id);
      const [line] = (await api.call<PurchaseDetail>('pos_api/pos_purchase_list_details.php', { purchase_id: id }, { cookie: buyer })).body.order_details;
      const seeds = [{ ...lines[0], odId: Number(line.od_id) }];
      // The spec's edit payload has no invoice: the stored one stays.
      const kept = await edit(purchaseEditBody(id, 1, shop.supplierId, seeds, 1800, '14-10-2026'));
      expect(kept.head.code).toBe(200);
      const detail = async () => (await api.call<PurchaseDetail>('pos_api/pos_purchase_list_details.php', { purchase_id: id }, { cookie: buyer })).body;
      expect((await detail()).supplier_invoice_no).toBe('ED-1');
      const before = await counts(api.db);
      const repeated = await edit(withInvoice(purchaseEditBody(id, 2, shop.supplierId, seeds, 1800, '14-10-2026'), 'ed-2', '14-10-2026'));
      expect(repeated.status).toBe(409);
      expect(repeated.head.msg).toBe(`Invoice ed-2 of Chennai Fans Distributors for 2026-27 is already entered, on purchase ${taken.body.purchase_id}.`);
      // Moving the purchase's date before its supplier invoice's is refused too.
      const earlier = await edit(purchaseEditBody(id, 2, shop.supplierId, seeds, 1800, '13-10-2026'));
      expect([earlier.status, earlier.head.msg]).toEqual([400, AFTER]);
      expect(await counts(api.db)).toEqual(before);
      // Its own number again is no repeat; a new one replaces it.
      expect((await edit(withInvoice(purchaseEditBody(id, 2, shop.supplierId, seeds, 1800, '14-10-2026'), 'ED-1', '14-10-2026'))).head.code).toBe(200);
      expect((await edit(withInvoice(purchaseEditBody(id, 3, shop.supplierId, seeds, 1800, '14-10-2026'), 'ED-3', '13-10-2026'))).head.code).toBe(200);
      expect([(await detail()).supplier_invoice_no, (await detail()).supplier_invoice_date]).toEqual(['ED-3', '13-10-2026']);
    });
  });

  describe('pos_report_gst_purchase.php', () => {
    it('shows the rounded subtotal as the taxable value, so taxable + GST = total on every row, and the supplier invoice', async () => {
      // ₹86,06,317.02 of goods: GST is charged on ₹86,06,317.00.
      const lines = [{ productId: shop.cooler, rate: 860_631_702, qty: 1 }];
      const saved = await save(withInvoice(purchaseBody(shop.supplierId, lines, 1800, '20-11-2026'), 'BIG-1', '19-11-2026'));
      expect(saved.head.code).toBe(200);
      const report = await api.call<{ list_of_gst: Array<Record<string, string>> }>(
        'pos_api/pos_report_gst_purchase.php',
        { gst: '', from_date: '20-11-2026', to_date: '20-11-2026' },
        { cookie: accountant },
      );
      const row = report.body.list_of_gst.find((r) => r.purchase_id === saved.body.purchase_id);
      const t = purchaseTotals([{ rate: 860_631_702, qty: 1 }], 1800);
      expect(row).toMatchObject({ taxable_amt: '8606317.00', gst_amt: formatRupees(t.gst), total: formatRupees(t.grandTotal) });
      expect(row).toMatchObject({ supplier_invoice_no: 'BIG-1', supplier_invoice_date: '19-11-2026' });
      for (const r of report.body.list_of_gst)
        expect(Math.round(Number(r.taxable_amt) * 100) + Math.round(Number(r.gst_amt) * 100)).toBe(Math.round(Number(r.total) * 100));
    });
  });

  describe('itc_register.php', () => {
    it("answers the month's purchases with supplier, GSTIN, invoice, taxable value, IGST, CGST and SGST, and totals", async () => {
      const bengaluru = await api.db
        .insertInto('suppliers')
        .values({
          supplier_name: 'Sai Ram Distributors',
          mobile: '9845012345',
          address: 'Bengaluru',
          state: 'Karnataka',
          gst_number: '29AAHCC1234K1Z5',
          created_at: '2026-11-01T00:00:00Z',
          updated_at: '2026-11-01T00:00:00Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const local = await save(
        withInvoice(purchaseBody(shop.supplierId, [{ productId: shop.fan, rate: 100_050, qty: 3 }], 1800, '05-09-2026'), 'TN-9', '04-09-2026'),
      );
      const inter = await save(
        withInvoice(purchaseBody(bengaluru.id, [{ productId: shop.fan, rate: 200_000, qty: 2 }], 1800, '06-09-2026'), 'KA-1', '06-09-2026'),
      );
      const bare = await save(purchaseBody(shop.supplierId, [{ productId: shop.fan, rate: 10_000, qty: 1 }], 1200, '30-09-2026'));
      await save(purchaseBody(shop.supplierId, [{ productId: shop.fan, rate: 10_000, qty: 1 }], 1200, '01-10-2026'));
      const reply = await api.call<ItcRegisterBody>('itc_register.php', { month: '09-2026' }, { cookie: accountant });
      expect(reply.head).toEqual({ code: 200, msg: 'success' });
      // ₹3,001.50 → GST on ₹3,002.00 = ₹540.36; ₹4,000.00 → IGST ₹720.00; ₹100.00 at 12% → ₹12.00.
      expect(reply.body).toEqual({
        month: '09-2026',
        rows: [
          {
            kind: 'purchase',
            reference: local.body.purchase_id,
            date: '05-09-2026',
            supplier_name: 'Chennai Fans Distributors',
            gst_number: '',
            supplier_invoice_no: 'TN-9',
            supplier_invoice_date: '04-09-2026',
            taxable_amt: '3002.00',
            igst: '0.00',
            cgst: '270.18',
            sgst: '270.18',
          },
          {
            kind: 'purchase',
            reference: inter.body.purchase_id,
            date: '06-09-2026',
            supplier_name: 'Sai Ram Distributors',
            gst_number: '29AAHCC1234K1Z5',
            supplier_invoice_no: 'KA-1',
            supplier_invoice_date: '06-09-2026',
            taxable_amt: '4000.00',
            igst: '720.00',
            cgst: '0.00',
            sgst: '0.00',
          },
          {
            kind: 'purchase',
            reference: bare.body.purchase_id,
            date: '30-09-2026',
            supplier_name: 'Chennai Fans Distributors',
            gst_number: '',
            supplier_invoice_no: '',
            supplier_invoice_date: '',
            taxable_amt: '100.00',
            igst: '0.00',
            cgst: '6.00',
            sgst: '6.00',
          },
        ],
        totals: { taxable_amt: '7102.00', igst: '720.00', cgst: '276.18', sgst: '276.18', itc: '1272.36' },
      });
      const empty = await api.call<ItcRegisterBody>('itc_register.php', { month: '08-2026' }, { cookie: owner });
      expect(empty.body.rows).toEqual([]);
      expect(empty.body.totals.itc).toBe('0.00');
    });

    it('refuses a month it cannot read (400), and answers 401 without a session and 403 without the purchase GST flag', async () => {
      for (const month of ['13-2026', '2026', '06-2017', '']) {
        const reply = await api.call('itc_register.php', { month }, { cookie: accountant });
        expect(reply.status, month).toBe(400);
        expect(reply.head.msg).toMatch(/^month: must be a month as mm-yyyy \(from 07-2017\)/);
      }
      expect((await api.call('itc_register.php', {}, { cookie: accountant })).status).toBe(400);
      expect((await api.call('itc_register.php', { month: '09-2026' })).status).toBe(401);
      const refused = await api.call('itc_register.php', { month: '09-2026' }, { cookie: buyer });
      expect(refused.status).toBe(403);
      expect(refused.head.msg).toContain('Purchase GST Report');
    });
  });
});
