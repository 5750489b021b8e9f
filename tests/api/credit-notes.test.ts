// Sales returns and credit notes (issue 21): pos_api/sales_return.php, pos_api/sales_return_detail.php,
// credit_note_list.php, credit_note_details.php, and the reports that follow them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booksClosedMessage } from '../../core/books-lock';
import { creditNoteTotals } from '../../core/credit-note';
import { toCsv } from '../../core/report-csv';
import { formatRupees } from '../../core/money';
import type { GstRow } from '../../src/api/reports';
import { gstCsv } from '../../src/routes/-components/reports/gst-columns';
import type { Database } from '../../server/db/types';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { storedLines, storedOrder } from '../support/edit-payloads';
import { writtenState } from '../support/pos-payloads';
import { addCustomer, addOrder, bigGstBill, seedShop, stockOf, type OrderSeed, type Shop } from '../support/sales-fixtures';

interface Made {
  credit_note_id: string;
  credit_note_no: string;
  total: string;
  applied: string;
  refund: string;
  kept_credit: string;
}
type Row = Record<string, string>;

describe.each(TEST_DIALECTS)('sales returns and credit notes on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let clerk: string;
  let clerkId: number;
  let clerkLogin: { email: string; password: string };
  let noList: string;
  let owner: string;
  let requests = 0;
  const ret = (body: Record<string, unknown>, cookie = clerk) =>
    api.call<Made>('pos_api/sales_return.php', { reason: 'Customer changed mind', request_id: `r-${(requests += 1)}`, ...body }, { cookie });
  const seed = async (order: OrderSeed) => {
    const made = await addOrder(api.db, order);
    return { ...made, odIds: (await storedLines(api.db, made.orderId)).map((l) => l.od_id) };
  };
  const threeLines = (customerId = shop.murugan, date = '2026-11-20'): OrderSeed => ({
    kind: 'gst',
    customerId,
    createdBy: shop.ownerId,
    date,
    lines: [
      { productId: shop.fan, rate: 150_000, qty: 4, discountBp: 1000 },
      { productId: shop.cooler, rate: 245_050, qty: 2 },
      { name: 'Installation Charges', rate: 50_000, qty: 1 },
    ],
    rates: { discountBp: 500, gstBp: 1800 },
  });
  const count = async (table: keyof Database) =>
    Number(
      (
        await api.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const everything = async () => ({
    ...(await writtenState(api.db)),
    notes: await count('credit_notes'),
    noteLines: await count('credit_note_lines'),
    cash: await count('payment_details'),
    orders: (await api.db.selectFrom('orders').select(['order_id', 'credited_amount', 'version']).orderBy('order_id').execute()).map((o) => ({
      ...o,
      credited_amount: Number(o.credited_amount),
    })),
  });

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
    const staff = await api.addEmployee({ flags: ['gstbill_list'] });
    clerkId = staff.userId;
    clerkLogin = staff;
    clerk = await api.signIn(staff.email, staff.password);
    const other = await api.addEmployee({ flags: ['gstbill', 'sales_gst', 'payment_details', 'stock_report'] });
    noList = await api.signIn(other.email, other.password);
  });
  afterAll(() => api.dispose());

  it("returns one line of three: a credit note CN-n dated today with the bill's number and date, stock back, the balance down", async () => {
    const bill = await seed(threeLines());
    const fansBefore = await stockOf(api.db, 'product', shop.fan);
    const reply = await ret({ order_id: bill.orderId, lines: [{ order_detail_id: bill.odIds[0], qty: 1 }] });
    expect(reply.head).toEqual({ code: 200, msg: 'Credit note saved successfully!' });
    const rates = { discountBp: 500, commissionBp: 0, gstBp: 1800, packingBp: 0 };
    const sold = (await storedLines(api.db, bill.orderId)).map((l) => ({
      odId: l.od_id,
      rate: l.rate,
      qty: l.qty,
      discountBp: l.discount_bp,
      returnedBefore: 0,
    }));
    const expected = creditNoteTotals(sold, rates, [{ odId: bill.odIds[0], qty: 1 }]);
    expect(reply.body).toEqual({
      credit_note_id: expect.stringMatching(/^\d+$/),
      credit_note_no: expect.stringMatching(/^CN-\d+$/),
      total: formatRupees(expected.grandTotal),
      applied: formatRupees(expected.grandTotal),
      refund: '0.00',
      kept_credit: '0.00',
    });
    expect(await stockOf(api.db, 'product', shop.fan)).toBe(fansBefore + 1);
    const ledger = await api.db
      .selectFrom('stock_ledger')
      .selectAll()
      .where('doc_kind', '=', 'credit_note')
      .where('doc_id', '=', Number(reply.body.credit_note_id))
      .execute();
    expect(ledger.map((r) => ({ kind: r.product_kind, id: r.product_id, qty: r.qty_change, reason: r.reason, by: r.user_id }))).toEqual([
      { kind: 'product', id: shop.fan, qty: 1, reason: 'return', by: clerkId },
    ]);
    expect(Number((await storedOrder(api.db, bill.orderId)).credited_amount)).toBe(expected.grandTotal);
    const list = await api.call<Row[]>('order.php', {}, { cookie: clerk });
    expect(list.body.find((r) => r.order_id === String(bill.orderId))?.balance).toBe(formatRupees(bill.total - expected.grandTotal));
    const pending = await api.call<Array<{ pending_list: Row[] }>>('pos_api/pos_report_payment.php', {}, { cookie: owner });
    expect(pending.body[0].pending_list.find((r) => r.order_id === String(bill.orderId))).toMatchObject({
      actual_amount: formatRupees(bill.total),
      paid_amount: '0.00',
      pending_balance: formatRupees(bill.total - expected.grandTotal),
    });

    const details = await api.call<Record<string, unknown>>('credit_note_details.php', { credit_note_id: reply.body.credit_note_id }, { cookie: clerk });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      credit_note_no: reply.body.credit_note_no,
      cn_date: '21-11-2026',
      reason: 'Customer changed mind',
      order_id: String(bill.orderId),
      bill_no: String(bill.billNo),
      bill_type: 'gst',
      bill_date: '20-11-2026',
      buyer_detail: { name: 'Murugan Electricals', tax_number: '33AAACR5055K1ZE', state: 'Tamil Nadu' },
      lines: [
        {
          order_detail_id: String(bill.odIds[0]),
          product_name: 'Crompton HS Plus 1200mm',
          amount_per_product: '1500.00',
          qty: 1,
          discount_percentage: '10.00',
          total_per_product: '1350.00',
        },
      ],
      final_billing: {
        subtotal: '1350.00',
        discount_percentage: '5.00',
        discount_amt: formatRupees(expected.discount),
        taxable: formatRupees(expected.taxable),
        tax_split: 'intra',
        cgst: formatRupees(expected.cgst),
        sgst: formatRupees(expected.sgst),
        igst: '0.00',
        gst_total: formatRupees(expected.gst),
        total: reply.body.total,
      },
      settlement: { applied: reply.body.total, refund: '0.00', kept_credit: '0.00' },
    });
    const audit = await api.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'credit_note')
      .where('entity_id', '=', reply.body.credit_note_id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ call: 'pos_api/sales_return.php', user_id: clerkId });
  });

  it('returning a whole discounted bill in parts gives back the bill to the paisa; the bill owes nothing then', async () => {
    const bill = await seed({ ...bigGstBill(shop), date: '2026-11-18' });
    const parts = [
      [{ order_detail_id: bill.odIds[0], qty: 33 }],
      [
        { order_detail_id: bill.odIds[0], qty: 47 },
        { order_detail_id: bill.odIds[1], qty: 1 },
      ],
    ];
    let sum = 0;
    for (const lines of parts) {
      const reply = await ret({ order_id: bill.orderId, lines });
      expect(reply.status).toBe(200);
      sum += Math.round(Number(reply.body.total) * 100);
    }
    expect(sum).toBe(bill.total);
    const notes = await api.db.selectFrom('credit_notes').selectAll().where('order_id', '=', bill.orderId).execute();
    const order = await storedOrder(api.db, bill.orderId);
    for (const column of ['subtotal', 'discount_amt', 'commission_amt', 'packing_amt', 'gst_amt', 'cgst_amt', 'sgst_amt', 'round_off', 'total'] as const) {
      expect(notes.reduce((s, n) => s + Number(n[column]), 0)).toBe(Number(order[column]));
    }
    const detail = await api.call<{ balance: string; lines: Array<{ returnable: number }> }>(
      'pos_api/sales_return_detail.php',
      { order_id: bill.orderId },
      { cookie: clerk },
    );
    expect(detail.body.balance).toBe('0.00');
    expect(detail.body.lines.map((l) => l.returnable)).toEqual([0, 0]);
    const pending = await api.call<Array<{ pending_list: Row[] }>>('pos_api/pos_report_payment.php', {}, { cookie: owner });
    expect(pending.body[0].pending_list.map((r) => r.order_id)).not.toContain(String(bill.orderId));
  });

  it('a retail bill: the return reads R-n, its plugs come back, and the numbers run on in the one CN series', async () => {
    const first = await seed(threeLines());
    const bill = await seed({
      kind: 'retail',
      customerId: shop.lakshmi,
      createdBy: shop.ownerId,
      lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 10 }],
      rates: { gstBp: 1800 },
    });
    const plugs = await stockOf(api.db, 'retail', shop.plug);
    const a = await ret({ order_id: first.orderId, lines: [{ order_detail_id: first.odIds[2], qty: 1 }] });
    const b = await ret({ order_id: bill.orderId, lines: [{ order_detail_id: bill.odIds[0], qty: '4' }] });
    expect(Number(b.body.credit_note_no.slice(3))).toBe(Number(a.body.credit_note_no.slice(3)) + 1);
    expect(await stockOf(api.db, 'retail', shop.plug)).toBe(plugs + 4);
    const details = await api.call<{ bill_no: string; bill_type: string; final_billing: Row }>(
      'credit_note_details.php',
      { credit_note_id: b.body.credit_note_id },
      { cookie: clerk },
    );
    // Lakshmi is in Kerala: the returned tax is IGST.
    expect(details.body).toMatchObject({
      bill_no: `R-${bill.billNo}`,
      bill_type: 'retail',
      final_billing: { tax_split: 'inter', cgst: '0.00', sgst: '0.00', igst: '32.40', total: '212.00' },
    });
  });

  it("credit beyond the balance of a paid bill is refunded from the cash book, or kept as the customer's credit", async () => {
    const paid = await seed({ ...threeLines(), paid: 0 });
    await api.db.updateTable('orders').set({ paid_amount: paid.total }).where('order_id', '=', paid.orderId).execute();
    const refund = await ret({ order_id: paid.orderId, excess: 'refund', lines: [{ order_detail_id: paid.odIds[2], qty: 1 }] });
    expect(refund.body).toMatchObject({ applied: '0.00', refund: refund.body.total, kept_credit: '0.00' });
    const cash = await api.call<Row[]>('payment_details_list.php', {}, { cookie: owner });
    expect(cash.body[0]).toMatchObject({
      added_date: '21-11-2026',
      name: 'Murugan Electricals',
      payment_method: 'debit',
      payment_sent: 'Cash refund',
      amount: refund.body.total,
      description: `Refund on credit note ${refund.body.credit_note_no} for bill no. ${paid.billNo}`,
    });

    const customer = await addCustomer(api.db, {
      name: 'Selvi Traders',
      mobile: '9894000001',
      address: 'Town Hall Road',
      state: 'Tamil Nadu',
      place_of_supply: 'Tamil Nadu',
      city: 'Madurai',
      pincode: '625001',
    });
    const part = await seed(threeLines(customer));
    await api.db
      .updateTable('orders')
      .set({ paid_amount: part.total - 10_000 })
      .where('order_id', '=', part.orderId)
      .execute();
    const cashRows = await count('payment_details');
    const kept = await ret({ order_id: part.orderId, excess: 'credit', lines: [{ order_detail_id: part.odIds[1], qty: 2 }] });
    const total = Math.round(Number(kept.body.total) * 100);
    expect(kept.body).toMatchObject({ applied: '100.00', refund: '0.00', kept_credit: formatRupees(total - 10_000) });
    expect(await count('payment_details')).toBe(cashRows);
    const pending = await api.call<Array<{ pending_list: Row[]; credit_list: Row[] }>>('pos_api/pos_report_payment.php', {}, { cookie: owner });
    expect(pending.body[0].pending_list.map((r) => r.order_id)).not.toContain(String(part.orderId));
    expect(pending.body[0].credit_list).toContainEqual({ user_id: String(customer), name: 'Selvi Traders', credit: formatRupees(total - 10_000) });
  });

  it('answers a repeated request_id with the first credit note and makes no second one', async () => {
    const bill = await seed(threeLines());
    const body = { order_id: bill.orderId, request_id: 'same-return-1', lines: [{ order_detail_id: bill.odIds[0], qty: 1 }] };
    const first = await api.call<Made>('pos_api/sales_return.php', { reason: 'Damaged', ...body }, { cookie: clerk });
    const before = await everything();
    const again = await api.call<Made>('pos_api/sales_return.php', { reason: 'Damaged', ...body }, { cookie: clerk });
    expect(again.body).toEqual(first.body);
    expect(await everything()).toEqual(before);
  });

  describe('bad input: each refused with its own message and nothing written', () => {
    it('more than was sold, and more than sold less returned before', async () => {
      const bill = await seed(threeLines());
      const before = await everything();
      expect((await ret({ order_id: bill.orderId, lines: [{ order_detail_id: bill.odIds[0], qty: 5 }] })).head).toEqual({
        code: 400,
        msg: 'lines.0.qty: only 4 can come back on this line (4 sold, 0 returned before), not 5',
      });
      expect(await everything()).toEqual(before);
      expect((await ret({ order_id: bill.orderId, lines: [{ order_detail_id: bill.odIds[0], qty: 3 }] })).status).toBe(200);
      const after = await everything();
      expect((await ret({ order_id: bill.orderId, lines: [{ order_detail_id: bill.odIds[0], qty: 2 }] })).head).toEqual({
        code: 400,
        msg: 'lines.0.qty: only 1 can come back on this line (4 sold, 3 returned before), not 2',
      });
      expect(await everything()).toEqual(after);
    });

    it('a line of another bill', async () => {
      const bill = await seed(threeLines());
      const other = await seed(threeLines());
      const before = await everything();
      expect((await ret({ order_id: bill.orderId, lines: [{ order_detail_id: other.odIds[0], qty: 1 }] })).head).toEqual({
        code: 400,
        msg: `lines.0.order_detail_id: line ${other.odIds[0]} is not a line of this bill`,
      });
      expect(await everything()).toEqual(before);
    });

    it('a zero quantity, no lines, the same line twice, no reason, a bad excess choice', async () => {
      const bill = await seed(threeLines());
      const before = await everything();
      expect((await ret({ order_id: bill.orderId, lines: [{ order_detail_id: bill.odIds[0], qty: 0 }] })).head).toEqual({
        code: 400,
        msg: 'lines.0.qty: the quantity returned must be at least 1',
      });
      expect((await ret({ order_id: bill.orderId, lines: [] })).head).toEqual({ code: 400, msg: 'lines: choose at least one line to return' });
      expect(
        (
          await ret({
            order_id: bill.orderId,
            lines: [
              { order_detail_id: bill.odIds[0], qty: 1 },
              { order_detail_id: bill.odIds[0], qty: 1 },
            ],
          })
        ).head,
      ).toEqual({ code: 400, msg: `lines.1.order_detail_id: line ${bill.odIds[0]} is given twice` });
      expect((await ret({ order_id: bill.orderId, reason: ' ', lines: [{ order_detail_id: bill.odIds[0], qty: 1 }] })).head).toEqual({
        code: 400,
        msg: 'reason: Please give a reason for the return',
      });
      expect((await ret({ order_id: bill.orderId, excess: 'cheque', lines: [{ order_detail_id: bill.odIds[0], qty: 1 }] })).head).toEqual({
        code: 400,
        msg: 'excess: must be refund or credit',
      });
      expect((await ret({ order_id: bill.orderId, lines: [{ order_detail_id: bill.odIds[0], qty: -1 }] })).head).toEqual({
        code: 400,
        msg: 'lines.0.qty: must be a whole number from 1 to 100000, not -1',
      });
      expect((await ret({ order_id: 'abc', lines: [{ order_detail_id: bill.odIds[0], qty: 1 }] })).head).toEqual({
        code: 400,
        msg: 'order_id: must be a positive whole number, not "abc"',
      });
      expect(await everything()).toEqual(before);
    });

    it('a cancelled bill, an estimate, and a bill that does not exist', async () => {
      const bill = await seed(threeLines());
      expect((await api.call('order_delete.php', { order_id: bill.orderId }, { cookie: clerk })).status).toBe(200);
      const estimate = await seed({
        kind: 'estimate',
        customerId: shop.murugan,
        createdBy: shop.ownerId,
        lines: [{ name: 'Fan fitting', rate: 20_000, qty: 2 }],
      });
      const before = await everything();
      expect((await ret({ order_id: bill.orderId, lines: [{ order_detail_id: bill.odIds[0], qty: 1 }] })).head).toEqual({
        code: 409,
        msg: `Bill no. ${bill.billNo} is cancelled: nothing on it can be returned`,
      });
      expect((await ret({ order_id: estimate.orderId, lines: [{ order_detail_id: estimate.odIds[0], qty: 1 }] })).head).toEqual({
        code: 400,
        msg: 'order_id: an estimate is a quotation, not a sale: nothing on it can be returned',
      });
      expect((await ret({ order_id: 999_999, lines: [{ order_detail_id: bill.odIds[0], qty: 1 }] })).head).toEqual({
        code: 404,
        msg: 'No bill with order_id 999999',
      });
      expect((await api.call('pos_api/sales_return_detail.php', { order_id: estimate.orderId }, { cookie: clerk })).status).toBe(400);
      expect((await api.call('credit_note_details.php', { credit_note_id: 999_999 }, { cookie: clerk })).head).toEqual({
        code: 404,
        msg: 'No credit note with credit_note_id 999999',
      });
      expect(await everything()).toEqual(before);
    });
  });

  it('a bill with a credit note can no longer be cancelled, edited, re-dated or lose a line (409, nothing written)', async () => {
    const bill = await seed(threeLines());
    const made = await ret({ order_id: bill.orderId, lines: [{ order_detail_id: bill.odIds[2], qty: 1 }] });
    const before = await everything();
    const dated = async () =>
      (await api.db.selectFrom('orders').select('order_date').where('order_id', '=', bill.orderId).executeTakeFirstOrThrow()).order_date;
    const msg = `Bill no. ${bill.billNo} has credit note ${made.body.credit_note_no}: it can no longer be edited or cancelled. Make a sales return instead.`;
    expect((await api.call('order_delete.php', { order_id: bill.orderId }, { cookie: clerk })).head).toEqual({ code: 409, msg });
    expect((await api.call('pos_api/order_detail_delete.php', { order_detail_id: bill.odIds[0] }, { cookie: clerk })).head).toEqual({ code: 409, msg });
    // Re-dating would change the "Original Invoice Date" on the credit note already issued, and could put the bill after it.
    expect((await api.call('billdate_update.php', { order_id: bill.orderId, new_date: '19-11-2026' }, { cookie: clerk })).head).toEqual({ code: 409, msg });
    expect((await api.call('billdate_update.php', { order_id: bill.orderId, new_date: '21-11-2026' }, { cookie: clerk })).head).toEqual({ code: 409, msg });
    expect(await dated()).toBe('2026-11-20');
    expect(await everything()).toEqual(before);
  });

  it('a bill in a closed period is corrected by a credit note dated today; books closed up to today refuse it (409, nothing written)', async () => {
    const bill = await seed(threeLines(shop.murugan, '2026-10-05'));
    await api.db.updateTable('settings').set({ books_locked_until: '2026-10-31' }).execute();
    try {
      const made = await ret({ order_id: bill.orderId, lines: [{ order_detail_id: bill.odIds[1], qty: 1 }] });
      expect(made.head.code).toBe(200);
      const note = await api.db
        .selectFrom('credit_notes')
        .select('cn_date')
        .where('credit_note_id', '=', Number(made.body.credit_note_id))
        .executeTakeFirstOrThrow();
      expect(note.cn_date > '2026-10-31').toBe(true);

      await api.db.updateTable('settings').set({ books_locked_until: note.cn_date }).execute();
      const before = await everything();
      const refused = await ret({ order_id: bill.orderId, lines: [{ order_detail_id: bill.odIds[1], qty: 1 }] });
      expect(refused.head).toEqual({ code: 409, msg: booksClosedMessage(note.cn_date) });
      expect(await everything()).toEqual(before);
    } finally {
      await api.db.updateTable('settings').set({ books_locked_until: '' }).execute();
    }
  });

  it('answers 401 without a session and 403 without the gstbill_list flag, for every call', async () => {
    const bill = await seed(threeLines());
    const calls: Array<[string, unknown]> = [
      ['pos_api/sales_return.php', { order_id: bill.orderId, reason: 'x', lines: [{ order_detail_id: bill.odIds[0], qty: 1 }] }],
      ['pos_api/sales_return_detail.php', { order_id: bill.orderId }],
      ['credit_note_list.php', {}],
      ['credit_note_details.php', { credit_note_id: 1 }],
    ];
    const before = await everything();
    for (const [path, body] of calls) {
      expect((await api.call(path, body)).head).toEqual({ code: 401, msg: 'Please sign in again: your session has ended.' });
      expect((await api.call(path, body, { cookie: noList })).head).toEqual({
        code: 403,
        msg: 'Permission denied: this needs the Sales or GST Bill List privilege.',
      });
    }
    expect(await everything()).toEqual(before);
  });

  it("the return screen's bill: each line sold, returned before and returnable, the balance and earlier credit notes", async () => {
    const bill = await seed(threeLines());
    const made = await ret({ order_id: bill.orderId, lines: [{ order_detail_id: bill.odIds[0], qty: 1 }] });
    const detail = await api.call<Record<string, unknown>>('pos_api/sales_return_detail.php', { order_id: String(bill.orderId) }, { cookie: clerk });
    expect(detail.body).toMatchObject({
      order_id: String(bill.orderId),
      bill_no: String(bill.billNo),
      bill_type: 'gst',
      order_date: '20-11-2026',
      name: 'Murugan Electricals',
      total: formatRupees(bill.total),
      balance: formatRupees(bill.total - Math.round(Number(made.body.total) * 100)),
      lines: [
        {
          order_detail_id: String(bill.odIds[0]),
          product_name: 'Crompton HS Plus 1200mm',
          serial_no: 'CRHS1200',
          qty: 4,
          returned: 1,
          returnable: 3,
          total_per_product: '5400.00',
        },
        { order_detail_id: String(bill.odIds[1]), qty: 2, returned: 0, returnable: 2 },
        { order_detail_id: String(bill.odIds[2]), product_name: 'Installation Charges', qty: 1, returned: 0, returnable: 1 },
      ],
      credit_notes: [{ credit_note_id: made.body.credit_note_id, credit_note_no: made.body.credit_note_no, cn_date: '21-11-2026', total: made.body.total }],
    });
  });

  it('finds the return screen\'s bill by the number the customer knows (palette "return 28", "return R-28")', async () => {
    const gst = await seed(threeLines());
    const retail = await seed({
      kind: 'retail',
      customerId: shop.lakshmi,
      createdBy: shop.ownerId,
      lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 2 }],
      rates: { gstBp: 1800 },
    });
    const byNo = (bill_no: string) => api.call<{ order_id: string; bill_no: string }>('pos_api/sales_return_detail.php', { bill_no }, { cookie: clerk });
    expect((await byNo(String(gst.billNo))).body).toMatchObject({ order_id: String(gst.orderId), bill_no: String(gst.billNo) });
    expect((await byNo(`R-${retail.billNo}`)).body).toMatchObject({ order_id: String(retail.orderId), bill_no: `R-${retail.billNo}` });
    expect((await byNo('R-99999')).head).toEqual({ code: 404, msg: 'No bill numbered R-99999' });
    expect((await byNo('CN-1')).head).toEqual({ code: 400, msg: 'bill_no: must be a bill number such as 28 or R-28, not "CN-1"' });
    expect((await api.call('pos_api/sales_return_detail.php', {}, { cookie: clerk })).head).toEqual({ code: 400, msg: 'order_id: is required (or a bill_no)' });
  });

  it('lists credit notes newest first with Search, From/To dates and paging', async () => {
    const customer = await addCustomer(api.db, {
      name: 'Kannan Cool House',
      mobile: '9790011122',
      address: 'Bazaar',
      state: 'Tamil Nadu',
      place_of_supply: 'Tamil Nadu',
      city: 'Dindigul',
      pincode: '624001',
    });
    const bill = await seed(threeLines(customer));
    // A session left unused past its idle hours ends: the clerk signs in on each day.
    const onDay = async (iso: string) => {
      api.clock.set(iso);
      return api.signIn(clerkLogin.email, clerkLogin.password);
    };
    const one = await ret(
      { order_id: bill.orderId, reason: 'Wrong model', lines: [{ order_detail_id: bill.odIds[0], qty: 1 }] },
      await onDay('2026-11-22T06:30:00Z'),
    );
    const two = await ret(
      { order_id: bill.orderId, reason: 'Not cooling', lines: [{ order_detail_id: bill.odIds[1], qty: 1 }] },
      await onDay('2026-11-23T06:30:00Z'),
    );
    clerk = await onDay('2026-11-21T06:30:00Z');
    const found = await api.call<Row[]>('credit_note_list.php', { search: 'kannan' }, { cookie: clerk });
    expect(found.body).toEqual([
      {
        credit_note_id: two.body.credit_note_id,
        credit_note_no: two.body.credit_note_no,
        cn_date: '23-11-2026',
        order_id: String(bill.orderId),
        bill_no: `GST ${bill.billNo}`,
        bill_type: 'gst',
        bill_date: '20-11-2026',
        name: 'Kannan Cool House',
        mobile: '9790011122',
        reason: 'Not cooling',
        amount: expect.any(String),
      },
      expect.objectContaining({ credit_note_id: one.body.credit_note_id, cn_date: '22-11-2026', reason: 'Wrong model' }),
    ]);
    expect((await api.call<Row[]>('credit_note_list.php', { search: one.body.credit_note_no }, { cookie: clerk })).body.map((r) => r.credit_note_id)).toEqual([
      one.body.credit_note_id,
    ]);
    // The bill by its printed number with its series (issue 32).
    expect((await api.call<Row[]>('credit_note_list.php', { search: `GST ${bill.billNo}` }, { cookie: clerk })).body.map((r) => r.credit_note_id)).toContain(
      two.body.credit_note_id,
    );
    const dated = await api.call<Row[]>('credit_note_list.php', { search: 'kannan', from_date: '22-11-2026', to_date: '22-11-2026' }, { cookie: clerk });
    expect(dated.body.map((r) => r.credit_note_id)).toEqual([one.body.credit_note_id]);
    const paged = await api.call<Row[]>('credit_note_list.php', { search: 'kannan', page: 2, per_page: 1 }, { cookie: clerk });
    expect(paged.body.map((r) => r.credit_note_id)).toEqual([one.body.credit_note_id]);
    const response = await api.app.request('/api/credit_note_list.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: clerk },
      body: JSON.stringify({ search: 'kannan', page: 1, per_page: 1 }),
    });
    expect(response.headers.get('X-Total-Count')).toBe('2');
    expect((await api.call('credit_note_list.php', { from_date: '31-02-2026' }, { cookie: clerk })).status).toBe(400);
  });

  it('reports: a negative row in the sales GST report, returns counted in the stock report, cdnr and doc_issue in GSTR-1', async () => {
    const bill = await seed(threeLines(shop.murugan, '2026-11-10'));
    const made = await ret({ order_id: bill.orderId, lines: [{ order_detail_id: bill.odIds[1], qty: 1 }] });
    const note = await api.db.selectFrom('credit_notes').selectAll().where('credit_note_id', '=', Number(made.body.credit_note_id)).executeTakeFirstOrThrow();
    const gst = await api.call<{ list_of_gst: Row[] }>('pos_api/pos_report_gst.php', { from_date: '21-11-2026', to_date: '21-11-2026' }, { cookie: noList });
    expect(gst.body.list_of_gst.find((r) => r.credit_note_id === made.body.credit_note_id)).toEqual({
      order_id: String(bill.orderId),
      credit_note_id: made.body.credit_note_id,
      bill_no: made.body.credit_note_no,
      bill_type: 'credit_note',
      order_date: '21-11-2026',
      customer_name: 'Murugan Electricals',
      gst_number: '33AAACR5055K1ZE',
      place_of_supply: 'Tamil Nadu',
      tax_split: 'intra',
      taxable_amt: formatRupees(-Number(note.taxable)),
      cgst: formatRupees(-Number(note.cgst_amt)),
      sgst: formatRupees(-Number(note.sgst_amt)),
      igst: '0.00',
      gst_amt: formatRupees(-Number(note.gst_amt)),
      total: `-${made.body.total}`,
      // Issue 31 item 4: the note's one rate is its row.
      tax_by_rate: [
        {
          gst_percentage: '18.00',
          taxable_amt: formatRupees(-Number(note.taxable)),
          cgst: formatRupees(-Number(note.cgst_amt)),
          sgst: formatRupees(-Number(note.sgst_amt)),
          igst: '0.00',
        },
      ],
    });
    const stock = await api.call<Array<{ stock_report: Row[] }>>('pos_api/pos_report_stock.php', {}, { cookie: noList });
    const soldLedger = await api.db
      .selectFrom('stock_ledger')
      .select((eb) => eb.fn.sum<number | string>('qty_change').as('n'))
      .where('product_kind', '=', 'product')
      .where('product_id', '=', shop.cooler)
      .where('doc_kind', 'in', ['order', 'credit_note'])
      .executeTakeFirstOrThrow();
    expect(stock.body[0].stock_report.find((r) => r.product_id === String(shop.cooler))?.sold_stock).toBe(String(-Number(soldLedger.n)));

    const gstr1 = await api.call<{ cdnr: Array<{ ctin: string; nt: Array<Record<string, unknown>> }>; doc_issue: { doc_det: Array<{ doc_num: number }> } }>(
      'pos_api/pos_report_gstr1.php',
      { month: '11-2026' },
      { cookie: noList },
    );
    const nt = gstr1.body.cdnr.find((r) => r.ctin === '33AAACR5055K1ZE')?.nt.find((n) => n.nt_num === made.body.credit_note_no);
    expect(nt).toEqual({
      ntty: 'C',
      nt_num: made.body.credit_note_no,
      nt_dt: '21-11-2026',
      pos: '33',
      val: Number(made.body.total),
      rchrg: 'N',
      inv_typ: 'R',
      itms: [
        { num: 1801, itm_det: { txval: Number(note.taxable) / 100, rt: 18, camt: Number(note.cgst_amt) / 100, samt: Number(note.sgst_amt) / 100, csamt: 0 } },
      ],
    });
    expect(gstr1.body.doc_issue.doc_det.map((d) => d.doc_num)).toEqual([1, 5]);
  });

  it("the sales GST report's CSV export carries the credit note as a negative row, its minus signs kept as numbers", async () => {
    const bill = await seed(threeLines(shop.murugan, '2026-11-11'));
    const made = await ret({ order_id: bill.orderId, lines: [{ order_detail_id: bill.odIds[2], qty: 1 }] });
    const note = await api.db.selectFrom('credit_notes').selectAll().where('credit_note_id', '=', Number(made.body.credit_note_id)).executeTakeFirstOrThrow();
    const gst = await api.call<{ list_of_gst: GstRow[] }>('pos_api/pos_report_gst.php', { from_date: '21-11-2026', to_date: '21-11-2026' }, { cookie: noList });
    const rows = gst.body.list_of_gst.filter((r) => r.credit_note_id === made.body.credit_note_id);
    const csv = gstCsv('sales', rows);
    // Installation Charges ₹500.00 less the bill's 5% discount: ₹475.00 taxable, CGST and SGST 9% each.
    const money = (paise: number) => (-paise / 100).toFixed(2);
    expect(toCsv(csv.header, csv.rows).split('\r\n')[1]).toBe(
      `1,${made.body.credit_note_no},21-11-2026,Murugan Electricals,33AAACR5055K1ZE,Tamil Nadu (33),${money(Number(note.taxable))},${money(Number(note.cgst_amt))},${money(Number(note.sgst_amt))},0.00,${money(Number(note.gst_amt))},-${made.body.total}`,
    );
    expect(Number(note.taxable)).toBe(47_500);
  });

  it('GSTR-1: an unregistered inter-state return of a bill over the B2CL limit is cdnur; a small B2C one is netted in b2cs', async () => {
    await api.db.updateTable('products').set({ stock: 10_000 }).where('product_id', '=', shop.fan).execute();
    const bengaluru = await addCustomer(api.db, {
      name: 'Bengaluru Cool Point',
      mobile: '9845012345',
      address: 'Avenue Road',
      state: 'Karnataka',
      place_of_supply: 'Karnataka',
      city: 'Bengaluru',
      pincode: '560002',
    });
    // 70 fans at ₹1,500: ₹1,05,000 taxable, ₹1,23,900 with 18% IGST, over the ₹1,00,000 B2CL limit.
    const large = await seed({
      kind: 'gst',
      customerId: bengaluru,
      createdBy: shop.ownerId,
      date: '2026-11-12',
      lines: [{ productId: shop.fan, rate: 150_000, qty: 70 }],
      rates: { gstBp: 1800 },
    });
    // 2 fans: ₹3,000 taxable, ₹540 IGST.
    const small = await seed({
      kind: 'gst',
      customerId: bengaluru,
      createdBy: shop.ownerId,
      date: '2026-11-13',
      lines: [{ productId: shop.fan, rate: 150_000, qty: 2 }],
      rates: { gstBp: 1800 },
    });
    expect(large.total).toBe(12_390_000);
    const big = await ret({ order_id: large.orderId, lines: [{ order_detail_id: large.odIds[0], qty: 3 }] });
    const little = await ret({ order_id: small.orderId, lines: [{ order_detail_id: small.odIds[0], qty: 1 }] });
    // 3 fans back: ₹4,500 taxable, ₹810 IGST, ₹5,310; 1 fan back: ₹1,500 and ₹270.
    expect([big.body.total, little.body.total]).toEqual(['5310.00', '1770.00']);

    const gstr1 = await api.call<{
      b2cl: Array<{ pos: string; inv: Array<{ inum: string }> }>;
      b2cs: Array<Record<string, unknown>>;
      cdnur?: Array<Record<string, unknown>>;
      cdnr?: Array<{ nt: Array<{ nt_num: string }> }>;
    }>('pos_api/pos_report_gstr1.php', { month: '11-2026' }, { cookie: noList });
    expect(gstr1.body.b2cl.find((r) => r.pos === '29')?.inv.map((i) => i.inum)).toEqual([String(large.billNo)]);
    expect(gstr1.body.cdnur).toEqual([
      {
        typ: 'B2CL',
        ntty: 'C',
        nt_num: big.body.credit_note_no,
        nt_dt: '21-11-2026',
        pos: '29',
        val: 5310,
        itms: [{ num: 1801, itm_det: { txval: 4500, rt: 18, iamt: 810, csamt: 0 } }],
      },
    ]);
    // The small bill's ₹3,000 and ₹540, less its return's ₹1,500 and ₹270.
    expect(gstr1.body.b2cs.filter((r) => r.pos === '29')).toEqual([{ sply_ty: 'INTER', pos: '29', typ: 'OE', rt: 18, txval: 1500, iamt: 270, csamt: 0 }]);
    const everyNote = [...(gstr1.body.cdnr ?? []).flatMap((r) => r.nt.map((n) => n.nt_num)), ...(gstr1.body.cdnur ?? []).map((n) => n.nt_num)];
    expect(everyNote).not.toContain(little.body.credit_note_no);
  });
});
