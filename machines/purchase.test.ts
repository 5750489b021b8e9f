import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PurchaseBody, PurchaseEditBody } from '../core/purchase/purchase.payload';
import { appendPurchase, EMPTY_JOURNAL, type PurchaseJournal } from '../core/purchase/purchase.journal';
import {
  pendingPurchaseSaveOf,
  purchaseMachine,
  type LineDeleteResult,
  type PurchaseListResult,
  type PurchaseSaveResult,
  type SavedPurchaseResult,
} from './purchase';

const LIST: PurchaseListResult = {
  ok: true,
  body: {
    product: [
      { product_id: '1', product_name: 'Crompton HS Plus 1200mm', serial_no: 'CRHS1200', purchase_rate: '1200.00', stock: 5 },
      { product_id: '2', product_name: 'LG 260L Frost Free', serial_no: 'LGFF260', purchase_rate: '22000.00', stock: 0 },
    ],
    gst: { cgst: '9.00', sgst: '9.00' },
    counter: { unit_serial_products: ['2'] },
  },
};

/** pos_purchase_list_details.php's answer for purchase 9 at this version, with a line per od_id. */
function detail(version: number, odIds: readonly string[] = ['7', '8']): SavedPurchaseResult {
  return {
    ok: true,
    body: {
      purchase_id: '9',
      orderdate: '20-11-2026',
      supplier_name: 'Chennai Fans',
      id: '4',
      gst_percentage: '18.00',
      supplier_invoice_no: 'SF/9',
      supplier_invoice_date: '20-11-2026',
      version,
      order_details: odIds.map((od) => ({
        od_id: od,
        order_detail_id: od,
        product_id: '1',
        product_name: 'Fan',
        serial_no: 'CRHS1200',
        qty: 2,
        amount_per_product: '1000.00',
        total_per_product: '2000.00',
        box_contents: '',
        count_of_pcs: 1,
        rate_per: '',
        unit: '',
      })),
    },
  };
}

function start(
  options: {
    purchaseId?: string;
    journal?: PurchaseJournal;
    pendingSave?: string;
    save?: (input: { body: PurchaseBody } | { edit: PurchaseEditBody }) => PurchaseSaveResult;
    saved?: SavedPurchaseResult;
    del?: LineDeleteResult;
  } = {},
) {
  let n = 0;
  const sent: Array<{ body: PurchaseBody } | { edit: PurchaseEditBody }> = [];
  const machine = purchaseMachine.provide({
    actors: {
      loadCatalogue: fromPromise(async () => LIST),
      loadPurchase: fromPromise(async () => options.saved ?? ({ ok: false, code: 404, msg: 'No purchase with purchase_id 9' } as const)),
      savePurchase: fromPromise(async ({ input }) => {
        sent.push(input);
        return options.save ? options.save(input) : { ok: true as const, body: { purchase_id: '1' } };
      }),
      deleteLine: fromPromise(async () => options.del ?? ({ ok: true, version: 2 } as const)),
    },
  });
  const journals: unknown[] = [];
  const actor = createActor(machine, {
    input: {
      purchaseId: options.purchaseId,
      journal: options.journal,
      pendingSave: options.pendingSave,
      newId: () => `id${(n += 1)}`,
      today: () => '2026-11-21',
    },
  });
  actor.on('journalChanged', (e) => journals.push(e.journal));
  actor.start();
  return { actor, sent, journals };
}

describe('purchase machine', () => {
  it('loads the catalogue with the default GST, refuses a save without a supplier, saves, and starts afresh', async () => {
    const { actor, sent, journals } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.purchase.gstBp).toBe(1800);
    actor.send({ type: 'SCAN', serial: 'crhs1200' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.message).toBe('Please select a customer.');
    actor.send({ type: 'SELECT_SUPPLIER', supplier: { supplierId: '4', name: 'Chennai Fans' } });
    actor.send({ type: 'SET_SUPPLIER_INVOICE_NO', invoiceNo: 'CF/77' });
    actor.send({ type: 'SET_SUPPLIER_INVOICE_DATE', invoiceDate: '2026-11-01' });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.purchase.lines.length === 0);
    expect(sent).toHaveLength(1);
    expect('body' in sent[0] && sent[0].body).toMatchObject({ supplier_id: '4', total: '1416.00', request_id: 'id2' });
    expect(actor.getSnapshot().context.message).toBe('Purchase saved successfully!');
    expect(journals.length).toBeGreaterThan(2);
  });

  it('keeps the purchase and shows the server\'s words when a save is refused; a network failure says "Failed to save Purchase."', async () => {
    let reply: PurchaseSaveResult = { ok: false, code: 400, msg: 'total: payload says ₹1.00, server computes ₹2.00' };
    const { actor } = start({ save: () => reply });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'SELECT_SUPPLIER', supplier: { supplierId: '4', name: 'Chennai Fans' } });
    actor.send({ type: 'SET_SUPPLIER_INVOICE_NO', invoiceNo: 'CF/77' });
    actor.send({ type: 'SET_SUPPLIER_INVOICE_DATE', invoiceDate: '2026-11-01' });
    actor.send({ type: 'SCAN', serial: 'CRHS1200' });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.message !== '');
    expect(actor.getSnapshot().context.message).toBe('total: payload says ₹1.00, server computes ₹2.00');
    reply = { ok: false, network: true };
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.message === 'Failed to save Purchase.');
    expect(actor.getSnapshot().context.purchase.lines).toHaveLength(1);
  });

  it('the editor loads the purchase, deletes a saved line on the server, sends the edit and finishes', async () => {
    const { actor, sent } = start({ purchaseId: '9', saved: detail(1) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'REMOVE_LINE', lineId: 'od-8' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.purchase.lines.length === 1);
    expect(actor.getSnapshot().context.message).toBe('Data Deleted Successfully');
    actor.send({ type: 'SET_RATE', lineId: 'od-7', rate: '900' });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.status === 'done');
    expect('edit' in sent[0] && sent[0].edit).toMatchObject({ purchase_id: '9', version: 2, total: '2124.00' });
  });

  it('a tracked line takes its units by ADD_UNIT_SERIAL (qty follows), says why one is refused, and saves them', async () => {
    const { actor, sent } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'SELECT_SUPPLIER', supplier: { supplierId: '4', name: 'LG Electronics' } });
    actor.send({ type: 'SET_SUPPLIER_INVOICE_NO', invoiceNo: 'LG/77' });
    actor.send({ type: 'SET_SUPPLIER_INVOICE_DATE', invoiceDate: '2026-11-01' });
    actor.send({ type: 'SCAN', serial: 'LGFF260' });
    const lineId = actor.getSnapshot().context.purchase.lines[0].lineId;
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.message).toBe('LG 260L Frost Free: 1 unit needs 1 unit serial; 0 scanned.');
    actor.send({ type: 'ADD_UNIT_SERIAL', lineId, unitSerial: 'lgd2110045a01' });
    actor.send({ type: 'ADD_UNIT_SERIAL', lineId, unitSerial: 'LGD2110045A02' });
    actor.send({ type: 'ADD_UNIT_SERIAL', lineId, unitSerial: 'LGD2110045A01' });
    expect(actor.getSnapshot().context.message).toBe('Unit serial LGD2110045A01 is on this purchase twice.');
    actor.send({ type: 'ADD_UNIT_SERIAL', lineId, unitSerial: 'LGD2110045A03' });
    actor.send({ type: 'REMOVE_UNIT_SERIAL', lineId, unitSerial: 'LGD2110045A03' });
    expect(actor.getSnapshot().context.purchase.lines[0]).toMatchObject({ qty: 2, unitSerials: ['LGD2110045A01', 'LGD2110045A02'] });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.purchase.lines.length === 0);
    expect('body' in sent[0] && sent[0].body.productdetails[0]).toMatchObject({ qty: 2, unit_serials: ['LGD2110045A01', 'LGD2110045A02'] });
  });

  it('a purchase that cannot be loaded shows why', async () => {
    const { actor } = start({ purchaseId: '9' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.message).toBe('No purchase with purchase_id 9');
  });

  it("a save with no answer keeps its request_id to store; a changed purchase, or the server's answer, drops it", async () => {
    let reply: PurchaseSaveResult = { ok: false, network: true };
    const { actor, sent } = start({ save: () => reply });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'SELECT_SUPPLIER', supplier: { supplierId: '4', name: 'Chennai Fans' } });
    actor.send({ type: 'SET_SUPPLIER_INVOICE_NO', invoiceNo: 'CF/77' });
    actor.send({ type: 'SET_SUPPLIER_INVOICE_DATE', invoiceDate: '2026-11-01' });
    actor.send({ type: 'SCAN', serial: 'CRHS1200' });
    expect(pendingPurchaseSaveOf(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'SAVE' });
    expect(pendingPurchaseSaveOf(actor.getSnapshot())).toBe('id2');
    await waitFor(actor, (s) => s.matches('ready') && s.context.message === 'Failed to save Purchase.');
    expect(pendingPurchaseSaveOf(actor.getSnapshot())).toBe('id2');
    reply = { ok: false, code: 409, msg: 'Only 0 items available in stock!' };
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.message === 'Only 0 items available in stock!');
    expect(sent.map((input) => 'body' in input && input.body.request_id)).toEqual(['id2', 'id2']);
    expect(pendingPurchaseSaveOf(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('ready') && sent.length === 3);
    actor.send({ type: 'SET_GST', gst: '12' });
    expect(pendingPurchaseSaveOf(actor.getSnapshot())).toBeNull();
  });

  it('a stored save in flight at a refresh is sent again with its own request_id once the catalogue is in', async () => {
    const journal = appendPurchase(EMPTY_JOURNAL, [
      { type: 'DefaultGstSet', gstBp: 1800 },
      { type: 'SupplierSelected', supplier: { supplierId: '4', name: 'Chennai Fans' } },
      { type: 'SupplierInvoiceNoChanged', invoiceNo: 'CF/77' },
      { type: 'SupplierInvoiceDateChanged', invoiceDate: '2026-11-01' },
      {
        type: 'ProductAdded',
        line: {
          lineId: 'a',
          productId: '1',
          productName: 'Crompton HS Plus 1200mm',
          serialNo: 'CRHS1200',
          rate: 120_000,
          qty: 1,
          boxContents: '',
          countOfPcs: 1,
          ratePer: '',
          unit: '',
          odId: null,
        },
      },
    ]);
    const { actor, sent } = start({ journal, pendingSave: 'req-before-refresh' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.purchase.lines.length === 0);
    expect(sent).toHaveLength(1);
    expect('body' in sent[0] && sent[0].body).toMatchObject({ request_id: 'req-before-refresh', supplier_id: '4', total: '1416.00' });
    expect(actor.getSnapshot().context.message).toBe('Purchase saved successfully!');
    expect(pendingPurchaseSaveOf(actor.getSnapshot())).toBeNull();
  });

  it('a stored request_id without a purchase that can be saved is not sent', async () => {
    const { actor, sent } = start({ journal: EMPTY_JOURNAL, pendingSave: 'req-orphan' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(sent).toHaveLength(0);
    expect(pendingPurchaseSaveOf(actor.getSnapshot())).toBeNull();
  });
  it('the editor refuses a saved purchase it cannot read, in words, instead of editing a rate of 0', async () => {
    const unreadable: SavedPurchaseResult = { ok: true, body: { ...(detail(1) as { body: object }).body, gst_percentage: 'eighteen' } };
    const { actor, journals } = start({ purchaseId: '9', saved: unreadable });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.message).toBe('The saved purchase could not be read.');
    expect(actor.getSnapshot().context.purchase.lines).toHaveLength(0);
    expect(journals).toHaveLength(0);
  });

  it("the editor keeps its draft: a refresh reads the purchase again and puts the draft's changes back on top", async () => {
    const first = start({ purchaseId: '9', saved: detail(1) });
    await waitFor(first.actor, (s) => s.matches('ready'));
    // A first open stores nothing until something changes.
    expect(first.journals).toHaveLength(0);
    first.actor.send({ type: 'SET_RATE', lineId: 'od-7', rate: '900' });
    first.actor.send({ type: 'SCAN', serial: 'CRHS1200' });
    first.actor.send({ type: 'SET_GST', gst: '12' });
    const draft = first.journals.at(-1) as PurchaseJournal;
    // Meanwhile line 8 was deleted elsewhere (version 2): the server's purchase is the baseline, the edits go on top.
    const again = start({ purchaseId: '9', saved: detail(2, ['7']), journal: draft });
    await waitFor(again.actor, (s) => s.matches('ready'));
    const { purchase } = again.actor.getSnapshot().context;
    expect(purchase.saved).toEqual({ purchaseId: '9', version: 2 });
    expect(purchase.gstBp).toBe(1200);
    expect(purchase.lines.map((l) => [l.lineId, l.rate, l.qty, l.odId])).toEqual([
      ['od-7', 90_000, 2, '7'],
      ['id1', 120_000, 1, null],
    ]);
    expect(again.journals).toHaveLength(1);
    // The edits are still the cashier's to undo, down to the purchase as read.
    for (let i = 0; i < 5; i += 1) again.actor.send({ type: 'UNDO' });
    expect(again.actor.getSnapshot().context.purchase.lines.map((l) => [l.lineId, l.rate])).toEqual([['od-7', 100_000]]);
  });

  it('a draft of another purchase is not taken, nor its stored request_id sent', async () => {
    const other = appendPurchase(EMPTY_JOURNAL, [
      {
        type: 'PurchaseLoaded',
        purchase: {
          purchaseId: '5',
          version: 1,
          supplier: { supplierId: '4', name: 'Chennai Fans' },
          orderDate: '2026-11-20',
          gstBp: 1800,
          lines: [],
          supplierInvoiceNo: '',
          supplierInvoiceDate: null,
        },
      },
      {
        type: 'ProductAdded',
        line: {
          lineId: 'a',
          productId: '1',
          productName: 'Fan',
          serialNo: 'CRHS1200',
          rate: 120_000,
          qty: 1,
          boxContents: '',
          countOfPcs: 1,
          ratePer: '',
          unit: '',
          odId: null,
        },
      },
    ]);
    const { actor, sent } = start({ purchaseId: '9', saved: detail(1), journal: other, pendingSave: 'req-other' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(sent).toHaveLength(0);
    expect(actor.getSnapshot().context.purchase.lines.map((l) => l.lineId)).toEqual(['od-7', 'od-8']);
    expect(pendingPurchaseSaveOf(actor.getSnapshot())).toBeNull();
  });

  it('an edit in flight at a refresh is sent again as stored, with its own request_id, before the purchase is read again', async () => {
    let reply: PurchaseSaveResult = { ok: false, network: true };
    const first = start({ purchaseId: '9', saved: detail(1), save: () => reply });
    await waitFor(first.actor, (s) => s.matches('ready'));
    first.actor.send({ type: 'SET_RATE', lineId: 'od-7', rate: '900' });
    first.actor.send({ type: 'SAVE' });
    const requestId = pendingPurchaseSaveOf(first.actor.getSnapshot());
    expect(requestId).toBe('id1');
    await waitFor(first.actor, (s) => s.matches('ready') && s.context.message === 'Failed to save Purchase.');
    expect(pendingPurchaseSaveOf(first.actor.getSnapshot())).toBe('id1');
    first.actor.stop();

    // The page comes back with the stored draft and request_id; by now the first save was booked (version 2).
    reply = { ok: true, body: { purchase_id: '9', version: 2 } };
    const again = start({
      purchaseId: '9',
      saved: detail(2),
      journal: first.journals.at(-1) as PurchaseJournal,
      pendingSave: requestId ?? '',
      save: () => reply,
    });
    await waitFor(again.actor, (s) => s.status === 'done');
    expect(again.sent).toHaveLength(1);
    expect('edit' in again.sent[0] && again.sent[0].edit).toEqual('edit' in first.sent[0] && first.sent[0].edit);
    expect('edit' in again.sent[0] && again.sent[0].edit).toMatchObject({ request_id: 'id1', purchase_id: '9', version: 1, total: '4484.00' });
    expect(again.actor.getSnapshot().context.message).toBe('Purchase saved successfully!');
  });
});
