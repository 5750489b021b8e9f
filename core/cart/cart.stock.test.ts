// Issue 32: stock at the counter — the list's stock on each product, a quantity over it said at once.
import { describe, expect, it } from 'vitest';
import { catalogueFromPosList, type PosListBody } from './cart.catalogue';
import type { CartEvent } from './cart.events';
import { evolve } from './cart.evolve';
import { initialState, type CartLine, type CartState } from './cart.state';
import { isOverStock, listedStock, overStockWarning, shortOfStock, stockShown, stockTaken, unsavedQty } from './cart.stock';
import { FAN_LINE, WHOLESALE_LIST } from './cart.fixtures';

const LIST: PosListBody = {
  ...WHOLESALE_LIST,
  product: (WHOLESALE_LIST.product ?? []).map((p) => (p.product_id === 101 ? { ...p, stock: 6 } : p)),
};
const catalogue = catalogueFromPosList('gst', LIST);
const cartOf = (...events: CartEvent[]): CartState => events.reduce(evolve, initialState('gst'));
const fan = (qty: number, extra: Partial<CartLine> = {}): CartLine => ({ ...FAN_LINE, qty, ...extra });

describe('stock at the counter', () => {
  it("reads each product's stock from the list; a list that does not say has none", () => {
    expect(listedStock(catalogue, '101')).toBe(6);
    expect(listedStock(catalogue, '102')).toBeUndefined();
    expect(listedStock(catalogue, null)).toBeUndefined();
    expect(
      catalogueFromPosList('gst', { ...LIST, product: [{ product_id: 9, product_name: 'Oversold', serial_no: 'OS1', stock: '-2' }] }).products[0].stock,
    ).toBe(-2);
  });

  it('a quantity over the stock is flagged; up to it, or with no stock known, it is not', () => {
    expect(isOverStock(6, 7)).toBe(true);
    expect(isOverStock(6, 6)).toBe(false);
    expect(isOverStock(undefined, 50)).toBe(false);
    expect(stockShown(6)).toBe('6 in stock');
  });

  it("a line added, raised or changed past the stock says so, in the server's words", () => {
    const added: CartEvent = { type: 'ProductAdded', line: fan(50) };
    expect(overStockWarning([added], cartOf(added), catalogue)).toBe('Only 6 of Crompton HS Plus in stock');
    expect(shortOfStock(6, 'Crompton HS Plus')).toBe('Only 6 of Crompton HS Plus in stock');
    const within: CartEvent = { type: 'ProductAdded', line: fan(6) };
    expect(overStockWarning([within], cartOf(within), catalogue)).toBe('');
    const raised: CartEvent = { type: 'QuantityIncreased', lineId: FAN_LINE.lineId, by: 1 };
    expect(overStockWarning([raised], cartOf(within, raised), catalogue)).toBe('Only 6 of Crompton HS Plus in stock');
    const changed: CartEvent = { type: 'QuantityChanged', lineId: FAN_LINE.lineId, qty: 9 };
    expect(overStockWarning([changed], cartOf(within, changed), catalogue)).toBe('Only 6 of Crompton HS Plus in stock');
  });

  it("a saved line (an editor's) took its stock when saved: it is not counted again", () => {
    const saved = fan(9, { lineId: 'od-1', odId: '1' });
    const state: CartState = { ...initialState('gst'), lines: [saved] };
    expect(unsavedQty(state, '101')).toBe(0);
    expect(overStockWarning([{ type: 'ProductAdded', line: saved }], state, catalogue)).toBe('');
  });

  it("a new bill takes its listed lines' quantities; an estimate or an editor's save takes none here", () => {
    const bill: CartState = { ...initialState('gst'), lines: [fan(2), fan(3, { lineId: 'L2' }), fan(1, { lineId: 'L3', productId: null })] };
    expect([...stockTaken(bill)]).toEqual([['101', 5]]);
    expect(stockTaken({ ...bill, mode: 'estimate' }).size).toBe(0);
    expect(stockTaken({ ...bill, savedOrder: { orderId: '41', billNo: '12', version: 1 } as CartState['savedOrder'] }).size).toBe(0);
  });
});
