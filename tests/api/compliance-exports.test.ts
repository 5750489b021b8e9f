// Issue 21: ewaybill_json.php, einvoice_json.php, einvoice_batch_json.php and compliance_detail.php: the portal JSON of
// a stored GST bill, its figures equal to the stored bill's to the paisa; refusals with their own messages. Issue 31:
// the same for retail bills, and a credit note as an e-invoice (CRN) equal to the stored credit note.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDmy } from '../../core/dates';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { setShopSettings, SHOP_SETTINGS } from '../support/print-fixtures';
import { storedLines } from '../support/edit-payloads';
import { addCustomer, addOrder, addProduct, auditCount, bigGstBill, MURUGAN_GSTIN, seedShop, type SeededOrder, type Shop } from '../support/sales-fixtures';

type Json = Record<string, unknown> & { billLists: Array<Record<string, unknown> & { itemList: Array<Record<string, number | string>> }> };
type EInvoice = Record<string, Record<string, unknown>> & {
  ItemList: Array<Record<string, number | string>>;
  ValDtls: Record<string, number>;
  RefDtls?: { PrecDocDtls: Array<Record<string, string>> };
};

const TRANSPORT = { trans_mode: '1', vehicle_no: 'TN 58 AB 1234', distance_km: '12', transporter_id: '', transporter_name: 'KPN Travels' };
const paise = (rupees: unknown) => Math.round(Number(rupees) * 100);

describe.each(TEST_DIALECTS)('portal exports on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let clerk: string;
  let accountant: string;
  let cashier: string;
  let big: SeededOrder;
  let kerala: SeededOrder;
  let small: SeededOrder;

  const stored = (orderId: number) => api.db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    await setShopSettings(api.db);
    big = await addOrder(api.db, bigGstBill(shop));
    kerala = await addOrder(api.db, {
      kind: 'gst',
      customerId: shop.lakshmi,
      createdBy: shop.ownerId,
      date: '2026-11-21',
      lines: [{ productId: shop.cooler, rate: 245_050, qty: 3 }],
      rates: { discountBp: 250, commissionBp: 0, gstBp: 1800, packingBp: 0 },
    });
    small = await addOrder(api.db, {
      kind: 'gst',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      date: '2026-11-21',
      lines: [{ productId: shop.fan, rate: 150_000, qty: 1 }],
    });
    const staff = await api.addEmployee({ flags: ['gstbill_list'] });
    clerk = await api.signIn(staff.email, staff.password);
    const books = await api.addEmployee({ flags: ['sales_gst'], email: 'accounts@shop.test' });
    accountant = await api.signIn(books.email, books.password);
    const till = await api.addEmployee({ flags: ['gstbill'], email: 'till@shop.test' });
    cashier = await api.signIn(till.email, till.password);
  });
  afterAll(() => api.dispose());

  describe('ewaybill_json.php', () => {
    it('answers the bulk JSON of an in-state bill; its figures equal the stored bill to the paisa', async () => {
      const reply = await api.call<Json>('ewaybill_json.php', { order_id: big.orderId, ...TRANSPORT }, { cookie: clerk });
      expect(reply.head).toEqual({ code: 200, msg: 'success' });
      const order = await stored(big.orderId);
      const [bill] = reply.body.billLists;
      expect(reply.body.version).toBe('1.0.0421');
      expect(bill).toMatchObject({
        supplyType: 'O',
        subSupplyType: 1,
        docType: 'INV',
        docNo: String(big.billNo),
        docDate: '20/11/2026',
        fromGstin: SHOP_SETTINGS.gst_no,
        fromTrdName: SHOP_SETTINGS.shop_name,
        fromPincode: 625001,
        fromStateCode: 33,
        toGstin: MURUGAN_GSTIN,
        toTrdName: 'Murugan Electricals',
        toPincode: 625001,
        toStateCode: 33,
        actualToStateCode: 33,
        transMode: 1,
        transDistance: 12,
        vehicleNo: 'TN58AB1234',
        transporterName: 'KPN Travels',
        igstValue: 0,
      });
      expect(paise(bill.cgstValue)).toBe(order.cgst_amt);
      expect(paise(bill.sgstValue)).toBe(order.sgst_amt);
      expect(paise(bill.totInvValue)).toBe(order.total);
      expect(paise(bill.totalValue)).toBe(Math.round((order.subtotal - order.discount_amt) / 100) * 100);
      expect(bill.itemList.reduce((s, i) => s + paise(i.taxableAmount), 0)).toBe(paise(bill.totalValue));
      expect(paise(bill.totalValue) + paise(bill.cgstValue) + paise(bill.sgstValue) + paise(bill.OthValue)).toBe(order.total);
      expect(bill.itemList.map((i) => [i.hsnCode, i.quantity, i.qtyUnit, i.cgstRate, i.sgstRate, i.igstRate])).toEqual([
        [841451, 80, 'NOS', 9, 9, 0],
        [847960, 1, 'NOS', 9, 9, 0],
      ]);
    });

    it('an inter-state bill to an unregistered buyer: URP, one IGST equal to the stored GST', async () => {
      const reply = await api.call<Json>('ewaybill_json.php', { order_id: kerala.orderId, ...TRANSPORT }, { cookie: clerk });
      const order = await stored(kerala.orderId);
      const [bill] = reply.body.billLists;
      expect(bill).toMatchObject({ toGstin: 'URP', toPincode: 682016, toStateCode: 32, cgstValue: 0, sgstValue: 0 });
      expect(paise(bill.igstValue)).toBe(order.cgst_amt + order.sgst_amt);
      expect(paise(bill.totInvValue)).toBe(order.total);
      expect(bill.itemList[0]).toMatchObject({ igstRate: 18, cgstRate: 0 });
    });

    it('by rail, air or ship: the transport document number and date, no vehicle type; by road the lorry receipt is optional', async () => {
      const rail = await api.call<Json>(
        'ewaybill_json.php',
        { order_id: big.orderId, ...TRANSPORT, trans_mode: '2', vehicle_no: '', trans_doc_no: 'RR-55012', trans_doc_date: '20-11-2026' },
        { cookie: clerk },
      );
      expect(rail.head.code).toBe(200);
      expect(rail.body.billLists[0]).toMatchObject({ transMode: 2, transDocNo: 'RR-55012', transDocDate: '20/11/2026', vehicleNo: '' });
      expect(rail.body.billLists[0]).not.toHaveProperty('vehicleType');
      const road = await api.call<Json>(
        'ewaybill_json.php',
        { order_id: big.orderId, ...TRANSPORT, trans_doc_no: 'LR/4471', trans_doc_date: '20-11-2026' },
        { cookie: clerk },
      );
      expect(road.body.billLists[0]).toMatchObject({
        transMode: 1,
        vehicleType: 'R',
        vehicleNo: 'TN58AB1234',
        transDocNo: 'LR/4471',
        transDocDate: '20/11/2026',
      });
      const air = await api.call('ewaybill_json.php', { order_id: big.orderId, ...TRANSPORT, trans_mode: 'air' }, { cookie: clerk });
      expect(air.head).toEqual({ code: 400, msg: 'trans_doc_no: is required by rail, air or ship: the railway receipt, airway bill or bill of lading number' });
      const undated = await api.call('ewaybill_json.php', { order_id: big.orderId, ...TRANSPORT, trans_mode: '4', trans_doc_no: 'BL-9' }, { cookie: clerk });
      expect(undated.head).toEqual({ code: 400, msg: 'trans_doc_date: is required with a transport document number' });
    });

    it('refuses a customer without a pincode, with its own message, writing nothing', async () => {
      const nopin = await addCustomer(api.db, { name: 'Selvi Traders', pincode: '', city: 'Madurai', state: 'Tamil Nadu' });
      const bill = await addOrder(api.db, {
        kind: 'gst',
        customerId: nopin,
        createdBy: shop.ownerId,
        date: '2026-11-10',
        lines: [{ productId: shop.fan, rate: 150_000, qty: 1 }],
      });
      const audits = await auditCount(api.db);
      const reply = await api.call('ewaybill_json.php', { order_id: bill.orderId, ...TRANSPORT }, { cookie: clerk });
      expect(reply.head).toEqual({ code: 409, msg: 'The customer Selvi Traders has no pincode: add the 6-digit pincode to the customer first.' });
      expect(await auditCount(api.db)).toBe(audits);
    });

    it('refuses a product without HSN, with its own message', async () => {
      const bare = await addProduct(api.db, shop.supplierId, { name: 'Usha table fan', serial: 'USTF400', rate: 220_000, stock: 5, hsn: '' });
      const bill = await addOrder(api.db, {
        kind: 'gst',
        customerId: shop.murugan,
        createdBy: shop.ownerId,
        date: '2026-11-10',
        lines: [{ productId: bare, rate: 220_000, qty: 1 }],
      });
      const reply = await api.call('ewaybill_json.php', { order_id: bill.orderId, ...TRANSPORT }, { cookie: clerk });
      expect(reply.head).toEqual({ code: 409, msg: 'The product Usha table fan has no HSN code: add its HSN code to the product first.' });
    });

    it.each([
      [{ trans_mode: '9' }, 'trans_mode: must be 1 (Road), 2 (Rail), 3 (Air) or 4 (Ship)'],
      [{ vehicle_no: '1234' }, 'vehicle_no: must be a vehicle number such as TN58AB1234'],
      [{ distance_km: '-3' }, 'distance_km: must be a whole number of km from 0 to 4000'],
      [{ transporter_id: 'KPN' }, "transporter_id: must be the transporter's 15-character GSTIN or TRANSIN"],
      [{ order_id: 0 }, 'order_id: must be a positive whole number, not 0'],
    ])('refuses %j with 400', async (change, msg) => {
      const reply = await api.call('ewaybill_json.php', { order_id: big.orderId, ...TRANSPORT, ...change }, { cookie: clerk });
      expect(reply.head).toEqual({ code: 400, msg });
    });

    it('404 for no such GST bill; 401 without a session; 403 without gstbill_list', async () => {
      expect((await api.call('ewaybill_json.php', { order_id: 99999, ...TRANSPORT }, { cookie: clerk })).head).toEqual({
        code: 404,
        msg: 'No GST or retail bill with order_id 99999',
      });
      expect((await api.call('ewaybill_json.php', { order_id: big.orderId, ...TRANSPORT })).status).toBe(401);
      expect((await api.call('ewaybill_json.php', { order_id: big.orderId, ...TRANSPORT }, { cookie: cashier })).status).toBe(403);
    });
  });

  describe('einvoice_json.php', () => {
    it('answers schema 1.1 for a B2B bill; ValDtls and the items equal the stored bill to the paisa', async () => {
      const reply = await api.call<EInvoice>('einvoice_json.php', { order_id: big.orderId }, { cookie: clerk });
      expect(reply.head).toEqual({ code: 200, msg: 'success' });
      const order = await stored(big.orderId);
      const json = reply.body;
      expect(json.Version).toBe('1.1');
      expect(json.TranDtls).toEqual({ TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' });
      expect(json.DocDtls).toEqual({ Typ: 'INV', No: String(big.billNo), Dt: '20/11/2026' });
      expect(json.SellerDtls).toMatchObject({ Gstin: SHOP_SETTINGS.gst_no, Pin: 625001, Stcd: '33', Loc: 'Madurai' });
      expect(json.BuyerDtls).toMatchObject({ Gstin: MURUGAN_GSTIN, LglNm: 'Murugan Electricals', Pos: '33', Pin: 625001, Stcd: '33' });
      const v = json.ValDtls;
      expect(paise(v.CgstVal)).toBe(order.cgst_amt);
      expect(paise(v.SgstVal)).toBe(order.sgst_amt);
      expect(paise(v.Discount)).toBe(order.commission_amt);
      expect(paise(v.OthChrg)).toBe(order.packing_amt);
      expect(paise(v.TotInvVal)).toBe(order.total);
      expect(paise(v.AssVal) + paise(v.CgstVal) + paise(v.SgstVal) - paise(v.Discount) + paise(v.OthChrg) + paise(v.RndOffAmt)).toBe(order.total);
      expect(json.ItemList.reduce((s, i) => s + paise(i.AssAmt), 0)).toBe(paise(v.AssVal));
      expect(json.ItemList.reduce((s, i) => s + paise(i.CgstAmt), 0)).toBe(order.cgst_amt);
      // Each item as the IRP checks it: TotAmt = UnitPrice × Qty (the gross, before the fans' 10% line discount),
      // AssAmt = TotAmt − Discount, TotItemVal = AssAmt + the taxes.
      const lines = await api.db.selectFrom('order_lines').select(['rate', 'qty', 'total']).where('order_id', '=', big.orderId).orderBy('line_no').execute();
      expect(json.ItemList.map((i) => paise(i.TotAmt))).toEqual(lines.map((l) => Number(l.rate) * l.qty));
      expect(paise(json.ItemList[0].TotAmt)).toBeGreaterThan(Number(lines[0].total));
      for (const item of json.ItemList) {
        expect(paise(item.UnitPrice) * Number(item.Qty)).toBe(paise(item.TotAmt));
        expect(paise(item.TotAmt) - paise(item.Discount)).toBe(paise(item.AssAmt));
        expect(paise(item.AssAmt) + paise(item.CgstAmt) + paise(item.SgstAmt) + paise(item.IgstAmt)).toBe(paise(item.TotItemVal));
      }
      expect(json.ItemList.map((i) => [i.SlNo, i.HsnCd, i.Qty, i.Unit, i.GstRt, i.IsServc])).toEqual([
        ['1', '841451', 80, 'NOS', 18, 'N'],
        ['2', '847960', 1, 'NOS', 18, 'N'],
      ]);
    });

    it('refuses a bill whose customer has no GSTIN (409)', async () => {
      expect((await api.call('einvoice_json.php', { order_id: kerala.orderId }, { cookie: clerk })).head).toEqual({
        code: 409,
        msg: "An e-invoice is for a B2B bill: this bill's customer has no GSTIN.",
      });
    });

    it('400 for a bad id, 404, 401, 403', async () => {
      expect((await api.call('einvoice_json.php', { order_id: 'x' }, { cookie: clerk })).status).toBe(400);
      expect((await api.call('einvoice_json.php', { order_id: 99999 }, { cookie: clerk })).status).toBe(404);
      expect((await api.call('einvoice_json.php', { order_id: big.orderId })).status).toBe(401);
      expect((await api.call('einvoice_json.php', { order_id: big.orderId }, { cookie: cashier })).status).toBe(403);
    });
  });

  describe('einvoice_batch_json.php', () => {
    it('answers one JSON array of the B2B bills dated in the range, oldest first', async () => {
      const reply = await api.call<EInvoice[]>('einvoice_batch_json.php', { from_date: '20-11-2026', to_date: '21-11-2026' }, { cookie: accountant });
      expect(reply.head.code).toBe(200);
      expect(reply.body.map((d) => d.DocDtls.No)).toEqual([String(big.billNo), String(small.billNo)]);
      expect(paise(reply.body[1].ValDtls.TotInvVal)).toBe((await stored(small.orderId)).total);
    });

    it('refuses the whole batch (409) naming a bill that cannot be exported', async () => {
      const reply = await api.call('einvoice_batch_json.php', { from_date: '01-11-2026', to_date: '30-11-2026' }, { cookie: accountant });
      expect(reply.status).toBe(409);
      expect(reply.head.msg).toMatch(/^Bill no\. \d+: The product Usha table fan has no HSN code/);
    });

    it('400 without both dates; 401; 403 without sales_gst', async () => {
      expect((await api.call('einvoice_batch_json.php', { from_date: '20-11-2026' }, { cookie: accountant })).head).toEqual({
        code: 400,
        msg: 'from_date and to_date: both are required',
      });
      expect((await api.call('einvoice_batch_json.php', { from_date: 'soon', to_date: '21-11-2026' }, { cookie: accountant })).status).toBe(400);
      expect((await api.call('einvoice_batch_json.php', { from_date: '20-11-2026', to_date: '21-11-2026' })).status).toBe(401);
      expect((await api.call('einvoice_batch_json.php', { from_date: '20-11-2026', to_date: '21-11-2026' }, { cookie: clerk })).status).toBe(403);
    });
  });

  it('a cancelled bill has neither: e-way bill and e-invoice refused (409), the batch leaves it out, the details offer neither', async () => {
    const owner = await api.signInOwner();
    const bill = await addOrder(api.db, bigGstBill(shop));
    await api.db.updateTable('orders').set({ order_date: '2026-11-19' }).where('order_id', '=', bill.orderId).execute();
    expect((await api.call('order_delete.php', { order_id: bill.orderId }, { cookie: owner })).status).toBe(200);
    const msg = `Bill no. ${bill.billNo} is cancelled: it has no e-way bill or e-invoice.`;
    expect((await api.call('ewaybill_json.php', { order_id: bill.orderId, ...TRANSPORT }, { cookie: clerk })).head).toEqual({ code: 409, msg });
    expect((await api.call('einvoice_json.php', { order_id: bill.orderId }, { cookie: clerk })).head).toEqual({ code: 409, msg });
    expect((await api.call<EInvoice[]>('einvoice_batch_json.php', { from_date: '19-11-2026', to_date: '19-11-2026' }, { cookie: accountant })).body).toEqual(
      [],
    );
    expect((await api.call('compliance_detail.php', { order_id: bill.orderId }, { cookie: clerk })).body).toMatchObject({
      ewaybill_needed: false,
      einvoice: false,
    });
  });

  it('a shop without a GSTIN is refused its e-way bill, e-invoice and batch (409, its own message), not sent a blank GSTIN', async () => {
    await api.db.updateTable('settings').set({ gst_no: '' }).execute();
    try {
      const msg = 'The shop has no GSTIN: add its GST Number in Settings first.';
      expect((await api.call('ewaybill_json.php', { order_id: big.orderId, ...TRANSPORT }, { cookie: clerk })).head).toEqual({ code: 409, msg });
      expect((await api.call('einvoice_json.php', { order_id: big.orderId }, { cookie: clerk })).head).toEqual({ code: 409, msg });
      expect((await api.call('einvoice_batch_json.php', { from_date: '20-11-2026', to_date: '21-11-2026' }, { cookie: accountant })).head).toEqual({
        code: 409,
        msg: `Bill no. ${big.billNo}: ${msg}`,
      });
    } finally {
      await api.db.updateTable('settings').set({ gst_no: SHOP_SETTINGS.gst_no }).execute();
    }
  });

  describe('compliance_detail.php', () => {
    it('says a bill over the threshold needs an e-way bill and a B2B bill may have an e-invoice', async () => {
      expect((await api.call('compliance_detail.php', { order_id: big.orderId }, { cookie: clerk })).body).toEqual({
        order_id: String(big.orderId),
        ewaybill_needed: true,
        ewaybill_threshold: '50000.00',
        einvoice: true,
        books_locked_until: '',
        irn: null,
        ewaybill: null,
      });
      expect((await api.call('compliance_detail.php', { order_id: small.orderId }, { cookie: clerk })).body).toMatchObject({
        ewaybill_needed: false,
        einvoice: true,
      });
      expect((await api.call('compliance_detail.php', { order_id: kerala.orderId }, { cookie: clerk })).body).toMatchObject({
        ewaybill_needed: false,
        einvoice: false,
      });
    });

    it('404, 401, 403', async () => {
      expect((await api.call('compliance_detail.php', { order_id: 99999 }, { cookie: clerk })).head).toEqual({
        code: 404,
        msg: 'No GST or retail bill with order_id 99999',
      });
      expect((await api.call('compliance_detail.php', { order_id: big.orderId })).status).toBe(401);
      expect((await api.call('compliance_detail.php', { order_id: big.orderId }, { cookie: cashier })).status).toBe(403);
    });
  });
});

const BANGALORE_GSTIN = '29AAGCB1286Q1Z4';

describe.each(TEST_DIALECTS)('retail bills and credit notes as e-invoices (issue 31) on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let clerk: string;
  let cashier: string;
  let accountant: string;
  let bangalore: number;
  let retail: SeededOrder;
  let retailB2c: SeededOrder;
  let gst: SeededOrder;
  let gstNote: string;
  let retailNote: string;
  let b2cNote: string;
  let requests = 0;

  const stored = (orderId: number) => api.db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const storedNote = (id: string) => api.db.selectFrom('credit_notes').selectAll().where('credit_note_id', '=', Number(id)).executeTakeFirstOrThrow();
  /** A sales return of `qty` of the bill's line `line` through the API, as the return screen makes it: its credit_note_id. */
  const giveBack = async (orderId: number, line: number, qty: number) => {
    const odIds = (await storedLines(api.db, orderId)).map((l) => l.od_id);
    const reply = await api.call<{ credit_note_id: string }>(
      'pos_api/sales_return.php',
      { order_id: orderId, reason: 'Damaged in transit', request_id: `einv-${(requests += 1)}`, lines: [{ order_detail_id: odIds[line], qty }] },
      { cookie: owner },
    );
    expect(reply.head.code).toBe(200);
    return reply.body.credit_note_id;
  };

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    await setShopSettings(api.db);
    owner = await api.signInOwner();
    bangalore = await addCustomer(api.db, {
      name: 'Bangalore Home Needs',
      tax_number: BANGALORE_GSTIN,
      address: '7 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      place_of_supply: 'Karnataka',
      pincode: '560001',
    });
    // inter-state to Karnataka, over the ₹50,000 threshold, with discount, commission and packing.
    retail = await addOrder(api.db, {
      kind: 'retail',
      customerId: bangalore,
      createdBy: shop.ownerId,
      date: '2026-11-22',
      lines: [
        { retailProductId: shop.plug, rate: 14_550, qty: 400, discountBp: 250 },
        { retailProductId: shop.plug, rate: 4_500, qty: 30 },
      ],
      rates: { discountBp: 300, commissionBp: 100, gstBp: 1800, packingBp: 50 },
    });
    retailB2c = await addOrder(api.db, {
      kind: 'retail',
      customerId: shop.lakshmi,
      createdBy: shop.ownerId,
      date: '2026-11-22',
      lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 20 }],
      rates: { gstBp: 1800 },
    });
    gst = await addOrder(api.db, { ...bigGstBill(shop), date: '2026-11-22' });
    gstNote = await giveBack(gst.orderId, 0, 7);
    retailNote = await giveBack(retail.orderId, 0, 33);
    b2cNote = await giveBack(retailB2c.orderId, 0, 2);
    const staff = await api.addEmployee({ flags: ['gstbill_list'] });
    clerk = await api.signIn(staff.email, staff.password);
    const books = await api.addEmployee({ flags: ['sales_gst'], email: 'accounts@shop.test' });
    accountant = await api.signIn(books.email, books.password);
    const till = await api.addEmployee({ flags: ['gstbill'], email: 'till@shop.test' });
    cashier = await api.signIn(till.email, till.password);
  });
  afterAll(() => api.dispose());

  it("a retail bill to a registered buyer: the e-invoice under its printed number R-n, figures equal to the stored bill's", async () => {
    const reply = await api.call<EInvoice>('einvoice_json.php', { order_id: retail.orderId }, { cookie: clerk });
    expect(reply.head).toEqual({ code: 200, msg: 'success' });
    const order = await stored(retail.orderId);
    const json = reply.body;
    expect(json.DocDtls).toEqual({ Typ: 'INV', No: `R-${retail.billNo}`, Dt: '22/11/2026' });
    expect(json).not.toHaveProperty('RefDtls');
    expect(json.BuyerDtls).toMatchObject({ Gstin: BANGALORE_GSTIN, Pos: '29', Stcd: '29', Pin: 560001 });
    const v = json.ValDtls;
    expect(paise(v.AssVal)).toBe(Math.round((order.subtotal - order.discount_amt) / 100) * 100);
    expect([paise(v.CgstVal), paise(v.SgstVal)]).toEqual([0, 0]);
    expect(paise(v.IgstVal)).toBe(order.cgst_amt + order.sgst_amt);
    expect(paise(v.Discount)).toBe(order.commission_amt);
    expect(paise(v.OthChrg)).toBe(order.packing_amt);
    expect(paise(v.TotInvVal)).toBe(order.total);
    expect(paise(v.AssVal) + paise(v.IgstVal) - paise(v.Discount) + paise(v.OthChrg) + paise(v.RndOffAmt)).toBe(order.total);
    expect(json.ItemList.reduce((s, i) => s + paise(i.AssAmt), 0)).toBe(paise(v.AssVal));
    expect(json.ItemList.reduce((s, i) => s + paise(i.IgstAmt), 0)).toBe(paise(v.IgstVal));
    expect(json.ItemList.map((i) => [i.HsnCd, i.Qty, i.GstRt])).toEqual([
      ['8516', 400, 18],
      ['8516', 30, 18],
    ]);
    for (const item of json.ItemList) expect(paise(item.TotAmt) - paise(item.Discount)).toBe(paise(item.AssAmt));
  });

  it("a retail bill over the threshold: the e-way bill with its printed number, figures equal to the stored bill's", async () => {
    const reply = await api.call<Json>('ewaybill_json.php', { order_id: retail.orderId, ...TRANSPORT }, { cookie: clerk });
    expect(reply.head).toEqual({ code: 200, msg: 'success' });
    const order = await stored(retail.orderId);
    const [bill] = reply.body.billLists;
    expect(bill).toMatchObject({
      docType: 'INV',
      docNo: `R-${retail.billNo}`,
      docDate: '22/11/2026',
      toGstin: BANGALORE_GSTIN,
      toStateCode: 29,
      toPincode: 560001,
      cgstValue: 0,
      sgstValue: 0,
    });
    expect(paise(bill.igstValue)).toBe(order.cgst_amt + order.sgst_amt);
    expect(paise(bill.totInvValue)).toBe(order.total);
    expect(paise(bill.totalValue) + paise(bill.igstValue) + paise(bill.OthValue)).toBe(order.total);
    expect(bill.itemList.reduce((s, i) => s + paise(i.taxableAmount), 0)).toBe(paise(bill.totalValue));
    expect(bill.itemList.map((i) => [i.igstRate, i.cgstRate])).toEqual([
      [18, 0],
      [18, 0],
    ]);
  });

  it("the retail bill's details offer both; a retail bill without a GSTIN has no e-invoice (409) but its e-way bill (URP)", async () => {
    expect((await api.call('compliance_detail.php', { order_id: retail.orderId }, { cookie: clerk })).body).toMatchObject({
      ewaybill_needed: true,
      einvoice: true,
    });
    expect((await api.call('compliance_detail.php', { order_id: retailB2c.orderId }, { cookie: clerk })).body).toMatchObject({
      ewaybill_needed: false,
      einvoice: false,
    });
    expect((await api.call('einvoice_json.php', { order_id: retailB2c.orderId }, { cookie: clerk })).head).toEqual({
      code: 409,
      msg: "An e-invoice is for a B2B bill: this bill's customer has no GSTIN.",
    });
    const eway = await api.call<Json>('ewaybill_json.php', { order_id: retailB2c.orderId, ...TRANSPORT }, { cookie: clerk });
    expect(eway.body.billLists[0]).toMatchObject({ docNo: `R-${retailB2c.billNo}`, toGstin: 'URP' });
  });

  it('the batch covers both series: the B2B GST and retail bills of the range, GST before retail on a day', async () => {
    const reply = await api.call<EInvoice[]>('einvoice_batch_json.php', { from_date: '22-11-2026', to_date: '22-11-2026' }, { cookie: accountant });
    expect(reply.head.code).toBe(200);
    expect(reply.body.map((d) => d.DocDtls.No)).toEqual([String(gst.billNo), `R-${retail.billNo}`]);
    expect(paise(reply.body[1].ValDtls.TotInvVal)).toBe((await stored(retail.orderId)).total);
  });

  it('a cancelled retail bill is refused under its printed number', async () => {
    const bill = await addOrder(api.db, {
      kind: 'retail',
      customerId: bangalore,
      createdBy: shop.ownerId,
      date: '2026-11-23',
      lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 2 }],
    });
    expect((await api.call('retail_order_delete.php', { order_id: bill.orderId }, { cookie: owner })).status).toBe(200);
    expect((await api.call('einvoice_json.php', { order_id: bill.orderId }, { cookie: clerk })).head).toEqual({
      code: 409,
      msg: `Bill no. R-${bill.billNo} is cancelled: it has no e-way bill or e-invoice.`,
    });
  });

  it("a credit note: CRN with its own number and date, the bill in PrecDocDtls, the figures equal to the stored credit note's", async () => {
    const reply = await api.call<EInvoice>('einvoice_json.php', { credit_note_id: gstNote }, { cookie: clerk });
    expect(reply.head).toEqual({ code: 200, msg: 'success' });
    const note = await storedNote(gstNote);
    const json = reply.body;
    expect(json.Version).toBe('1.1');
    expect(json.TranDtls).toEqual({ TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' });
    expect(json.DocDtls).toEqual({ Typ: 'CRN', No: `CN-${note.cn_no}`, Dt: toDmy(note.cn_date, '/') });
    expect(json.RefDtls).toEqual({ PrecDocDtls: [{ InvNo: String(gst.billNo), InvDt: '22/11/2026' }] });
    expect(json.SellerDtls).toMatchObject({ Gstin: SHOP_SETTINGS.gst_no });
    expect(json.BuyerDtls).toMatchObject({ Gstin: MURUGAN_GSTIN, Pos: '33' });
    const v = json.ValDtls;
    expect(paise(v.AssVal)).toBe(Number(note.taxable));
    expect(paise(v.CgstVal)).toBe(Number(note.cgst_amt));
    expect(paise(v.SgstVal)).toBe(Number(note.sgst_amt));
    expect(paise(v.IgstVal)).toBe(0);
    expect(paise(v.Discount)).toBe(Number(note.commission_amt));
    expect(paise(v.OthChrg)).toBe(Number(note.packing_amt));
    expect(paise(v.TotInvVal)).toBe(Number(note.total));
    expect(paise(v.AssVal) + paise(v.CgstVal) + paise(v.SgstVal) - paise(v.Discount) + paise(v.OthChrg) + paise(v.RndOffAmt)).toBe(Number(note.total));
    // Only the returned line, its quantity and its stored credit note line.
    const returned = await api.db.selectFrom('credit_note_lines').selectAll().where('credit_note_id', '=', Number(gstNote)).execute();
    expect(json.ItemList.map((i) => [i.SlNo, i.HsnCd, i.Qty, i.GstRt])).toEqual([['1', '841451', 7, 18]]);
    expect(paise(json.ItemList[0].TotAmt)).toBe(150_000 * 7);
    expect(Number(returned[0].total)).toBe(150_000 * 7 - 105_000);
    expect(paise(json.ItemList[0].AssAmt)).toBe(Number(note.taxable));
    expect(paise(json.ItemList[0].CgstAmt)).toBe(Number(note.cgst_amt));
    expect(paise(json.ItemList[0].TotAmt) - paise(json.ItemList[0].Discount)).toBe(paise(json.ItemList[0].AssAmt));
  });

  it("a retail bill's credit note: CRN against R-n, inter-state IGST equal to the stored credit note's GST", async () => {
    const reply = await api.call<EInvoice>('einvoice_json.php', { credit_note_id: retailNote }, { cookie: clerk });
    expect(reply.head.code).toBe(200);
    const note = await storedNote(retailNote);
    const json = reply.body;
    expect(json.DocDtls).toEqual({ Typ: 'CRN', No: `CN-${note.cn_no}`, Dt: toDmy(note.cn_date, '/') });
    expect(json.RefDtls?.PrecDocDtls).toEqual([{ InvNo: `R-${retail.billNo}`, InvDt: '22/11/2026' }]);
    const v = json.ValDtls;
    expect(paise(v.AssVal)).toBe(Number(note.taxable));
    expect(paise(v.IgstVal)).toBe(Number(note.cgst_amt) + Number(note.sgst_amt));
    expect([paise(v.CgstVal), paise(v.SgstVal)]).toEqual([0, 0]);
    expect(paise(v.Discount)).toBe(Number(note.commission_amt));
    expect(paise(v.OthChrg)).toBe(Number(note.packing_amt));
    expect(paise(v.TotInvVal)).toBe(Number(note.total));
    expect(paise(v.AssVal) + paise(v.IgstVal) - paise(v.Discount) + paise(v.OthChrg) + paise(v.RndOffAmt)).toBe(Number(note.total));
    expect(json.ItemList.map((i) => [i.Qty, i.GstRt])).toEqual([[33, 18]]);
  });

  it('a credit note on a bill whose customer has no GSTIN is refused with its own message, nothing written', async () => {
    const note = await storedNote(b2cNote);
    const audits = await auditCount(api.db);
    expect((await api.call('einvoice_json.php', { credit_note_id: b2cNote }, { cookie: clerk })).head).toEqual({
      code: 409,
      msg: `A credit note is e-invoiced only on a B2B bill: CN-${note.cn_no} is on R-${retailB2c.billNo}, whose customer has no GSTIN.`,
    });
    expect(await auditCount(api.db)).toBe(audits);
  });

  it('400 without an id, with both or a bad one; 404 for no such credit note; 401; 403', async () => {
    expect((await api.call('einvoice_json.php', {}, { cookie: clerk })).head).toEqual({ code: 400, msg: 'order_id: is required (or a credit_note_id)' });
    expect((await api.call('einvoice_json.php', { order_id: gst.orderId, credit_note_id: gstNote }, { cookie: clerk })).head).toEqual({
      code: 400,
      msg: 'credit_note_id: give an order_id or a credit_note_id, not both',
    });
    expect((await api.call('einvoice_json.php', { credit_note_id: 'x' }, { cookie: clerk })).status).toBe(400);
    expect((await api.call('einvoice_json.php', { credit_note_id: 99999 }, { cookie: clerk })).head).toEqual({
      code: 404,
      msg: 'No credit note with credit_note_id 99999',
    });
    expect((await api.call('einvoice_json.php', { credit_note_id: gstNote })).status).toBe(401);
    expect((await api.call('einvoice_json.php', { credit_note_id: gstNote }, { cookie: cashier })).status).toBe(403);
    expect((await api.call('einvoice_json.php', { order_id: retail.orderId }, { cookie: cashier })).status).toBe(403);
    expect((await api.call('ewaybill_json.php', { order_id: retail.orderId, ...TRANSPORT })).status).toBe(401);
  });
});

describe.each(TEST_DIALECTS)('customer pincode (customer_detail_update.php) on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  const update = (pincode: unknown) =>
    api.call(
      'customer_detail_update.php',
      { user_id: shop.lakshmi, name: 'Lakshmi Home Appliances', telephone: '9847011111', address: 'MG Road', state: 'Kerala', pincode },
      { cookie: owner },
    );
  const stored = async () => (await api.db.selectFrom('customers').select('pincode').where('user_id', '=', shop.lakshmi).executeTakeFirstOrThrow()).pincode;

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
  });
  afterAll(() => api.dispose());

  it('takes a 6-digit pincode; absent keeps the stored one', async () => {
    expect((await update('682017')).status).toBe(200);
    expect(await stored()).toBe('682017');
    expect((await update(undefined)).status).toBe(200);
    expect(await stored()).toBe('682017');
  });

  it.each(['68201', '068201', '6820171', 'kochi'])('refuses pincode %s with 400, nothing written', async (pincode) => {
    const reply = await update(pincode);
    expect(reply.head).toEqual({ code: 400, msg: 'pincode: must be a 6-digit pincode such as 600001' });
    expect(await stored()).toBe('682017');
  });
});
