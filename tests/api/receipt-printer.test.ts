// The till's network receipt printer and cash drawer (issue 33 item 1): receipt_print.php sends a saved retail bill's
// receipt as ESC/POS to a printer (here a fake one on loopback), with the drawer pulse only for a cash sale right after
// its save; a printer that never answers is a message within the time set, and the bill stays saved. drawer_open.php
// opens the drawer on its own, audited with who and why.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { decodeEscPos, printed } from '../support/escpos-decode';
import { startFakePrinter, type FakePrinter } from '../support/fake-printer';
import { retailBody } from '../support/pos-payloads';
import { seedShop, type Shop } from '../support/sales-fixtures';

interface Saved {
  order_id: string;
  bill_no: number;
}

const ADDRESS_RULE = 'printer: must be a host and port, such as 192.168.1.50:9100';

describe.each(TEST_DIALECTS)('the receipt printer and the cash drawer, on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let cashier: string;
  let cashierId: number;
  let lister: string;
  let printer: FakePrinter;
  // Ten plugs: ₹450.00 + 18% GST = ₹531.00.
  const plugBill = () => retailBody(shop.lakshmi, [{ productId: shop.plug, rate: 4_500, qty: 10 }]);
  const save = async (extra: object) => {
    const saved = await api.call<Saved>('pos_api/retail_pos_order.php', { ...plugBill(), ...extra }, { cookie: cashier });
    expect(saved.head.code).toBe(200);
    return saved.body.order_id;
  };
  const audits = () => api.db.selectFrom('audit_log').selectAll().where('entity', '=', 'cash_drawer').orderBy('id').execute();

  beforeAll(async () => {
    process.env.KULIR_PRINTER_TIMEOUT_MS = '2000';
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    await api.db.updateTable('settings').set({ upi_id: 'kulircooling@okaxis', shop_name: 'Kulir Cooling Centre' }).execute();
    const staff = await api.addEmployee({ flags: ['gstbill', 'gstbill_list'] });
    cashier = await api.signIn(staff.email, staff.password);
    cashierId = staff.userId;
    const listOnly = await api.addEmployee({ flags: ['gstbill_list'] });
    lister = await api.signIn(listOnly.email, listOnly.password);
  });
  afterAll(async () => {
    delete process.env.KULIR_PRINTER_TIMEOUT_MS;
    await api.dispose();
  });
  beforeEach(async () => {
    printer = await startFakePrinter();
  });
  afterEach(() => printer.close());

  it('a cash sale prints its receipt with the drawer pulse first, then a cut', async () => {
    const orderId = await save({ payments: [{ mode: 'cash', amount: '531' }], cash_received: '600' });
    const reply = await api.call('receipt_print.php', { order_id: orderId, printer: printer.address, open_drawer: '1' }, { cookie: cashier });
    expect(reply.head).toEqual({ code: 200, msg: 'Receipt sent to the printer.' });
    expect(reply.body).toEqual({ order_id: orderId, printer: printer.address, drawer_opened: '1' });
    const job = decodeEscPos(await printer.nextJob());
    expect(job.commands[0]).toBe('ESC @');
    expect(printed(job.items)[0]).toEqual({ kind: 'pulse', pin: 2, onMs: 100, offMs: 500 });
    expect(job.lines.map((l) => l.trim())).toContain('Kulir Cooling Centre');
    expect(job.lines.map((l) => l.trim())).toContain('RETAIL INVOICE');
    expect(job.lines.some((l) => l.startsWith('1. Bajaj 2-pin plug'))).toBe(true);
    expect(job.lines.find((l) => l.startsWith('Grand Total'))).toMatch(/Grand Total\s+531\.00$/);
    expect(job.lines.find((l) => l.startsWith('Paid by Cash'))).toMatch(/531\.00$/);
    expect(job.lines.find((l) => l.startsWith('Change'))).toMatch(/69\.00$/);
    expect(printed(job.items).at(-1)).toEqual({ kind: 'cut', partial: true });
    // Paid in full: the receipt asks for nothing by UPI.
    expect(job.items.some((i) => i.kind === 'qr')).toBe(false);
  });

  it('a UPI sale prints its receipt without the drawer pulse', async () => {
    const orderId = await save({ payments: [{ mode: 'upi', amount: '531' }] });
    const reply = await api.call('receipt_print.php', { order_id: orderId, printer: printer.address, open_drawer: '1' }, { cookie: cashier });
    expect(reply.body).toMatchObject({ drawer_opened: '0' });
    const job = decodeEscPos(await printer.nextJob());
    expect(job.commands).not.toContain('ESC p');
    expect(job.lines.find((l) => l.startsWith('Paid by UPI'))).toMatch(/531\.00$/);
    expect(printed(job.items).at(-1)).toEqual({ kind: 'cut', partial: true });
  });

  it('a bill with something due prints the UPI QR as the printer’s own QR code; a reprint never opens the drawer', async () => {
    const orderId = await save({ payments: [{ mode: 'cash', amount: '31' }], cash_received: '31' });
    const reply = await api.call('receipt_print.php', { order_id: orderId, printer: printer.address, open_drawer: '0' }, { cookie: cashier });
    expect(reply.body).toMatchObject({ drawer_opened: '0' });
    const job = decodeEscPos(await printer.nextJob());
    expect(job.commands).not.toContain('ESC p');
    const qr = job.items.find((i) => i.kind === 'qr');
    expect(qr).toMatchObject({ kind: 'qr', model: 2, errorLevel: 'M' });
    expect(qr?.kind === 'qr' && qr.data).toContain('pa=kulircooling@okaxis');
    expect(qr?.kind === 'qr' && qr.data).toContain('am=500.00');
    // "Scan to pay ₹500.00": the rupee sign is not in the printer's code page, so the line is a raster image.
    expect(job.items.some((i) => i.kind === 'image')).toBe(true);
  });

  it('a printer that never answers is a message within the time set, and the bill stays saved', async () => {
    const silent = await startFakePrinter({ silent: true });
    try {
      const orderId = await save({ payments: [{ mode: 'cash', amount: '531' }] });
      const started = Date.now();
      const reply = await api.call('receipt_print.php', { order_id: orderId, printer: silent.address, open_drawer: '1' }, { cookie: cashier });
      const took = Date.now() - started;
      expect(reply.head).toEqual({ code: 503, msg: `The receipt printer at ${silent.address} did not answer within 2 s. The bill is saved.` });
      expect(took).toBeGreaterThanOrEqual(1900);
      expect(took).toBeLessThan(3500);
      const stored = await api.call<{ order_id: string }>('retail_print_detail.php', { order_id: orderId }, { cookie: cashier });
      expect(stored.head.code).toBe(200);
      expect(stored.body.order_id).toBe(orderId);
    } finally {
      await silent.close();
    }
  });

  it('a printer that refuses the connection is its own message', async () => {
    const gone = printer.address;
    await printer.close();
    printer = await startFakePrinter();
    const orderId = await save({});
    const reply = await api.call('receipt_print.php', { order_id: orderId, printer: gone }, { cookie: cashier });
    expect(reply.head).toEqual({
      code: 503,
      msg: `The receipt printer at ${gone} refused the connection: check its address and that it is on. The bill is saved.`,
    });
  });

  it('refuses an address that is not a host and port (400, nothing sent), a missing bill (404), 401 and 403', async () => {
    const orderId = await save({});
    for (const bad of ['not a printer!', '192.168.1.50:99999', 'http://10.0.0.5', '']) {
      const reply = await api.call('receipt_print.php', { order_id: orderId, printer: bad }, { cookie: cashier });
      expect(reply.head).toEqual({ code: 400, msg: ADDRESS_RULE });
    }
    expect((await api.call('receipt_print.php', { order_id: orderId }, { cookie: cashier })).head.code).toBe(400);
    expect((await api.call('receipt_print.php', { printer: printer.address }, { cookie: cashier })).head.code).toBe(400);
    expect((await api.call('receipt_print.php', { order_id: orderId, printer: printer.address, open_drawer: 'yes' }, { cookie: cashier })).head).toEqual({
      code: 400,
      msg: 'open_drawer: must be "1" or "0"',
    });
    expect((await api.call('receipt_print.php', { order_id: 999_999, printer: printer.address }, { cookie: cashier })).head.code).toBe(404);
    expect((await api.call('receipt_print.php', { order_id: orderId, printer: printer.address })).status).toBe(401);
    const customers = await api.addEmployee({ flags: ['customer'] });
    const other = await api.signIn(customers.email, customers.password);
    expect((await api.call('receipt_print.php', { order_id: orderId, printer: printer.address }, { cookie: other })).status).toBe(403);
    expect(printer.connections()).toBe(0);
  });

  it('opens the drawer on its own, audited with who and why', async () => {
    const before = (await audits()).length;
    const reply = await api.call('drawer_open.php', { printer: printer.address, reason: 'Change for a ₹500 note' }, { cookie: cashier });
    expect(reply.head).toEqual({ code: 200, msg: 'Cash drawer opened.' });
    expect(reply.body).toEqual({ printer: printer.address });
    const job = decodeEscPos(await printer.nextJob());
    expect(printed(job.items)).toEqual([{ kind: 'pulse', pin: 2, onMs: 100, offMs: 500 }]);
    const rows = await audits();
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1);
    expect(row?.user_id).toBe(cashierId);
    expect(row?.call).toBe('drawer_open.php');
    expect(row?.entity_id).toBe(printer.address);
    expect(JSON.parse(row?.after_json ?? '{}')).toEqual({ reason: 'Change for a ₹500 note', opened: '1' });
  });

  it('a drawer whose printer never answers is a message in time, and the attempt is audited', async () => {
    const silent = await startFakePrinter({ silent: true });
    try {
      const reply = await api.call('drawer_open.php', { printer: silent.address, reason: 'Float check' }, { cookie: cashier });
      expect(reply.head).toEqual({ code: 503, msg: `The receipt printer at ${silent.address} did not answer within 2 s. The drawer was not opened.` });
      const row = (await audits()).at(-1);
      expect(JSON.parse(row?.after_json ?? '{}')).toMatchObject({ reason: 'Float check', opened: '0' });
    } finally {
      await silent.close();
    }
  });

  it('refuses a drawer opening without a reason or a printer (400, nothing written or sent), 401, and 403 without the POS flag', async () => {
    const before = (await audits()).length;
    expect((await api.call('drawer_open.php', { printer: printer.address, reason: '  ' }, { cookie: cashier })).head).toEqual({
      code: 400,
      msg: 'reason: is required',
    });
    expect((await api.call('drawer_open.php', { printer: 'till one', reason: 'Float' }, { cookie: cashier })).head).toEqual({ code: 400, msg: ADDRESS_RULE });
    expect((await api.call('drawer_open.php', { printer: printer.address, reason: 'x'.repeat(201) }, { cookie: cashier })).head.code).toBe(400);
    expect((await api.call('drawer_open.php', { printer: printer.address, reason: 'Float' })).status).toBe(401);
    expect((await api.call('drawer_open.php', { printer: printer.address, reason: 'Float' }, { cookie: lister })).status).toBe(403);
    expect(await audits()).toHaveLength(before);
    expect(printer.connections()).toBe(0);
  });
});
