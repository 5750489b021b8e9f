// Issue 31 item 3: irn_attach.php and ewaybill_attach.php keep the IRP's answer (IRN, Ack No and date, signed QR) and
// the e-way bill of a bill or credit note; the signed QR must name the document (no signature check); an IRN locks
// the bill against edits, re-dating, line deletes and cancelling. Each refusal its own message, nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { asEdit, storedLines } from '../support/edit-payloads';
import { signedQr, testIrn, type QrFields } from '../support/irp-fixtures';
import { wholesaleBody } from '../support/pos-payloads';
import { setShopSettings, SHOP_SETTINGS } from '../support/print-fixtures';
import { addOrder, auditCount, bigGstBill, lastAudit, MURUGAN_GSTIN, seedShop, type SeededOrder, type Shop } from '../support/sales-fixtures';

const LOCKED = (no: string) =>
  `Bill no. ${no} has an IRN: it can no longer be edited, re-dated or cancelled in kulir. Cancel it on the IRP within 24 hours or issue a credit note.`;

describe.each(TEST_DIALECTS)('irn_attach.php and ewaybill_attach.php on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let clerk: string;
  let bill: SeededOrder;
  let other: SeededOrder;
  let b2c: SeededOrder;
  let noteId: string;
  let noteNo: string;

  const rows = async () => ({
    irns: await api.db.selectFrom('irns').selectAll().orderBy('id').execute(),
    eway: await api.db.selectFrom('eway_bills').selectAll().orderBy('order_id').execute(),
    audit: await auditCount(api.db),
  });
  const totalOf = async (orderId: number) =>
    Number((await api.db.selectFrom('orders').select('total').where('order_id', '=', orderId).executeTakeFirstOrThrow()).total) / 100;
  const qrFor = async (seeded: SeededOrder, irn: string, over: Partial<QrFields> = {}) =>
    signedQr({
      SellerGstin: SHOP_SETTINGS.gst_no,
      BuyerGstin: MURUGAN_GSTIN,
      DocNo: String(seeded.billNo),
      DocDt: '20/11/2026',
      TotInvVal: await totalOf(seeded.orderId),
      Irn: irn,
      ...over,
    });
  const attach = (body: Record<string, unknown>, cookie = owner) => api.call<Record<string, string>>('irn_attach.php', body, { cookie });
  const expectRefused = async (body: Record<string, unknown>, code: number, msg: string, cookie = owner) => {
    const before = await rows();
    const reply = await attach(body, cookie);
    expect(reply.head).toEqual({ code, msg });
    expect(await rows()).toEqual(before);
  };

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    await setShopSettings(api.db);
    await api.db.updateTable('customers').set({ credit_limit: 0 }).execute();
    await api.db.updateTable('products').set({ stock: 10_000 }).where('product_id', 'in', [shop.fan, shop.cooler]).execute();
    owner = await api.signInOwner();
    const staff = await api.addEmployee({ flags: ['gstbill_list', 'sales_gst', 'gstbill'] });
    clerk = await api.signIn(staff.email, staff.password);
    bill = await addOrder(api.db, bigGstBill(shop));
    other = await addOrder(api.db, bigGstBill(shop));
    b2c = await addOrder(api.db, bigGstBill(shop, shop.lakshmi));
    const odIds = (await storedLines(api.db, other.orderId)).map((l) => l.od_id);
    const reply = await api.call<{ credit_note_id: string; cn_no: string }>(
      'pos_api/sales_return.php',
      { order_id: other.orderId, reason: 'Damaged in transit', request_id: 'irn-1', lines: [{ order_detail_id: odIds[0], qty: 1 }] },
      { cookie: owner },
    );
    expect(reply.head.code).toBe(200);
    noteId = reply.body.credit_note_id;
    const note = await api.db.selectFrom('credit_notes').selectAll().where('credit_note_id', '=', Number(noteId)).executeTakeFirstOrThrow();
    noteNo = `CN-${note.cn_no}`;
  });
  afterAll(() => api.dispose());

  const IRN = testIrn('bill');
  const body = async (over: Record<string, unknown> = {}) => ({
    order_id: String(bill.orderId),
    irn: IRN,
    ack_no: '172610098765432',
    ack_date: '2026-11-20 11:02:00',
    signed_qr: await qrFor(bill, IRN),
    ...over,
  });

  it('401 without a session, 403 for an employee (owner only)', async () => {
    await expectRefused(await body(), 401, 'Please sign in again: your session has ended.', '');
    const reply = await attach(await body(), clerk);
    expect(reply.head.code).toBe(403);
    const ewb = await api.call('ewaybill_attach.php', { order_id: bill.orderId, ewb_no: '331000012345', ewb_date: '20-11-2026 12:00' }, { cookie: clerk });
    expect(ewb.head.code).toBe(403);
  });

  it('refuses an IRN of the wrong length or characters, a bad Ack No or date, a signed QR that is no JWT', async () => {
    await expectRefused(await body({ irn: IRN.slice(2) }), 400, 'irn: must be 64 characters (the IRN the IRP gave), not 62');
    await expectRefused(await body({ irn: `${IRN.slice(1)}z` }), 400, 'irn: must be hexadecimal characters only: digits 0-9 and letters a-f');
    await expectRefused(await body({ ack_no: '17261-0098' }), 400, 'ack_no: must be digits only, at most 20 (the Ack No the IRP gave)');
    await expectRefused(
      await body({ ack_date: '31-11-2026' }),
      400,
      'ack_date: must be a date and time such as 21-11-2026 11:02 (or as the IRP writes it: 2026-11-21 11:02:00)',
    );
    await expectRefused(
      await body({ signed_qr: 'not-a-jwt' }),
      400,
      'signed_qr: must be the signed QR code as the IRP gave it: three parts separated by dots (a JWT)',
    );
    await expectRefused(await body({ order_id: '', credit_note_id: '' }), 400, 'order_id: is required (or a credit_note_id)');
    await expectRefused(await body({ credit_note_id: noteId }), 400, 'credit_note_id: give an order_id or a credit_note_id, not both');
  });

  it('refuses a signed QR of another document, another GSTIN, another date, value or IRN: each in its own words', async () => {
    await expectRefused(
      await body({ signed_qr: await qrFor(bill, IRN, { SellerGstin: '29AABCK1234L1ZX' }) }),
      400,
      `signed_qr: this signed QR is for seller GSTIN 29AABCK1234L1ZX, not this shop's ${SHOP_SETTINGS.gst_no}.`,
    );
    await expectRefused(
      await body({ signed_qr: await qrFor(other, IRN) }),
      400,
      `signed_qr: this signed QR is for document no. ${other.billNo}, not Bill no. ${bill.billNo} (${bill.billNo}).`,
    );
    await expectRefused(
      await body({ signed_qr: await qrFor(bill, IRN, { DocDt: '21/11/2026' }) }),
      400,
      `signed_qr: this signed QR is for a document dated 21/11/2026, but Bill no. ${bill.billNo} is dated 20/11/2026.`,
    );
    const total = await totalOf(bill.orderId);
    await expectRefused(
      await body({ signed_qr: await qrFor(bill, IRN, { TotInvVal: total + 1 }) }),
      400,
      `signed_qr: this signed QR is for a value of ₹${(total + 1).toFixed(2)}, but Bill no. ${bill.billNo} totals ₹${total.toFixed(2)}.`,
    );
    await expectRefused(await body({ signed_qr: await qrFor(bill, testIrn('x')) }), 400, 'signed_qr: this signed QR carries another IRN than the one given.');
  });

  it('refuses a bill without a GSTIN and a document that does not exist', async () => {
    await expectRefused(
      await body({ order_id: String(b2c.orderId), signed_qr: await qrFor(b2c, IRN) }),
      409,
      "An e-invoice is for a B2B bill: this bill's customer has no GSTIN.",
    );
    await expectRefused(await body({ order_id: '999999' }), 404, 'No GST or retail bill with order_id 999999');
  });

  it('attaches the IRN: stored, audited, shown on the bill; again the same is fine; another IRN is refused', async () => {
    const before = await auditCount(api.db);
    const reply = await attach(await body({ irn: IRN.toUpperCase() }));
    expect(reply.head).toEqual({ code: 200, msg: 'success' });
    expect(reply.body).toMatchObject({ order_id: String(bill.orderId), irn: IRN, ack_no: '172610098765432', ack_date: '20-11-2026 11:02' });
    const stored = await api.db.selectFrom('irns').selectAll().where('order_id', '=', bill.orderId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ irn: IRN, ack_no: '172610098765432', ack_date: '2026-11-20 11:02:00', credit_note_id: null });
    expect(await auditCount(api.db)).toBe(before + 1);
    expect(await lastAudit(api.db)).toMatchObject({ call: 'irn_attach.php', entity: 'irn', entity_id: String(stored.id) });

    const again = await attach(await body());
    expect(again.head).toEqual({ code: 200, msg: 'success' });
    expect(await auditCount(api.db)).toBe(before + 1);

    const otherIrn = testIrn('other');
    await expectRefused(
      await body({ irn: otherIrn, signed_qr: await qrFor(bill, otherIrn) }),
      409,
      `Bill no. ${bill.billNo} already has IRN ${IRN}: a document has one IRN.`,
    );
    const detail = await api.call<Record<string, unknown>>('compliance_detail.php', { order_id: bill.orderId }, { cookie: clerk });
    expect(detail.body.irn).toMatchObject({ irn: IRN, ack_no: '172610098765432', ack_date: '20-11-2026 11:02' });
    const printed = await api.call<Record<string, unknown>>('print_detail.php', { order_id: bill.orderId }, { cookie: owner });
    expect(printed.body).toMatchObject({ irn: { irn: IRN, signed_qr: await qrFor(bill, IRN) }, ewaybill: null });
  });

  it('a bill with an IRN can no longer be edited, re-dated, have a line deleted or be cancelled', async () => {
    const bad = LOCKED(String(bill.billNo));
    const lines = await storedLines(api.db, bill.orderId);
    const seed = bigGstBill(shop);
    const edit = asEdit(
      wholesaleBody(
        shop.murugan,
        seed.lines.map((l) => ({ productId: l.productId ?? 0, rate: l.rate, qty: l.qty, discountBp: l.discountBp })),
        { discountBp: 500, commissionBp: 200, gstBp: 1800, packingBp: 100 },
        '20-11-2026',
      ),
      { orderId: bill.orderId, billNo: bill.billNo, version: 1 },
      lines.map((l) => l.od_id),
    );
    const edited = await api.call('pos_api/pos_order_edit.php', edit, { cookie: owner });
    expect(edited.head).toEqual({ code: 409, msg: bad });
    const redated = await api.call('billdate_update.php', { order_id: bill.orderId, new_date: '19-11-2026' }, { cookie: owner });
    expect(redated.head).toEqual({ code: 409, msg: bad });
    const deleted = await api.call('pos_api/order_detail_delete.php', { order_detail_id: lines[0].od_id }, { cookie: owner });
    expect(deleted.head).toEqual({ code: 409, msg: bad });
    const cancelled = await api.call('order_delete.php', { order_id: bill.orderId }, { cookie: owner });
    expect(cancelled.head).toEqual({ code: 409, msg: bad });
    const order = await api.db.selectFrom('orders').selectAll().where('order_id', '=', bill.orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ cancelled: 0, order_date: '2026-11-20', version: 1 });
    expect(await storedLines(api.db, bill.orderId)).toHaveLength(lines.length);
  });

  it('a credit note: its own number and date in the signed QR; an IRN given to another document is refused', async () => {
    const note = await api.db.selectFrom('credit_notes').selectAll().where('credit_note_id', '=', Number(noteId)).executeTakeFirstOrThrow();
    const dmy = note.cn_date.split('-').reverse().join('/');
    const noteIrn = testIrn('note');
    const qr = signedQr({ SellerGstin: SHOP_SETTINGS.gst_no, DocNo: noteNo, DocTyp: 'CRN', DocDt: dmy, TotInvVal: Number(note.total) / 100, Irn: noteIrn });
    const base = { irn: noteIrn, ack_no: '172610098765433', ack_date: '2026-11-25 10:00:00', signed_qr: qr };
    await expectRefused(
      { ...base, credit_note_id: noteId, irn: IRN, signed_qr: signedQr({ SellerGstin: SHOP_SETTINGS.gst_no, DocNo: noteNo, DocDt: dmy, Irn: IRN }) },
      409,
      `IRN ${IRN} is already attached to another document.`,
    );
    await expectRefused(
      { ...base, credit_note_id: noteId, signed_qr: await qrFor(bill, noteIrn) },
      400,
      `signed_qr: this signed QR is for document no. ${bill.billNo}, not Credit note ${noteNo} (${noteNo}).`,
    );
    const reply = await attach({ ...base, credit_note_id: noteId });
    expect(reply.head).toEqual({ code: 200, msg: 'success' });
    expect(reply.body).toMatchObject({ credit_note_id: noteId, irn: noteIrn, ack_date: '25-11-2026 10:00' });
    await expectRefused({ ...base, credit_note_id: '999999' }, 404, 'No credit note with credit_note_id 999999');
    const printed = await api.call<Record<string, unknown>>('credit_note_details.php', { credit_note_id: noteId }, { cookie: owner });
    expect(printed.body.irn).toEqual({ irn: noteIrn, ack_no: '172610098765433', ack_date: '25-11-2026 10:00', signed_qr: qr });
  });

  describe('ewaybill_attach.php', () => {
    const ewb = (over: Record<string, unknown> = {}, cookie = owner) =>
      api.call<Record<string, string>>(
        'ewaybill_attach.php',
        { order_id: String(bill.orderId), ewb_no: '3310 0001 2345', ewb_date: '20-11-2026 12:30', ...over },
        { cookie },
      );

    it('refuses a number not 12 digits, a bad date, no session, a missing bill: nothing written', async () => {
      const before = await rows();
      expect((await ewb({ ewb_no: '33100001234' })).head).toEqual({ code: 400, msg: 'ewb_no: must be the 12-digit e-way bill number' });
      expect((await ewb({ ewb_no: '33100001234A' })).head).toEqual({ code: 400, msg: 'ewb_no: must be the 12-digit e-way bill number' });
      expect((await ewb({ ewb_date: '' })).head).toEqual({ code: 400, msg: 'ewb_date: is required' });
      expect((await ewb({}, '')).head.code).toBe(401);
      expect((await ewb({ order_id: '999999' })).head).toEqual({ code: 404, msg: 'No GST or retail bill with order_id 999999' });
      expect(await rows()).toEqual(before);
    });

    it('keeps the e-way bill, audited; the same again is fine, another is refused', async () => {
      const before = await auditCount(api.db);
      const reply = await ewb();
      expect(reply.head).toEqual({ code: 200, msg: 'success' });
      expect(reply.body).toEqual({ order_id: String(bill.orderId), ewb_no: '331000012345', ewb_date: '20-11-2026 12:30' });
      expect(await lastAudit(api.db)).toMatchObject({ call: 'ewaybill_attach.php', entity: 'eway_bill', entity_id: String(bill.orderId) });
      expect((await ewb()).head.code).toBe(200);
      expect(await auditCount(api.db)).toBe(before + 1);
      const before2 = await rows();
      expect((await ewb({ ewb_no: '331000012346' })).head).toEqual({
        code: 409,
        msg: `Bill no. ${bill.billNo} already has e-way bill 331000012345: a bill has one e-way bill.`,
      });
      expect((await ewb({ order_id: String(other.orderId) })).head).toEqual({ code: 409, msg: 'E-way bill 331000012345 is already attached to another bill.' });
      expect(await rows()).toEqual(before2);
      const detail = await api.call<Record<string, unknown>>('compliance_detail.php', { order_id: bill.orderId }, { cookie: clerk });
      expect(detail.body.ewaybill).toEqual({ ewb_no: '331000012345', ewb_date: '20-11-2026 12:30' });
    });
  });
});
