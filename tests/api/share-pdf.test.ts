// A bill's and a statement's PDF to share on WhatsApp (issue 33 item 5): bill_pdf.php answers a GST or retail bill as
// application/pdf whose text (read back with PDF.js) shows the bill's number, its lines and its total as stored;
// statement_pdf.php the customer's statement of account; each refuses bad input, no session and a missing flag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIndian } from '../../core/money';
import { socketFrom, startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { pdfPageTexts } from '../support/pdf-text';
import { setShopSettings, SHOP_SETTINGS } from '../support/print-fixtures';
import { addOrder, bigGstBill, seedShop, type SeededOrder, type Shop } from '../support/sales-fixtures';

interface PrintedLine {
  product_name: string;
}

describe.each(TEST_DIALECTS)('the bill and statement PDFs on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let clerk: string;
  let stranger: string;
  let gst: SeededOrder;
  let retail: SeededOrder;
  let quotation: SeededOrder;

  const post = (path: string, body: unknown, cookie?: string) =>
    api.app.request(
      `/api/${path}`,
      { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) },
      socketFrom('127.0.0.1'),
    );
  const pdfText = async (response: Response) => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    // Text runs come back with their spacing as drawn: compare with single spaces.
    return (await pdfPageTexts(bytes)).join('\n').replace(/\s+/g, ' ');
  };

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    await setShopSettings(api.db);
    await api.db.updateTable('settings').set({ upi_id: 'kulircooling@okaxis' }).execute();
    gst = await addOrder(api.db, bigGstBill(shop, shop.murugan));
    retail = await addOrder(api.db, {
      kind: 'retail',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 30 }],
    });
    quotation = await addOrder(api.db, {
      kind: 'estimate',
      customerId: shop.lakshmi,
      createdBy: shop.ownerId,
      lines: [{ name: 'Installation Charges', rate: 50_000, qty: 2 }],
    });
    owner = await api.signInOwner();
    const c = await api.addEmployee({ flags: ['gstbill'] });
    clerk = await api.signIn(c.email, c.password);
    const s = await api.addEmployee({ flags: ['product'] });
    stranger = await api.signIn(s.email, s.password);
  });
  afterAll(() => api.dispose());

  it("bill_pdf.php answers a GST bill's PDF: its number, every line and the grand total as stored, the buyer's GSTIN", async () => {
    const response = await post('bill_pdf.php', { order_id: gst.orderId }, clerk);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Bill_GST-${gst.billNo}.pdf"`);
    const text = await pdfText(response);
    const printed = (await api.call<{ bill_detail: PrintedLine[] }>('print_detail.php', { order_id: gst.orderId }, { cookie: owner })).body;
    const stored = await api.db.selectFrom('orders').select(['total', 'bill_no']).where('order_id', '=', gst.orderId).executeTakeFirstOrThrow();
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(`Invoice No. ${stored.bill_no}`);
    expect(text).toContain(SHOP_SETTINGS.shop_name);
    expect(text).toContain('Murugan Electricals');
    expect(text).toContain('GSTIN: 33AAACR5055K1ZE');
    expect(printed.bill_detail).toHaveLength(2);
    // Each stored line: S.No, product and serial, HSN when it has one, qty, rate, its discount when it has one, amount.
    const lines = await api.db.selectFrom('order_lines').selectAll().where('order_id', '=', gst.orderId).orderBy('line_no').execute();
    expect(lines.map((line) => line.product_name)).toEqual(printed.bill_detail.map((line) => line.product_name));
    for (const [i, line] of lines.entries()) {
      const hsn = line.hsn_code ? ` ${line.hsn_code}` : '';
      const discount = line.discount_bp > 0 ? ` ${line.discount_bp / 100}%` : '';
      expect(text).toContain(
        `${i + 1} ${line.product_name} - ${line.serial_no}${hsn} ${line.qty} ${formatIndian(Number(line.rate))}${discount} ${formatIndian(Number(line.total))}`,
      );
    }
    expect(text).toContain(`Grand Total ${formatIndian(Number(stored.total))}`);
    expect(Number(stored.total)).toBe(gst.total);
    expect(text).toContain('Amount in words:');
    expect(text).toContain('Scan to pay Rs.');
    expect(text).toContain('UPI: kulircooling@okaxis');
  });

  it("bill_pdf.php answers a retail bill's PDF under its series (R-n), its product code and total", async () => {
    const response = await post('bill_pdf.php', { order_id: retail.orderId }, owner);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Bill_R-${retail.billNo}.pdf"`);
    const text = await pdfText(response);
    expect(text).toContain('RETAIL INVOICE');
    expect(text).toContain(`Bill No. R-${retail.billNo}`);
    expect(text).toContain('Bajaj 2-pin plug');
    expect(text).toContain('BJP2');
    expect(text).toContain(`Grand Total ${formatIndian(retail.total)}`);
  });

  it('bill_pdf.php: an unknown bill or a quotation is 404, a bad order_id 400, no session 401, no bill flag 403', async () => {
    const answer = async (body: unknown, cookie?: string) => {
      const response = await post('bill_pdf.php', body, cookie);
      expect(response.headers.get('content-type')).toContain('application/json');
      return { status: response.status, head: ((await response.json()) as { head: { code: number; msg: string } }).head };
    };
    expect(await answer({ order_id: 999_999 }, owner)).toEqual({ status: 404, head: { code: 404, msg: 'No GST bill with order_id 999999' } });
    expect((await answer({ order_id: quotation.orderId }, owner)).status).toBe(404);
    const bad = await answer({ order_id: 'abc' }, owner);
    expect(bad.status).toBe(400);
    expect(bad.head.msg).toMatch(/^order_id/);
    expect((await answer({}, owner)).status).toBe(400);
    expect((await answer({ order_id: gst.orderId })).status).toBe(401);
    expect((await answer({ order_id: gst.orderId }, stranger)).status).toBe(403);
  });

  it("statement_pdf.php answers the customer's statement of account: the party, brought forward, the bills and the closing", async () => {
    const ledger = (
      await api.call<{ closing: string; rows: Array<{ number: string }> }>('party_ledger.php', { party: 'customer', id: shop.murugan }, { cookie: owner })
    ).body;
    const response = await post('statement_pdf.php', { party: 'customer', id: shop.murugan }, owner);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Statement_Murugan-Electricals.pdf"');
    const text = await pdfText(response);
    expect(text).toContain('Statement of Account');
    expect(text).toContain('Murugan Electricals');
    expect(text).toContain('Period: All dates');
    expect(text).toContain('Brought Forward');
    for (const row of ledger.rows) expect(text).toContain(row.number);
    expect(Number(ledger.closing)).toBe((gst.total + retail.total) / 100);
    expect(text).toContain(`Closing Balance ${formatIndian(gst.total + retail.total)} Dr`);
  });

  it('statement_pdf.php: an unknown customer is 404, a bad date 400, no session 401, no ledger flag 403', async () => {
    const status = async (body: unknown, cookie?: string) => (await post('statement_pdf.php', body, cookie)).status;
    expect(await status({ party: 'customer', id: 999_999 }, owner)).toBe(404);
    expect(await status({ party: 'customer', id: shop.murugan, from_date: '31-02-2026' }, owner)).toBe(400);
    expect(await status({ party: 'vendor', id: shop.murugan }, owner)).toBe(400);
    expect(await status({ party: 'customer', id: shop.murugan })).toBe(401);
    expect(await status({ party: 'customer', id: shop.murugan }, clerk)).toBe(403);
  });
});
