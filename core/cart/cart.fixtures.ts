// Test data shared by the cart's tests: a small wholesale and retail catalogue as the POS list sends it.
import { expect } from 'vitest';
import { catalogueFromPosList, type Catalogue, type PosListBody } from './cart.catalogue';
import type { CartCommand } from './cart.commands';
import { decide, type Decision } from './cart.decider';
import type { CartEvent } from './cart.events';
import { evolve } from './cart.evolve';
import { initialState, type CartCustomer, type CartLine, type CartMode, type CartState } from './cart.state';

export const RAVI: CartCustomer = { userId: '7', name: 'Ravi Traders', mobile: '9876543210', state: 'Tamil Nadu' };
export const KIRAN: CartCustomer = { userId: '8', name: 'Kiran Stores', mobile: '9845012345', state: 'Karnataka' };

export const WHOLESALE_LIST: PosListBody = {
  product: [
    {
      product_id: 101,
      product_name: 'Crompton HS Plus',
      serial_no: 'CRHSP1200-000123',
      product_code: 'CF0001',
      brand: 'Crompton',
      category_name: 'Ceiling Fans',
      sell_rate: '2450.00',
      rate: '2600.00',
      rate_per: 'Nos',
      price_per_pcs: '2450.00',
      count_of_pcs: 1,
      box_contents: '1 Fan',
      qty_per_box: 1,
      unit: 'Nos',
    },
    {
      product_id: '102',
      product_name: 'Havells Pacer',
      serial_no: 'HVPCR1200-000045',
      product_code: 'CF0002',
      sell_rate: 2050,
      rate_per: 'Box',
      price_per_pcs: '1025.00',
      count_of_pcs: '2',
      box_contents: '2 Fans',
      qty_per_box: 2,
      unit: 'Box',
    },
    { product_id: 103, product_name: 'Usha Swift', serial_no: '', sell_rate: '1690.00' },
    { product_id: 104, product_name: '', serial_no: 'NONAME-1', sell_rate: '100.00' },
    { product_id: 105, product_name: 'Bajaj Frore Crest', serial_no: 'BJFRR1200-000007', sell_rate: '1750.50', count_of_pcs: 0 },
  ],
  customer: [
    { user_id: 7, name: 'Ravi Traders', mobile: '9876543210', state: 'Tamil Nadu' },
    { user_id: '8', name: 'Kiran Stores', telephone: '9845012345', state: 'Karnataka' },
  ],
  gst: { cgst: '9.00', sgst: '9.00', packing_charge: '2.00' },
};

export const RETAIL_LIST: PosListBody = {
  product: [
    { product_id: 201, product_name: 'Crompton Fan Capacitor 2.5 MFD', product_code: 'rt001', rate: '85.00', qty_per_box: 10, count_of_pcs: 1 },
    { product_id: 202, product_name: 'Universal AC Remote Control', product_code: 'RT002', rate: 350, qty_per_box: '20' },
  ],
  customer: [{ user_id: 7, name: 'Ravi Traders', mobile: '9876543210', state: 'Tamil Nadu' }],
  gst: null,
};

export const CATALOGUES: Record<CartMode, Catalogue> = {
  gst: catalogueFromPosList('gst', WHOLESALE_LIST),
  retail: catalogueFromPosList('retail', RETAIL_LIST),
  estimate: catalogueFromPosList('estimate', { customer: WHOLESALE_LIST.customer, gst: WHOLESALE_LIST.gst }),
};

export function stateOf(mode: CartMode, events: readonly CartEvent[]): CartState {
  return events.reduce(evolve, initialState(mode));
}

/** given(events).when(command).then(events | { error }) */
export function given(mode: CartMode, ...events: CartEvent[]) {
  const state = stateOf(mode, events);
  return {
    state,
    when(command: CartCommand) {
      const decision = decide(command, state, CATALOGUES[mode]);
      return { decision, then: (expected: Decision) => expect(decision).toEqual(expected) };
    },
  };
}

/** A line as ProductAdded carries it, for lines taken from the catalogue above. */
export function lineOf(fields: Partial<CartLine> & Pick<CartLine, 'lineId' | 'productName' | 'rate' | 'qty'>): CartLine {
  return {
    productId: null,
    serialNo: '',
    productCode: '',
    discountBp: 0,
    unit: '',
    ratePer: '',
    pricePerPcs: 0,
    boxContents: '',
    qtyPerBox: 0,
    countOfPcs: 0,
    manual: false,
    odId: null,
    ...fields,
  };
}

export const FAN_LINE = lineOf({
  lineId: 'L1',
  productId: '101',
  productName: 'Crompton HS Plus',
  serialNo: 'CRHSP1200-000123',
  productCode: 'CF0001',
  rate: 245000,
  qty: 1,
  unit: 'Nos',
  ratePer: 'Nos',
  pricePerPcs: 245000,
  boxContents: '1 Fan',
  qtyPerBox: 1,
  countOfPcs: 1,
});

export const PACER_LINE = lineOf({
  lineId: 'L2',
  productId: '102',
  productName: 'Havells Pacer',
  serialNo: 'HVPCR1200-000045',
  productCode: 'CF0002',
  rate: 205000,
  qty: 2,
  unit: 'Box',
  ratePer: 'Box',
  pricePerPcs: 102500,
  boxContents: '2 Fans',
  qtyPerBox: 2,
  countOfPcs: 2,
});
