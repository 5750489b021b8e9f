// Issue 33 at the retail counter: a retail product's box barcode finds it as its code does, and a retail product that
// tracks unit serials sells each unit by its serial (qty follows), carried in the retail bill's payload.
import { describe, expect, it } from 'vitest';
import { catalogueFromPosList, findByKey, tracksUnitSerials, type PosListBody } from './cart.catalogue';
import type { CartCommand } from './cart.commands';
import { decide, isRejection } from './cart.decider';
import { evolve } from './cart.evolve';
import { toOrderPayload, validateForSave } from './cart.payload';
import { initialState, type CartMode, type CartState } from './cart.state';
import { RAVI, RETAIL_LIST, WHOLESALE_LIST } from './cart.fixtures';

const EAN = '8901030865343';
const list = (base: PosListBody): PosListBody => ({
  ...base,
  product: (base.product ?? []).map((p, i) => (i === 0 ? { ...p, barcodes: [EAN, '036000291452'] } : p)),
  counter: { unit_serial_products: [String(base.product?.[0]?.product_id)] },
});
const retail = catalogueFromPosList('retail', list(RETAIL_LIST));

function run(mode: CartMode, commands: readonly CartCommand[], catalogue = retail): { state: CartState; refused: string[] } {
  let state: CartState = { ...initialState(mode), customer: RAVI };
  const refused: string[] = [];
  for (const command of commands) {
    const decision = decide(command, state, catalogue);
    if (isRejection(decision)) refused.push(decision.error);
    else state = decision.reduce(evolve, state);
  }
  return { state, refused };
}

describe('box barcodes at the retail counter', () => {
  it("a retail product's EAN (and a UPC-A as a scanner sends it, with a leading 0) finds it as its code does", () => {
    expect(findByKey(retail, EAN)?.productId).toBe('201');
    expect(findByKey(retail, '0036000291452')?.productId).toBe('201');
    expect(findByKey(retail, 'rt001')?.productId).toBe('201');
  });
});

describe('unit serials at the retail counter', () => {
  it('a retail product the list names as tracking them gets a unit-serial line; a quotation never does', () => {
    const capacitor = retail.byId.get('201');
    const remote = retail.byId.get('202');
    if (!capacitor || !remote) throw new Error('fixture');
    expect(tracksUnitSerials(retail, capacitor)).toBe(true);
    expect(tracksUnitSerials(retail, remote)).toBe(false);
    const gst = catalogueFromPosList('gst', list(WHOLESALE_LIST));
    const fan = gst.byId.get('101');
    if (!fan) throw new Error('fixture');
    expect(tracksUnitSerials(gst, fan)).toBe(true);
    expect(tracksUnitSerials(catalogueFromPosList('estimate', list(WHOLESALE_LIST)), fan)).toBe(false);
  });

  it('scanned by its EAN, two units by serial: qty follows; a repeat is refused; the payload carries them', () => {
    const { state, refused } = run('retail', [
      { type: 'AddProductByKey', key: EAN, meta: { lineId: 'A' } },
      { type: 'AddUnitSerial', lineId: 'A', unitSerial: ' cap001 ' },
      { type: 'AddUnitSerial', lineId: 'A', unitSerial: 'CAP002' },
      { type: 'AddUnitSerial', lineId: 'A', unitSerial: 'cap001' },
      { type: 'AddProductByKey', key: 'RT002', meta: { lineId: 'B' } },
      { type: 'AddUnitSerial', lineId: 'B', unitSerial: 'REM001' },
    ]);
    expect(refused).toEqual(['Unit serial CAP001 is on this bill twice.', 'Universal AC Remote Control does not track unit serials.']);
    expect(state.lines.map((l) => [l.productId, l.qty, l.unitSerials])).toEqual([
      ['201', 2, ['CAP001', 'CAP002']],
      ['202', 1, undefined],
    ]);
    const check = validateForSave(state);
    if (!check.ok) throw new Error(check.message);
    const payload = toOrderPayload(check.cart, { requestId: 'r1', today: '2026-12-08' });
    expect(payload.productdetails.map((l) => ('unit_serials' in l ? l.unit_serials : undefined))).toEqual([['CAP001', 'CAP002'], undefined]);
  });

  it('a tracked line without its serials is not saved, and says what is missing', () => {
    const { state } = run('retail', [{ type: 'AddProductByKey', key: 'RT001', meta: { lineId: 'A' } }]);
    expect(validateForSave(state)).toEqual({ ok: false, message: 'Crompton Fan Capacitor 2.5 MFD: 1 unit needs 1 unit serial; 0 scanned.' });
  });
});
