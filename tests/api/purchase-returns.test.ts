// Purchase returns and debit notes (issue 30 item 2): pos_api/purchase_return.php, pos_api/purchase_return_detail.php,
// debit_note_list.php, debit_note_details.php, and the supplier's account and pending report that follow them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseTotals } from '../../core/billing';
import { debitNoteTotals, type BoughtLine } from '../../core/debit-note';
import { formatRupees } from '../../core/money';
import type { PurchaseReturnSaved } from '../../core/api/debit-notes';
import type { Database } from '../../server/db/types';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { purchaseBody, type PurchaseLineSeed } from '../support/purchase-payloads';
import { addSupplier, seedShop, stockOf, type Shop } from '../support/sales-fixtures';

type Row = Record<string, unknown>;

describe.each(TEST_DIALECTS)('purchase returns and debit notes on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let buyer: string;
  let buyerId: number;
  let stranger: string;
  let owner: string;
  let requests = 0;
  const ret = (body: Record<string, unknown>, cookie = buyer) =>
    api.call<PurchaseReturnSaved>('pos_api/purchase_return.php', { reason: 'Damaged in transit', request_id: `p-${(requests += 1)}`, ...body }, { cookie });
  const buy = async (lines: PurchaseLineSeed[], supplierId = shop.supplierId) => {
    const reply = await api.call<{ purchase_id: string }>('pos_api/pos_order_purchase.php', purchaseBody(supplierId, lines), { cookie: buyer });
    expect(reply.head.msg).toBe('Purchase saved successfully!');
    const purchaseId = Number(reply.body.purchase_id);
    const odIds = (await api.db.selectFrom('purchase_lines').select('od_id').where('purchase_id', '=', purchaseId).orderBy('line_no').execute()).map(
      (l) => l.od_id,
    );
    return { purchaseId, odIds };
  };
  const fansAndCoolers = (): PurchaseLineSeed[] => [
    { productId: shop.fan, rate: 119_999, qty: 3 },
    { productId: shop.cooler, rate: 200_050, qty: 3 },
  ];
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
    notes: await count('debit_notes'),
    lines: await count('debit_note_lines'),
    ledger: await count('stock_ledger'),
    audit: await count('audit_log'),
    requests: await count('request_log'),
    stock: (await api.db.selectFrom('products').select(['product_id', 'stock']).orderBy('product_id').execute()).map((p) => [p.product_id, p.stock]),
    purchases: (await api.db.selectFrom('purchases').select(['purchase_id', 'version']).orderBy('purchase_id').execute()).map((p) => [
      p.purchase_id,
      p.version,
    ]),
  });
  const bought = (odIds: number[], returned: number[] = [0, 0]): BoughtLine[] => [
    { odId: odIds[0], productId: shop.fan, productName: '', rate: 119_999, qty: 3, returnedBefore: returned[0] },
    { odId: odIds[1], productId: shop.cooler, productName: '', rate: 200_050, qty: 3, returnedBefore: returned[1] },
  ];

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    owner = await api.signInOwner();
    const b = await api.addEmployee({ flags: ['purchase_list'] });
    buyerId = b.userId;
    buyer = await api.signIn(b.email, b.password);
    const s = await api.addEmployee({ flags: ['gstbill', 'gstbill_list', 'supplier', 'payment_details'] });
    stranger = await api.signIn(s.email, s.password);
  });
  afterAll(() => api.dispose());

  it("returns one line: a debit note DN-n priced by the purchase's rules, stock out through the ledger, audited", async () => {
    const p = await buy(fansAndCoolers());
    const fansBefore = await stockOf(api.db, 'product', shop.fan);
    const reply = await ret({ purchase_id: p.purchaseId, lines: [{ purchase_detail_id: p.odIds[0], qty: 1 }] });
    expect(reply.head).toEqual({ code: 200, msg: 'Debit note saved successfully!' });
    const expected = debitNoteTotals(bought(p.odIds), { gstBp: 1800, split: 'intra' }, [{ odId: p.odIds[0], qty: 1 }]);
    // By hand: 9,601.47 → 9,601 + 1,728.18 = 11,329.18 before; 8,401.48 → 8,401 + 1,512.18 = 9,913.18 after.
    expect(expected.grandTotal).toBe(141_600);
    expect(reply.body).toEqual({ debit_note_id: expect.stringMatching(/^\d+$/), debit_note_no: expect.stringMatching(/^DN-\d+$/), total: '1416.00' });
    expect(await stockOf(api.db, 'product', shop.fan)).toBe(fansBefore - 1);
    const id = Number(reply.body.debit_note_id);
    const ledger = await api.db.selectFrom('stock_ledger').selectAll().where('doc_kind', '=', 'debit_note').where('doc_id', '=', id).execute();
    expect(ledger.map((r) => ({ id: r.product_id, qty: r.qty_change, reason: r.reason, by: r.user_id }))).toEqual([
      { id: shop.fan, qty: -1, reason: 'purchase_return', by: buyerId },
    ]);
    const stored = await api.db.selectFrom('debit_notes').selectAll().where('debit_note_id', '=', id).executeTakeFirstOrThrow();
    expect({ ...stored, taxable: Number(stored.taxable), cgst_amt: Number(stored.cgst_amt), igst_amt: Number(stored.igst_amt) }).toMatchObject({
      purchase_id: p.purchaseId,
      supplier_id: shop.supplierId,
      reason: 'Damaged in transit',
      taxable: 120_000,
      cgst_amt: 10_800,
      igst_amt: 0,
    });
    const audit = await api.db.selectFrom('audit_log').selectAll().where('entity', '=', 'debit_note').where('entity_id', '=', String(id)).execute();
    expect(audit.map((a) => ({ call: a.call, user: a.user_id }))).toEqual([{ call: 'pos_api/purchase_return.php', user: buyerId }]);
  });

  it("reverses the debit note's tax in GSTR-3B's 4(B)(2) for the month it is dated in, and 4(C) falls by as much", async () => {
    type Heads = { ty?: string; iamt: number; camt: number; samt: number };
    const working = async (month: string) => {
      const reply = await api.call<{ itc_elg: { itc_rev: Heads[]; itc_net: Heads } }>('gstr3b.php', { month }, { cookie: owner });
      expect(reply.head.code).toBe(200);
      const other = reply.body.itc_elg.itc_rev.find((row) => row.ty === 'OTH');
      return { rev: { iamt: other?.iamt, camt: other?.camt, samt: other?.samt }, net: reply.body.itc_elg.itc_net };
    };
    const p = await buy(fansAndCoolers());
    const dated = (await api.db.selectFrom('purchases').select('order_date').where('purchase_id', '=', p.purchaseId).executeTakeFirstOrThrow()).order_date;
    const month = `${dated.slice(5, 7)}-${dated.slice(0, 4)}`;
    const before = await working(month);
    const reply = await ret({ purchase_id: p.purchaseId, lines: [{ purchase_detail_id: p.odIds[1], qty: 2 }] });
    const note = await api.db.selectFrom('debit_notes').selectAll().where('debit_note_id', '=', Number(reply.body.debit_note_id)).executeTakeFirstOrThrow();
    expect(note.dn_date.slice(0, 7)).toBe(dated.slice(0, 7));
    const after = await working(month);
    const rupees = (paise: number) => Math.round(paise) / 100;
    const moved = (a: number | undefined, b: number | undefined) => Math.round(((a ?? 0) - (b ?? 0)) * 100) / 100;
    expect({
      iamt: moved(after.rev.iamt, before.rev.iamt),
      camt: moved(after.rev.camt, before.rev.camt),
      samt: moved(after.rev.samt, before.rev.samt),
    }).toEqual({
      iamt: rupees(Number(note.igst_amt)),
      camt: rupees(Number(note.cgst_amt)),
      samt: rupees(Number(note.sgst_amt)),
    });
    expect(moved(before.net.camt, after.net.camt)).toBe(rupees(Number(note.cgst_amt)));
    expect(Number(note.cgst_amt)).toBeGreaterThan(0);
  });

  it('takes the debit note off the ITC register of its month: a negative DN-n row, and the totals net of it', async () => {
    type Register = {
      rows: Array<{ kind: string; reference: string; taxable_amt: string; cgst: string; sgst: string }>;
      totals: { taxable_amt: string; cgst: string; itc: string };
    };
    const paise = (rupees: string) => Math.round(Number(rupees.replace(/,/g, '')) * 100);
    const p = await buy(fansAndCoolers());
    const dated = (await api.db.selectFrom('purchases').select('order_date').where('purchase_id', '=', p.purchaseId).executeTakeFirstOrThrow()).order_date;
    const month = `${dated.slice(5, 7)}-${dated.slice(0, 4)}`;
    const register = async () => {
      const reply = await api.call<Register>('itc_register.php', { month }, { cookie: owner });
      expect(reply.head.code).toBe(200);
      return reply.body;
    };
    const before = await register();
    const reply = await ret({ purchase_id: p.purchaseId, lines: [{ purchase_detail_id: p.odIds[0], qty: 1 }] });
    const note = await api.db.selectFrom('debit_notes').selectAll().where('debit_note_id', '=', Number(reply.body.debit_note_id)).executeTakeFirstOrThrow();
    const after = await register();
    const row = after.rows.find((r) => r.kind === 'debit_note' && r.reference === reply.body.debit_note_no);
    expect(row && { taxable: paise(row.taxable_amt), cgst: paise(row.cgst), sgst: paise(row.sgst) }).toEqual({
      taxable: -Number(note.taxable),
      cgst: -Number(note.cgst_amt),
      sgst: -Number(note.sgst_amt),
    });
    expect(paise(before.totals.taxable_amt) - paise(after.totals.taxable_amt)).toBe(Number(note.taxable));
    expect(paise(before.totals.itc) - paise(after.totals.itc)).toBe(Number(note.cgst_amt) + Number(note.sgst_amt) + Number(note.igst_amt));
  });

  it('numbers debit notes 1, 2, 3… in their own series', async () => {
    const p = await buy(fansAndCoolers());
    const first = await ret({ purchase_id: p.purchaseId, lines: [{ purchase_detail_id: p.odIds[0], qty: 1 }] });
    const second = await ret({ purchase_id: p.purchaseId, lines: [{ purchase_detail_id: p.odIds[1], qty: 1 }] });
    expect(Number(second.body.debit_note_no.slice(3))).toBe(Number(first.body.debit_note_no.slice(3)) + 1);
  });

  it('an inter-state supplier: IGST reversed', async () => {
    const kerala = await addSupplier(api.db, 'Kochi Coolers');
    await api.db.updateTable('suppliers').set({ state: 'Kerala' }).where('id', '=', kerala).execute();
    const p = await buy(fansAndCoolers(), kerala);
    const reply = await ret({ purchase_id: p.purchaseId, lines: [{ purchase_detail_id: p.odIds[1], qty: 2 }] });
    const detail = await api.call<Row>('debit_note_details.php', { debit_note_id: reply.body.debit_note_id }, { cookie: buyer });
    expect(detail.body.final_billing).toMatchObject({ taxable: '4001.00', tax_split: 'inter', cgst: '0.00', sgst: '0.00', igst: '720.18', total: '4721.18' });
  });

  it('idempotent by request_id: a repeat answers the same body and writes nothing', async () => {
    const p = await buy(fansAndCoolers());
    const body = { purchase_id: p.purchaseId, reason: 'Wrong model', request_id: 'dn-once', lines: [{ purchase_detail_id: p.odIds[0], qty: 1 }] };
    const first = await api.call<PurchaseReturnSaved>('pos_api/purchase_return.php', body, { cookie: buyer });
    const before = await everything();
    const again = await api.call<PurchaseReturnSaved>('pos_api/purchase_return.php', body, { cookie: buyer });
    expect(again.head).toEqual(first.head);
    expect(again.body).toEqual(first.body);
    expect(await everything()).toEqual(before);
  });

  it("lowers the supplier's payable: the pending report's credit and the ledger's debit note", async () => {
    const supplierId = await addSupplier(api.db, 'Madurai Pumps');
    const p = await buy(fansAndCoolers(), supplierId);
    const whole = purchaseTotals(
      fansAndCoolers().map((l) => ({ rate: l.rate, qty: l.qty })),
      1800,
    ).grandTotal;
    const made = await ret({ purchase_id: p.purchaseId, lines: [{ purchase_detail_id: p.odIds[0], qty: 1 }] });
    const pending = await api.call<Array<{ pending_list: Row[] }>>('pos_api/pos_report_supplier_payment.php', {}, { cookie: owner });
    expect(pending.body[0].pending_list.find((r) => r.purchase_id === String(p.purchaseId))).toMatchObject({
      actual_amount: formatRupees(whole),
      credit_amount: '1416.00',
      pending_balance: formatRupees(whole - 141_600),
    });
    const ledger = await api.call<{ rows: Row[]; closing: string }>('party_ledger.php', { party: 'supplier', id: supplierId }, { cookie: owner });
    expect(ledger.body.rows.find((r) => r.kind === 'debit_note')).toMatchObject({
      number: made.body.debit_note_no,
      narration: `Return on purchase ${p.purchaseId}`,
      debit: '1416.00',
    });
    expect(ledger.body.closing).toBe(formatRupees(whole - 141_600));
  });

  it('a purchase with a debit note can no longer be edited or deleted', async () => {
    const p = await buy(fansAndCoolers());
    const made = await ret({ purchase_id: p.purchaseId, lines: [{ purchase_detail_id: p.odIds[0], qty: 1 }] });
    const before = await everything();
    const refused = await api.call('pos_api/purchase_list_delete.php', { purchase_list_id: p.purchaseId }, { cookie: buyer });
    expect(refused.head).toEqual({
      code: 409,
      msg: `Purchase ${p.purchaseId} has debit note ${made.body.debit_note_no}: it can no longer be edited or deleted. Make a purchase return instead.`,
    });
    const line = await api.call('pos_api/purchase_detail_delete.php', { purchase_detail_id: p.odIds[1] }, { cookie: buyer });
    expect(line.head.code).toBe(409);
    expect(await everything()).toEqual(before);
  });

  describe('bad input: each its own message, nothing written', () => {
    const refuses = async (body: Record<string, unknown>, code: number, msg: string) => {
      const before = await everything();
      const reply = await ret(body);
      expect(reply.head).toEqual({ code, msg });
      expect(await everything()).toEqual(before);
    };

    it('more than was bought, less what was already returned', async () => {
      const p = await buy(fansAndCoolers());
      await ret({ purchase_id: p.purchaseId, lines: [{ purchase_detail_id: p.odIds[1], qty: 1 }] });
      await refuses(
        { purchase_id: p.purchaseId, lines: [{ purchase_detail_id: p.odIds[1], qty: 3 }] },
        400,
        'lines.0.qty: only 2 can go back on this line (3 bought, 1 returned before), not 3',
      );
    });

    it('more than is in stock', async () => {
      const p = await buy([{ productId: shop.cooler, rate: 200_050, qty: 2 }]);
      await api.db.updateTable('products').set({ stock: 1 }).where('product_id', '=', shop.cooler).execute();
      try {
        await refuses(
          { purchase_id: p.purchaseId, lines: [{ purchase_detail_id: p.odIds[0], qty: 2 }] },
          400,
          'lines.0.qty: only 1 of Symphony Diet 50T in stock: 2 cannot go back to the supplier',
        );
      } finally {
        await api.db.updateTable('products').set({ stock: 50 }).where('product_id', '=', shop.cooler).execute();
      }
    });

    it('a deleted purchase', async () => {
      const p = await buy(fansAndCoolers());
      expect((await api.call('pos_api/purchase_list_delete.php', { purchase_list_id: p.purchaseId }, { cookie: buyer })).head.code).toBe(200);
      const before = await everything();
      const reply = await ret({ purchase_id: p.purchaseId, lines: [{ purchase_detail_id: p.odIds[0], qty: 1 }] });
      expect(reply.head.code).toBe(409);
      expect(reply.head.msg).toMatch(new RegExp(`^Purchase ${p.purchaseId} was deleted on \\d\\d-\\d\\d-\\d{4}: nothing on it can be returned\\.$`));
      expect(await everything()).toEqual(before);
    });

    it('a zero quantity', async () => {
      const p = await buy(fansAndCoolers());
      await refuses(
        { purchase_id: p.purchaseId, lines: [{ purchase_detail_id: p.odIds[0], qty: 0 }] },
        400,
        'lines.0.qty: the quantity returned must be at least 1',
      );
    });

    it('an unknown line', async () => {
      const p = await buy(fansAndCoolers());
      const other = await buy(fansAndCoolers());
      await refuses(
        { purchase_id: p.purchaseId, lines: [{ purchase_detail_id: other.odIds[0], qty: 1 }] },
        400,
        `lines.0.purchase_detail_id: line ${other.odIds[0]} is not a line of this purchase`,
      );
    });

    it('no such purchase, no reason, no lines', async () => {
      await refuses({ purchase_id: 999_999, lines: [{ purchase_detail_id: 1, qty: 1 }] }, 404, 'No purchase with purchase_id 999999');
      const p = await buy(fansAndCoolers());
      const noReason = await ret({ purchase_id: p.purchaseId, reason: '', lines: [{ purchase_detail_id: p.odIds[0], qty: 1 }] });
      expect(noReason.head.code).toBe(400);
      expect(noReason.head.msg).toContain('Please give a reason for the return');
      const noLines = await ret({ purchase_id: p.purchaseId, lines: [] });
      expect(noLines.head.code).toBe(400);
      expect(noLines.head.msg).toContain('choose at least one line to return');
    });
  });

  it("the return screen's purchase: each line bought, returned before, returnable and in stock", async () => {
    const p = await buy(fansAndCoolers());
    const made = await ret({ purchase_id: p.purchaseId, lines: [{ purchase_detail_id: p.odIds[0], qty: 2 }] });
    const detail = await api.call<Row>('pos_api/purchase_return_detail.php', { purchase_id: String(p.purchaseId) }, { cookie: buyer });
    expect(detail.head.code).toBe(200);
    expect(detail.body).toMatchObject({
      purchase_id: String(p.purchaseId),
      lines: [
        { purchase_detail_id: String(p.odIds[0]), qty: 3, returned: 2, returnable: 1, stock: await stockOf(api.db, 'product', shop.fan) },
        { purchase_detail_id: String(p.odIds[1]), qty: 3, returned: 0, returnable: 3 },
      ],
      debit_notes: [{ debit_note_id: made.body.debit_note_id, debit_note_no: made.body.debit_note_no, total: made.body.total }],
    });
    expect((await api.call('pos_api/purchase_return_detail.php', { purchase_id: 999_999 }, { cookie: buyer })).head).toEqual({
      code: 404,
      msg: 'No purchase with purchase_id 999999',
    });
  });

  it('debit_note_list.php and debit_note_details.php: the note with its supplier, purchase, lines and figures', async () => {
    const p = await buy(fansAndCoolers());
    const made = await ret({ purchase_id: p.purchaseId, reason: 'Cracked body', lines: [{ purchase_detail_id: p.odIds[0], qty: 1 }] });
    const list = await api.call<Row[]>('debit_note_list.php', { search: made.body.debit_note_no }, { cookie: buyer });
    expect(list.head.code).toBe(200);
    expect(list.body).toEqual([
      {
        debit_note_id: made.body.debit_note_id,
        debit_note_no: made.body.debit_note_no,
        dn_date: expect.stringMatching(/^\d\d-\d\d-\d{4}$/),
        purchase_id: String(p.purchaseId),
        purchase_date: '21-11-2026',
        supplier_id: String(shop.supplierId),
        name: 'Chennai Fans Distributors',
        mobile: '9840012345',
        reason: 'Cracked body',
        amount: '1,416.00',
      },
    ]);
    const bySupplier = await api.call<Row[]>('debit_note_list.php', { search: 'chennai fans' }, { cookie: buyer });
    expect(bySupplier.body.map((r) => r.debit_note_id)).toContain(made.body.debit_note_id);
    const detail = await api.call<Row>('debit_note_details.php', { debit_note_id: made.body.debit_note_id }, { cookie: buyer });
    expect(detail.body).toMatchObject({
      debit_note_no: made.body.debit_note_no,
      reason: 'Cracked body',
      purchase_id: String(p.purchaseId),
      purchase_date: '21-11-2026',
      supplier_detail: { name: 'Chennai Fans Distributors', state: 'Tamil Nadu' },
      lines: [
        {
          purchase_detail_id: String(p.odIds[0]),
          product_name: 'Crompton HS Plus 1200mm',
          amount_per_product: '1199.99',
          qty: 1,
          total_per_product: '1199.99',
        },
      ],
      final_billing: {
        subtotal: '1199.99',
        taxable: '1200.00',
        gst_percentage: '18.00',
        tax_split: 'intra',
        cgst: '108.00',
        sgst: '108.00',
        igst: '0.00',
        total: '1416.00',
      },
      settlement: { applied: '1416.00', due: '0.00' },
    });
    expect((await api.call('debit_note_details.php', { debit_note_id: 999_999 }, { cookie: buyer })).head).toEqual({
      code: 404,
      msg: 'No debit note with debit_note_id 999999',
    });
  });

  it('a return on a paid purchase: the part past its balance is due from the supplier', async () => {
    const p = await buy([{ productId: shop.fan, rate: 100_000, qty: 2 }]);
    const total = purchaseTotals([{ rate: 100_000, qty: 2 }], 1800).grandTotal;
    await api.db
      .updateTable('purchases')
      .set({ paid_amount: total - 50_000 })
      .where('purchase_id', '=', p.purchaseId)
      .execute();
    const made = await ret({ purchase_id: p.purchaseId, lines: [{ purchase_detail_id: p.odIds[0], qty: 1 }] });
    const detail = await api.call<Row>('debit_note_details.php', { debit_note_id: made.body.debit_note_id }, { cookie: buyer });
    expect(detail.body.settlement).toEqual({ applied: '500.00', due: '680.00' });
  });

  it('answers 401 without a session and 403 without the Purchase List privilege, for every call', async () => {
    const p = await buy(fansAndCoolers());
    const calls: Array<[string, unknown]> = [
      ['pos_api/purchase_return.php', { purchase_id: p.purchaseId, reason: 'x', lines: [{ purchase_detail_id: p.odIds[0], qty: 1 }] }],
      ['pos_api/purchase_return_detail.php', { purchase_id: p.purchaseId }],
      ['debit_note_list.php', {}],
      ['debit_note_details.php', { debit_note_id: 1 }],
    ];
    const before = await everything();
    for (const [path, body] of calls) {
      expect((await api.call(path, body)).head).toEqual({ code: 401, msg: 'Please sign in again: your session has ended.' });
      expect((await api.call(path, body, { cookie: stranger })).head).toEqual({ code: 403, msg: 'Permission denied: this needs the Purchase List privilege.' });
    }
    expect(await everything()).toEqual(before);
  });
});
