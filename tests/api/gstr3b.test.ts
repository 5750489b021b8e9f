// gstr3b.php (issue 30 item 4): the GSTR-3B working of a month. 3.1(a) and 3.2 must equal what kulir's own GSTR-1
// export of that month says (pos_report_gstr1.php), summed here by hand from its sections, for months of random bills
// and credit notes; 4(A)(5) equals the purchase GST report's tax of the month; the tax payable uses the credit so that
// liability − credit used = cash, head by head.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGstin } from '../../core/gstin';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { storedLines } from '../support/edit-payloads';
import { addPurchase } from '../support/purchase-fixtures';
import { addCustomer, addOrder, addSupplier, seedShop, type Shop } from '../support/sales-fixtures';

interface Heads {
  iamt: number;
  camt: number;
  samt: number;
}
interface Working {
  month: string;
  gstin: string;
  ret_period: string;
  sup_details: { osup_det: Heads & { txval: number; csamt: number } };
  inter_sup: { unreg_details: Array<{ pos: string; txval: number; iamt: number }> };
  itc_elg: { itc_avl: Array<Heads & { ty: string }>; itc_rev: Array<Heads & { ty: string }>; itc_net: Heads };
  tax_payable: {
    liability: Heads;
    itc_used: { igst: Heads; cgst: { camt: number; iamt: number }; sgst: { samt: number; iamt: number } };
    cash: Heads;
    itc_carried: Heads;
  };
  gstr1: { osup_det: Heads & { txval: number }; unreg_details: Array<{ pos: string; txval: number; iamt: number }> };
  differences: string[];
}
interface ItemDetail {
  txval: number;
  iamt?: number;
  camt?: number;
  samt?: number;
}
interface Gstr1Json {
  b2b: Array<{ inv: Array<{ itms: Array<{ itm_det: ItemDetail }> }> }>;
  b2cl: Array<{ pos: string; inv: Array<{ itms: Array<{ itm_det: ItemDetail }> }> }>;
  b2cs: Array<ItemDetail & { sply_ty: string; pos: string }>;
  cdnr?: Array<{ nt: Array<{ itms: Array<{ itm_det: ItemDetail }> }> }>;
  cdnur?: Array<{ pos: string; itms: Array<{ itm_det: ItemDetail }> }>;
}

const p = (rupees: number | undefined) => Math.round((rupees ?? 0) * 100);

/** 3.1(a) and 3.2 as an accountant reads them off the GSTR-1 JSON: every section's items, credit notes taken off. */
function fromGstr1(json: Gstr1Json) {
  const total = { txval: 0, iamt: 0, camt: 0, samt: 0 };
  const places = new Map<string, { txval: number; iamt: number }>();
  const add = (d: ItemDetail, sign: number, pos?: string) => {
    total.txval += sign * p(d.txval);
    total.iamt += sign * p(d.iamt);
    total.camt += sign * p(d.camt);
    total.samt += sign * p(d.samt);
    if (pos) {
      const row = places.get(pos) ?? { txval: 0, iamt: 0 };
      row.txval += sign * p(d.txval);
      row.iamt += sign * p(d.iamt);
      places.set(pos, row);
    }
  };
  json.b2b.forEach((r) => r.inv.forEach((i) => i.itms.forEach((t) => add(t.itm_det, 1))));
  json.b2cl.forEach((r) => r.inv.forEach((i) => i.itms.forEach((t) => add(t.itm_det, 1, r.pos))));
  json.b2cs.forEach((r) => add(r, 1, r.sply_ty === 'INTER' ? r.pos : undefined));
  (json.cdnr ?? []).forEach((r) => r.nt.forEach((n) => n.itms.forEach((t) => add(t.itm_det, -1))));
  (json.cdnur ?? []).forEach((n) => n.itms.forEach((t) => add(t.itm_det, -1, n.pos)));
  const unreg = [...places]
    .filter(([, r]) => r.txval !== 0 || r.iamt !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pos, r]) => ({ pos, txval: r.txval / 100, iamt: r.iamt / 100 }));
  return { osup: { txval: total.txval / 100, iamt: total.iamt / 100, camt: total.camt / 100, samt: total.samt / 100, csamt: 0 }, unreg };
}

/** A small seeded generator, so a failing month can be run again. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const MONTHS = ['08-2026', '09-2026', '10-2026', '11-2026'];

// The test clock stands at 21-11-2026 12:00 in Kolkata; credit notes are dated today.
describe.each(TEST_DIALECTS)('gstr3b.php on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let accountant: string;
  let clerk: string;
  let requests = 0;

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    await api.signInOwner();
    const books = await api.addEmployee({ flags: ['sales_gst', 'purchase_gst', 'gstbill_list'] });
    accountant = await api.signIn(books.email, books.password);
    const counter = await api.addEmployee({ flags: ['gstbill', 'purchase_gst'] });
    clerk = await api.signIn(counter.email, counter.password);
    const customers = [
      shop.murugan,
      shop.lakshmi,
      await addCustomer(api.db, { name: 'Ravi Stores', state: 'Tamil Nadu', place_of_supply: 'Tamil Nadu' }),
      await addCustomer(api.db, { name: 'Bengaluru Home', state: 'Karnataka', place_of_supply: 'Karnataka', city: 'Bengaluru' }),
      await addCustomer(api.db, { name: 'Mysore Traders', state: 'Karnataka', place_of_supply: 'Karnataka', tax_number: makeGstin(29, 'AAHCC1234K') }),
      await addCustomer(api.db, { name: 'Hyderabad Mart', state: 'Telangana', place_of_supply: 'Telangana' }),
    ];
    const karnatakaSupplier = await addSupplier(api.db, 'Bengaluru Coolers');
    await api.db
      .updateTable('suppliers')
      .set({ state: 'Karnataka', gst_number: makeGstin(29, 'AABCB5678M') })
      .where('id', '=', karnatakaSupplier)
      .execute();
    const next = random(30_2026);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
    const november: number[] = [];
    for (const [m, month] of MONTHS.entries()) {
      const [mm, yyyy] = month.split('-');
      for (let i = 0; i < 14; i += 1) {
        const day = String(1 + Math.floor(next() * (m === 3 ? 20 : 28))).padStart(2, '0');
        const big = next() < 0.15;
        const made = await addOrder(api.db, {
          kind: next() < 0.2 ? 'retail' : 'gst',
          customerId: pick(customers),
          createdBy: shop.ownerId,
          date: `${yyyy}-${mm}-${day}`,
          lines: big
            ? [{ productId: shop.cooler, rate: 245_050, qty: 40 + Math.floor(next() * 20) }]
            : [
                { productId: shop.fan, rate: 150_000 + Math.floor(next() * 999), qty: 1 + Math.floor(next() * 4), discountBp: pick([0, 500, 1000]) },
                ...(next() < 0.5 ? [{ productId: shop.cooler, rate: 245_050, qty: 1 }] : []),
              ],
          rates: { gstBp: pick([1200, 1800, 2800]), discountBp: pick([0, 0, 250]) },
        });
        if (m === 3) november.push(made.orderId);
      }
      for (let i = 0; i < 3; i += 1) {
        await addPurchase(api.db, {
          supplierId: pick([shop.supplierId, karnatakaSupplier]),
          createdBy: shop.ownerId,
          date: `${yyyy}-${mm}-1${i}`,
          gstBp: pick([1200, 1800]),
          lines: [{ productId: pick([shop.fan, shop.cooler]), rate: 100_000 + Math.floor(next() * 50_000), qty: 1 + Math.floor(next() * 30) }],
        });
      }
    }
    // Credit notes in November: one line of several bills back (cdnr, cdnur and b2cs netting alike, as they fall).
    for (const orderId of november.slice(0, 8)) {
      const line = (await storedLines(api.db, orderId))[0];
      const reply = await api.call(
        'pos_api/sales_return.php',
        { order_id: orderId, reason: 'Damaged in transit', request_id: `cn-${(requests += 1)}`, lines: [{ order_detail_id: line.od_id, qty: 1 }] },
        { cookie: accountant },
      );
      expect(reply.head.code).toBe(200);
    }
  }, 120_000);
  afterAll(() => api.dispose());

  it.each(MONTHS)('3.1(a) and 3.2 of %s equal the GSTR-1 export of the month, and 4(A)(5) the purchase GST report', async (month) => {
    const reply = await api.call<Working>('gstr3b.php', { month }, { cookie: accountant });
    expect(reply.head.code).toBe(200);
    const body = reply.body;
    expect(body.month).toBe(month);
    expect(body.ret_period).toBe(month.replace('-', ''));
    const gstr1 = await api.call<Gstr1Json>('pos_api/pos_report_gstr1.php', { month }, { cookie: accountant });
    const expected = fromGstr1(gstr1.body);
    expect(body.sup_details.osup_det).toEqual(expected.osup);
    expect(body.inter_sup.unreg_details).toEqual(expected.unreg);
    expect(body.gstr1.osup_det).toEqual(expected.osup);
    expect(body.gstr1.unreg_details).toEqual(expected.unreg);
    expect(body.differences).toEqual([]);
    // The months have B2B, B2C and inter-state sales: nothing here passes by being empty.
    expect(expected.osup.txval).toBeGreaterThan(0);
    expect(expected.unreg.length).toBeGreaterThan(0);
    // November's credit notes are in it: a registered buyer's as cdnr (the rest netted into b2cs or as cdnur).
    if (month === '11-2026') expect((gstr1.body.cdnr ?? []).length + (gstr1.body.cdnur ?? []).length).toBeGreaterThan(0);

    const [mm, yyyy] = month.split('-');
    const last = new Date(Date.UTC(Number(yyyy), Number(mm), 0)).getUTCDate();
    const purchases = await api.call<{ igst_total: string; cgst_total: string; sgst_total: string }>(
      'pos_api/pos_report_gst_purchase.php',
      { from_date: `01-${month}`, to_date: `${last}-${month}` },
      { cookie: accountant },
    );
    const rupees = (text: string) => Number(text.replace(/,/g, ''));
    const other = body.itc_elg.itc_avl.find((r) => r.ty === 'OTH');
    expect(other).toEqual({
      ty: 'OTH',
      iamt: rupees(purchases.body.igst_total),
      camt: rupees(purchases.body.cgst_total),
      samt: rupees(purchases.body.sgst_total),
      csamt: 0,
    });
    // No debit notes yet: nothing reversed, 4(C) = 4(A)(5).
    expect(body.itc_elg.itc_rev.map((r) => [r.ty, r.iamt, r.camt, r.samt])).toEqual([
      ['RUL', 0, 0, 0],
      ['OTH', 0, 0, 0],
    ]);
    expect(body.itc_elg.itc_net).toEqual({ iamt: other?.iamt, camt: other?.camt, samt: other?.samt, csamt: 0 });

    // Liability − credit used = cash, and credit − used = carried, head by head (in paise).
    const t = body.tax_payable;
    expect(t.liability).toEqual({ iamt: expected.osup.iamt, camt: expected.osup.camt, samt: expected.osup.samt });
    const used = {
      iamt: p(t.itc_used.igst.iamt) + p(t.itc_used.cgst.iamt) + p(t.itc_used.sgst.iamt),
      camt: p(t.itc_used.igst.camt) + p(t.itc_used.cgst.camt),
      samt: p(t.itc_used.igst.samt) + p(t.itc_used.sgst.samt),
    };
    for (const head of ['iamt', 'camt', 'samt'] as const) expect(p(t.liability[head]) - used[head]).toBe(p(t.cash[head]));
    expect(p(body.itc_elg.itc_net.iamt) - p(t.itc_used.igst.iamt) - p(t.itc_used.igst.camt) - p(t.itc_used.igst.samt)).toBe(p(t.itc_carried.iamt));
    expect(p(body.itc_elg.itc_net.camt) - p(t.itc_used.cgst.camt) - p(t.itc_used.cgst.iamt)).toBe(p(t.itc_carried.camt));
    expect(p(body.itc_elg.itc_net.samt) - p(t.itc_used.sgst.samt) - p(t.itc_used.sgst.iamt)).toBe(p(t.itc_carried.samt));
  });

  it('answers the shop GSTIN and a month with nothing in it as zeros', async () => {
    const reply = await api.call<Working>('gstr3b.php', { month: '07-2026' }, { cookie: accountant });
    expect(reply.head.code).toBe(200);
    expect(reply.body.sup_details.osup_det).toEqual({ txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 });
    expect(reply.body.inter_sup.unreg_details).toEqual([]);
    expect(reply.body.tax_payable.cash).toEqual({ iamt: 0, camt: 0, samt: 0 });
  });

  it.each([
    ['no month', {}, 'month: is required, as mm-yyyy'],
    ['not a month', { month: '13-2026' }, 'month: must be a month as mm-yyyy (from 07-2017), not "13-2026"'],
    ['a month before GST', { month: '06-2017' }, 'month: must be a month as mm-yyyy (from 07-2017), not "06-2017"'],
  ])('refuses %s with 400', async (_what, body, msg) => {
    expect((await api.call('gstr3b.php', body, { cookie: accountant })).head).toEqual({ code: 400, msg });
  });

  it('answers 401 without a session and 403 without the Sales GST Report privilege', async () => {
    expect((await api.call('gstr3b.php', { month: '11-2026' })).status).toBe(401);
    const refused = await api.call('gstr3b.php', { month: '11-2026' }, { cookie: clerk });
    expect(refused.status).toBe(403);
    expect(refused.head.msg).toMatch(/^Permission denied: this needs .*Sales GST Report/);
    // The filed months alone are the purchase GST report's too.
    expect((await api.call('gst_filed_months.php', {}, { cookie: clerk })).head.code).toBe(200);
  });
});
