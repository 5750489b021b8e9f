import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { append, createJournal, fold, listedStock, type CartJournal, type CartMode, type OrderPayload, type SavedOrder } from '../core/cart';
import { FAN_LINE, RAVI, RETAIL_LIST, WHOLESALE_LIST } from '../core/cart/cart.fixtures';
import type { Tender } from '../core/tender';
import { cartMachine, pendingSaveOf, type CatalogueLoadResult, type CartMachineEvent, type SaveOrderResult } from './cart';

interface Harness {
  mode?: CartMode;
  journal?: CartJournal;
  pendingSave?: string | null;
  pendingTender?: Tender | null;
  load?: () => Promise<CatalogueLoadResult>;
  save?: (payload: OrderPayload) => Promise<SaveOrderResult>;
}

const LOADED: CatalogueLoadResult = { ok: true, body: WHOLESALE_LIST };
const SAVED_OK: SaveOrderResult = { ok: true, body: { order_id: '41' } };

function startCart({ mode = 'gst', journal, pendingSave, pendingTender, load = async () => LOADED, save = async () => SAVED_OK }: Harness = {}) {
  let nextId = 0;
  const sent: OrderPayload[] = [];
  const logged: string[] = [];
  const journals: CartJournal[] = [];
  const savedBodies: unknown[] = [];
  const machine = cartMachine.provide({
    actors: {
      loadCatalogue: fromPromise<CatalogueLoadResult, { mode: CartMode }>(() => load()),
      saveOrder: fromPromise<SaveOrderResult, { payload: OrderPayload }>(({ input }) => {
        sent.push(input.payload);
        return save(input.payload);
      }),
    },
    actions: {
      logProblem: (_, params: { problem: string }) => {
        logged.push(params.problem);
      },
    },
  });
  const actor = createActor(machine, { input: { mode, journal, pendingSave, pendingTender, newId: () => `id-${++nextId}`, today: () => '2026-11-21' } });
  actor.on('journalChanged', (event) => journals.push(event.journal));
  actor.on('orderSaved', (event) => savedBodies.push(event.body));
  actor.start();
  const send = (...events: CartMachineEvent[]) => events.forEach((event) => actor.send(event));
  const settle = (state: 'editing' | 'saved' | 'failed' = 'editing') => waitFor(actor, (snapshot) => snapshot.matches(state), { timeout: 1000 });
  const context = () => actor.getSnapshot().context;
  return { actor, send, settle, context, sent, logged, journals, savedBodies };
}

const readyBill: CartMachineEvent[] = [
  { type: 'SELECT_CUSTOMER', customer: RAVI },
  { type: 'SCAN', key: 'CRHSP1200-000123' },
];

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('loading the catalogue', () => {
  it('starts loading, then edits with the server GST (cgst + sgst) and packing rates', async () => {
    const cart = startCart();
    expect(cart.actor.getSnapshot().matches('loadingCatalogue')).toBe(true);
    await cart.settle();
    expect(cart.context().cart.rates).toEqual({ discountBp: 0, commissionBp: 0, gstBp: 1800, packingBp: 200 });
    expect(cart.journals.at(-1)?.events).toEqual([{ type: 'RatesSet', gstBp: 1800, packingBp: 200 }]);
  });

  it('restores a stored journal, so a refresh loses nothing', async () => {
    const journal = append(createJournal('gst'), [
      { type: 'CustomerSelected', customer: RAVI },
      { type: 'ProductAdded', line: FAN_LINE },
    ]);
    const cart = startCart({ journal });
    await cart.settle();
    expect(cart.context().cart.lines).toEqual([FAN_LINE]);
    expect(cart.context().cart.customer).toEqual(RAVI);
  });

  it('ignores a stored journal of another mode', async () => {
    const journal = append(createJournal('retail'), [{ type: 'CustomerSelected', customer: RAVI }]);
    const cart = startCart({ journal });
    await cart.settle();
    expect(cart.context().cart.customer).toBeNull();
  });

  it.each([
    ['a network error', async (): Promise<CatalogueLoadResult> => ({ ok: false, network: true })],
    ['a non-200 code', async (): Promise<CatalogueLoadResult> => ({ ok: false, code: 500, msg: 'boom' })],
    ['a thrown error', async (): Promise<CatalogueLoadResult> => Promise.reject(new Error('boom'))],
  ])('%s is only logged; the list stays empty (§8)', async (_, load) => {
    const cart = startCart({ load });
    await cart.settle();
    expect(cart.logged).toHaveLength(1);
    expect(cart.context().message).toBe('');
    cart.send({ type: 'SCAN', key: 'CRHSP1200-000123' });
    expect(cart.context().message).toBe('Invalid product or quantity: no product with serial or code CRHSP1200-000123.');
  });

  it('edits while the list loads are refused with a message, never applied half-way', async () => {
    const list = deferred<CatalogueLoadResult>();
    const cart = startCart({ load: () => list.promise });
    cart.send({ type: 'SELECT_CUSTOMER', customer: RAVI });
    expect(cart.context().message).toBe('Loading products, please wait…');
    expect(cart.context().cart.customer).toBeNull();
    list.resolve(LOADED);
    await cart.settle();
    expect(cart.context().message).toBe('');
  });

  it('RELOAD fetches the list again and keeps the bill', async () => {
    const cart = startCart();
    await cart.settle();
    cart.send(...readyBill, { type: 'RELOAD' });
    expect(cart.actor.getSnapshot().matches('loadingCatalogue')).toBe(true);
    await cart.settle();
    expect(cart.context().cart.lines).toHaveLength(1);
  });

  it('server rates past 100% are shown, not billed at 0 silently', async () => {
    const cart = startCart({ load: async () => ({ ok: true, body: { ...WHOLESALE_LIST, gst: { cgst: '60', sgst: '60', packing_charge: '0' } } }) });
    await cart.settle();
    expect(cart.context().message).toBe('GST and packing % must be from 0 to 100.');
  });

  it('a retail list without rates keeps retail tax at 0', async () => {
    const cart = startCart({ mode: 'retail', load: async () => ({ ok: true, body: RETAIL_LIST }) });
    await cart.settle();
    expect(cart.context().cart.rates).toEqual({ discountBp: 0, commissionBp: 0, gstBp: 0, packingBp: 0 });
    cart.send({ type: 'SCAN', key: 'rt001', qty: '10' });
    expect(cart.context().cart.lines[0]).toMatchObject({ productId: '201', qty: 10, rate: 8500 });
  });
});

describe('editing', () => {
  it("scans, refuses with the spec's message, and clears the message on the next good scan", async () => {
    const cart = startCart();
    await cart.settle();
    cart.send({ type: 'SCAN', key: 'NOPE' });
    expect(cart.context().message).toBe('Invalid product or quantity: no product with serial or code NOPE.');
    cart.send({ type: 'SCAN', key: ' crhsp1200-000123 ' }, { type: 'SCAN', key: 'CRHSP1200-000123', qty: '2' });
    expect(cart.context().message).toBe('');
    expect(cart.context().cart.lines).toMatchObject([{ lineId: 'id-2', qty: 3 }]);
  });

  it('maps every editing event to its cart command', async () => {
    const cart = startCart();
    await cart.settle();
    cart.send(
      { type: 'SELECT_CUSTOMER', customer: RAVI },
      { type: 'ADD_BY_NAME', productId: '101' },
      { type: 'ADD_BY_NAME', productId: '102', qty: '3' },
      { type: 'SET_QTY', lineId: 'id-1', qty: '05' },
      { type: 'SET_RATE', lineId: 'id-1', rate: '2400' },
      { type: 'SET_LINE_DISCOUNT', lineId: 'id-2', discount: '5' },
      { type: 'SET_DISCOUNT', discount: '2' },
      { type: 'SET_COMMISSION', commission: '1' },
      { type: 'SET_ORDER_DATE', orderDate: '2026-11-20' },
      { type: 'REMOVE_LINE', lineId: 'id-1' },
    );
    const { cart: state, message } = cart.context();
    expect(message).toBe('');
    expect(state.lines).toMatchObject([{ lineId: 'id-2', productId: '102', qty: 3, discountBp: 500 }]);
    expect(state.rates).toMatchObject({ discountBp: 200, commissionBp: 100 });
    expect(state.orderDate).toBe('2026-11-20');
    cart.send({ type: 'CLEAR_CART' });
    expect(cart.context().cart.lines).toEqual([]);
  });

  it('a suggestion without a serial number: "Invalid product selection!"', async () => {
    const cart = startCart();
    await cart.settle();
    cart.send({ type: 'ADD_BY_NAME', productId: '103' });
    expect(cart.context().message).toBe('Invalid product selection!');
  });

  it('free-text lines on the estimate screen', async () => {
    const cart = startCart({ mode: 'estimate' });
    await cart.settle();
    cart.send({ type: 'ADD_MANUAL_LINE', name: 'Fan repair', amount: '350', qty: '' });
    expect(cart.context().message).toBe('Please enter the quantity.');
    cart.send({ type: 'ADD_MANUAL_LINE', name: 'Fan repair', amount: '350', qty: '2' });
    expect(cart.context().cart.lines).toMatchObject([{ productName: 'Fan repair', rate: 35000, qty: 2, manual: true }]);
  });

  it('undo and redo replay the journal and tell the screen to store it', async () => {
    const cart = startCart();
    await cart.settle();
    cart.send({ type: 'SCAN', key: 'CRHSP1200-000123' }, { type: 'SCAN', key: 'CRHSP1200-000123' });
    cart.send({ type: 'UNDO' });
    expect(cart.context().cart.lines[0].qty).toBe(1);
    cart.send({ type: 'REDO' });
    expect(cart.context().cart.lines[0].qty).toBe(2);
    expect(cart.journals.at(-1)).toBe(cart.context().journal);
    expect(fold(cart.journals.at(-1) ?? createJournal('gst'))).toEqual(cart.context().cart);
    cart.send({ type: 'UNDO' }, { type: 'UNDO' }, { type: 'UNDO' });
    expect(cart.context().cart.rates.gstBp).toBe(1800);
  });
});

describe('saving', () => {
  it.each([
    ['no customer', [{ type: 'SCAN', key: 'CRHSP1200-000123' }], 'Please select a customer.'],
    ['no lines', [{ type: 'SELECT_CUSTOMER', customer: RAVI }], 'Please select a product'],
  ] satisfies Array<[string, CartMachineEvent[], string]>)('%s: "%s" and no call', async (_, events, message) => {
    const cart = startCart();
    await cart.settle();
    cart.send(...events, { type: 'SAVE' });
    expect(cart.context().message).toBe(message);
    expect(cart.actor.getSnapshot().matches('editing')).toBe(true);
    expect(cart.sent).toEqual([]);
  });

  it('success: "Order saved successfully!", the cart cleared for the next bill, the journal reset', async () => {
    const cart = startCart();
    await cart.settle();
    cart.send(...readyBill, { type: 'SAVE' });
    expect(cart.actor.getSnapshot().matches('saving')).toBe(true);
    await cart.settle('saved');
    expect(cart.sent).toHaveLength(1);
    expect(cart.sent[0]).toMatchObject({ request_id: 'id-2', order_date: '21-11-2026', user_id: '7', total: '2940.00', gst_percentage: '18.00' });
    const { message, cart: state, journal, requestId } = cart.context();
    expect(message).toBe('Order saved successfully!');
    expect(state.lines).toEqual([]);
    expect(state.customer).toBeNull();
    expect(state.rates.gstBp).toBe(1800);
    expect(journal.events).toEqual([{ type: 'RatesSet', gstBp: 1800, packingBp: 200 }]);
    expect(cart.journals.at(-1)).toBe(journal);
    expect(requestId).toBeNull();
    expect(cart.savedBodies).toEqual([{ order_id: '41' }]);
    cart.send({ type: 'SCAN', key: 'CRHSP1200-000123' });
    expect(cart.actor.getSnapshot().matches('editing')).toBe(true);
    expect(cart.context().message).toBe('');
  });

  it('a saved bill takes its quantities off the stock the till shows, until the next list; a refused save takes none', async () => {
    // A list of its own for each till (the catalogue built from a list is kept with it).
    const withStock = (): CatalogueLoadResult => ({
      ok: true,
      body: { ...WHOLESALE_LIST, product: (WHOLESALE_LIST.product ?? []).map((p) => (p.product_id === 101 ? { ...p, stock: 6 } : p)) },
    });
    const till = withStock();
    const cart = startCart({ load: async () => till });
    await cart.settle();
    cart.send(...readyBill, { type: 'SCAN', key: 'CRHSP1200-000123' }, { type: 'SAVE' });
    await cart.settle('saved');
    expect(listedStock(cart.context().catalogue, '101')).toBe(4);

    const other = withStock();
    const refused = startCart({ load: async () => other, save: async () => ({ ok: false, code: 409, msg: 'Only 4 of Crompton HS Plus in stock' }) });
    await refused.settle();
    refused.send(...readyBill, { type: 'SAVE' });
    await waitFor(refused.actor, () => refused.logged.length > 0);
    expect(listedStock(refused.context().catalogue, '101')).toBe(6);
  });

  it('a non-200 code is only logged: no message, the cart kept (§8)', async () => {
    const cart = startCart({ save: async () => ({ ok: false, code: 409, msg: 'stale' }) });
    await cart.settle();
    cart.send(...readyBill, { type: 'SAVE' });
    await waitFor(cart.actor, () => cart.logged.length > 0);
    expect(cart.actor.getSnapshot().matches('editing')).toBe(true);
    expect(cart.context().message).toBe('');
    expect(cart.context().cart.lines).toHaveLength(1);
  });

  it('a network error: "Failed to save order.", the cart kept; RETRY sends the same request_id', async () => {
    const replies: SaveOrderResult[] = [{ ok: false, network: true }, SAVED_OK];
    const cart = startCart({ save: async () => replies.shift() ?? SAVED_OK });
    await cart.settle();
    cart.send(...readyBill, { type: 'SAVE' });
    await cart.settle('failed');
    expect(cart.context().message).toBe('Failed to save order.');
    expect(cart.context().cart.lines).toHaveLength(1);
    cart.send({ type: 'RETRY' });
    await cart.settle('saved');
    expect(cart.sent.map((payload) => payload.request_id)).toEqual(['id-2', 'id-2']);
  });

  it('a thrown save is a network failure', async () => {
    const cart = startCart({ save: () => Promise.reject(new TypeError('fetch failed')) });
    await cart.settle();
    cart.send(...readyBill, { type: 'SAVE' });
    await cart.settle('failed');
    expect(cart.context().message).toBe('Failed to save order.');
  });

  it('a changed cart after a failure gets a new request_id', async () => {
    const replies: SaveOrderResult[] = [{ ok: false, network: true }];
    const cart = startCart({ save: async () => replies.shift() ?? SAVED_OK });
    await cart.settle();
    cart.send(...readyBill, { type: 'SAVE' });
    await cart.settle('failed');
    cart.send({ type: 'SET_DISCOUNT', discount: '5' }, { type: 'SAVE' });
    await cart.settle('saved');
    expect(cart.sent.map((payload) => payload.request_id)).toEqual(['id-2', 'id-3']);
  });

  it('a second Enter while saving sends nothing and the cart cannot change mid-save', async () => {
    const reply = deferred<SaveOrderResult>();
    const cart = startCart({ save: () => reply.promise });
    await cart.settle();
    cart.send(...readyBill, { type: 'SAVE' }, { type: 'SAVE' }, { type: 'SCAN', key: 'HVPCR1200-000045' });
    expect(cart.context().message).toBe('Saving the order, please wait…');
    expect(cart.context().cart.lines).toHaveLength(1);
    reply.resolve(SAVED_OK);
    await cart.settle('saved');
    expect(cart.sent).toHaveLength(1);
  });

  it("an editor takes its saved order even while the list loads, keeps the order's own rates and saves order_id and bill_no", async () => {
    const order: SavedOrder = {
      orderId: '12',
      billNo: '3',
      orderDate: '2026-11-20',
      customer: RAVI,
      rates: { discountBp: 0, commissionBp: 0, gstBp: 1200, packingBp: 0 },
      lines: [{ ...FAN_LINE, lineId: 'od-55', odId: '55' }],
    };
    const cart = startCart();
    cart.send({ type: 'LOAD_SAVED_ORDER', order });
    await cart.settle();
    cart.send({ type: 'RELOAD' });
    await cart.settle();
    expect(cart.context().cart.rates.gstBp).toBe(1200);
    cart.send({ type: 'SET_QTY', lineId: 'od-55', qty: '3' });
    expect(cart.context().message).toBe('This line is already saved: its rate and quantity cannot be changed.');
    cart.send({ type: 'SAVE' });
    await cart.settle('saved');
    expect(cart.sent[0]).toMatchObject({ order_id: '12', bill_no: '3', order_date: '20-11-2026', productdetails: [{ od_id: '55' }] });
  });
});

describe('a refresh in the middle of a save (pendingSave)', () => {
  const storedBill = () =>
    append(createJournal('gst'), [
      { type: 'RatesSet', gstBp: 1800, packingBp: 200 },
      { type: 'CustomerSelected', customer: RAVI },
      { type: 'ProductAdded', line: FAN_LINE },
    ]);

  it('pendingSaveOf is the request_id while saving and after a network failure, null once answered or changed', async () => {
    const replies: SaveOrderResult[] = [
      { ok: false, network: true },
      { ok: false, code: 400, msg: 'total: payload says ₹1.00' },
    ];
    const reply = deferred<SaveOrderResult>();
    const cart = startCart({ save: async () => replies.shift() ?? reply.promise });
    await cart.settle();
    expect(pendingSaveOf(cart.actor.getSnapshot())).toBeNull();
    cart.send(...readyBill, { type: 'SAVE' });
    expect(pendingSaveOf(cart.actor.getSnapshot())).toBe('id-2');
    await cart.settle('failed');
    expect(pendingSaveOf(cart.actor.getSnapshot())).toBe('id-2');
    cart.send({ type: 'RETRY' });
    await waitFor(cart.actor, () => cart.logged.length > 0);
    expect(pendingSaveOf(cart.actor.getSnapshot())).toBeNull();
    cart.send({ type: 'SET_DISCOUNT', discount: '5' }, { type: 'SAVE' });
    expect(pendingSaveOf(cart.actor.getSnapshot())).toBe('id-3');
    reply.resolve(SAVED_OK);
    await cart.settle('saved');
    expect(pendingSaveOf(cart.actor.getSnapshot())).toBeNull();
  });

  it('sends the stored cart again with the stored request_id once the list has loaded, then starts the next bill', async () => {
    const cart = startCart({
      journal: storedBill(),
      pendingSave: 'req-before-refresh',
      load: async () => ({ ok: true, body: { ...WHOLESALE_LIST, gst: { cgst: '6', sgst: '6' } } }),
    });
    expect(cart.actor.getSnapshot().matches('loadingCatalogue')).toBe(true);
    await cart.settle('saved');
    expect(cart.sent).toHaveLength(1);
    // Exactly as it was sent before the refresh: the old rates, not the list's new ones.
    expect(cart.sent[0]).toMatchObject({ request_id: 'req-before-refresh', user_id: '7', gst_percentage: '18.00', total: '2940.00' });
    expect(cart.context().message).toBe('Order saved successfully!');
    expect(cart.context().cart.lines).toEqual([]);
    expect(cart.context().cart.rates.gstBp).toBe(1200);
    expect(cart.savedBodies).toEqual([{ order_id: '41' }]);
  });

  it('sends it even when the list fails to load', async () => {
    const cart = startCart({ journal: storedBill(), pendingSave: 'req-1', load: async () => ({ ok: false, network: true }) });
    await cart.settle('saved');
    expect(cart.sent.map((payload) => payload.request_id)).toEqual(['req-1']);
  });

  it('a network failure again keeps the cart and the request_id for RETRY', async () => {
    const replies: SaveOrderResult[] = [{ ok: false, network: true }];
    const cart = startCart({ journal: storedBill(), pendingSave: 'req-1', save: async () => replies.shift() ?? SAVED_OK });
    await cart.settle('failed');
    expect(cart.context().cart.lines).toHaveLength(1);
    cart.send({ type: 'RETRY' });
    await cart.settle('saved');
    expect(cart.sent.map((payload) => payload.request_id)).toEqual(['req-1', 'req-1']);
  });

  it('a stored request_id with a cart that cannot be saved is dropped', async () => {
    const cart = startCart({ journal: append(createJournal('gst'), [{ type: 'CustomerSelected', customer: RAVI }]), pendingSave: 'req-1' });
    await cart.settle();
    expect(cart.sent).toEqual([]);
    expect(cart.context().requestId).toBeNull();
  });
});

describe('saving with a tender (issue 22)', () => {
  const tender = { amounts: { cash: 50_000, upi: 100_000, card: 0 }, cashReceived: 60_000 };

  it('sends the payments and the cash received with the bill, and the next bill starts without them', async () => {
    const cart = startCart();
    await cart.settle();
    cart.send(...readyBill, { type: 'SAVE', tender });
    await cart.settle('saved');
    expect(cart.sent[0]).toMatchObject({
      payments: [
        { mode: 'cash', amount: '500.00' },
        { mode: 'upi', amount: '1000.00' },
      ],
      cash_received: '600.00',
    });
    cart.send(...readyBill, { type: 'SAVE' });
    await cart.settle('saved');
    expect(cart.sent[1]).not.toHaveProperty('payments');
  });

  it('sends no tender with a quotation', async () => {
    const cart = startCart({ mode: 'estimate' });
    await cart.settle();
    cart.send({ type: 'SELECT_CUSTOMER', customer: RAVI }, { type: 'ADD_MANUAL_LINE', name: 'Fitting', amount: '500', qty: '1' }, { type: 'SAVE', tender });
    await cart.settle('saved');
    expect(cart.sent[0]).not.toHaveProperty('payments');
  });

  it('a retry after a network failure sends the same tender with the same request_id', async () => {
    const replies: SaveOrderResult[] = [{ ok: false, network: true }, SAVED_OK];
    const cart = startCart({ save: async () => replies.shift() ?? SAVED_OK });
    await cart.settle();
    cart.send(...readyBill, { type: 'SAVE', tender });
    await cart.settle('failed');
    cart.send({ type: 'RETRY' });
    await cart.settle('saved');
    expect(cart.sent.map((p) => [p.request_id, (p as { payments?: unknown }).payments])).toEqual([
      [
        cart.sent[0].request_id,
        [
          { mode: 'cash', amount: '500.00' },
          { mode: 'upi', amount: '1000.00' },
        ],
      ],
      [
        cart.sent[0].request_id,
        [
          { mode: 'cash', amount: '500.00' },
          { mode: 'upi', amount: '1000.00' },
        ],
      ],
    ]);
  });

  it('a save resumed after a refresh sends the tender it was sent with', async () => {
    const stored = startCart();
    await stored.settle();
    stored.send(...readyBill);
    const cart = startCart({ journal: stored.context().journal, pendingSave: 'req-9', pendingTender: tender });
    await cart.settle('saved');
    expect(cart.sent[0]).toMatchObject({
      request_id: 'req-9',
      payments: [
        { mode: 'cash', amount: '500.00' },
        { mode: 'upi', amount: '1000.00' },
      ],
      cash_received: '600.00',
    });
  });
});
