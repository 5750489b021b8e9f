import { describe, expect, it } from 'vitest';
import type { CartEvent, SavedOrder } from './cart.events';
import { CART_MESSAGES as M } from './cart.messages';
import { FAN_LINE, given, KIRAN, lineOf, PACER_LINE, RAVI } from './cart.fixtures';

const meta = { lineId: 'L1' };
const fanAdded: CartEvent = { type: 'ProductAdded', line: FAN_LINE };
const savedFan = { ...FAN_LINE, lineId: 'od-55', odId: '55' };
const SAVED_ORDER: SavedOrder = {
  orderId: '12',
  billNo: '3',
  orderDate: '2026-11-20',
  customer: RAVI,
  rates: { discountBp: 0, commissionBp: 0, gstBp: 1800, packingBp: 0 },
  lines: [savedFan],
};
const savedLoaded: CartEvent = { type: 'SavedOrderLoaded', order: SAVED_ORDER };

describe('choosing the customer', () => {
  it('selects a customer', () => {
    given('gst')
      .when({ type: 'SelectCustomer', customer: RAVI })
      .then([{ type: 'CustomerSelected', customer: RAVI }]);
  });
  it('selecting the same customer again changes nothing', () => {
    given('gst', { type: 'CustomerSelected', customer: RAVI }).when({ type: 'SelectCustomer', customer: RAVI }).then([]);
  });
  it('switches to another customer', () => {
    given('gst', { type: 'CustomerSelected', customer: RAVI })
      .when({ type: 'SelectCustomer', customer: KIRAN })
      .then([{ type: 'CustomerSelected', customer: KIRAN }]);
  });
  it('a customer without a user id is "Please select a customer."', () => {
    given('gst')
      .when({ type: 'SelectCustomer', customer: { ...RAVI, userId: ' ' } })
      .then({ error: 'Please select a customer.' });
  });
});

describe('adding a product by serial number (wholesale) or code (retail)', () => {
  it('serial input is trimmed and upper-cased before the exact match', () => {
    given('gst').when({ type: 'AddProductByKey', key: '  crhsp1200-000123 ', meta }).then([fanAdded]);
  });
  it('default quantity is count_of_pcs', () => {
    given('gst')
      .when({ type: 'AddProductByKey', key: 'HVPCR1200-000045', meta: { lineId: 'L2' } })
      .then([{ type: 'ProductAdded', line: PACER_LINE }]);
  });
  it('default quantity is 1 when count_of_pcs is 0', () => {
    const decision = given('gst').when({ type: 'AddProductByKey', key: 'BJFRR1200-000007', meta }).decision;
    expect(decision).toMatchObject([{ type: 'ProductAdded', line: { qty: 1, rate: 175050 } }]);
  });
  it('takes the quantity typed beside the serial, leading zeros and all', () => {
    const decision = given('gst').when({ type: 'AddProductByKey', key: 'CRHSP1200-000123', qty: '003', meta }).decision;
    expect(decision).toEqual([{ type: 'ProductAdded', line: { ...FAN_LINE, qty: 3 } }]);
  });
  it.each([
    ['NOPE-1', 'NOPE-1'],
    [' lg-xyz-123 ', 'LG-XYZ-123'],
    ['CF0001', 'CF0001'],
  ])("serial %j not found: the spec's words, then what was scanned (issue 32)", (key, named) => {
    given('gst')
      .when({ type: 'AddProductByKey', key, meta })
      .then({ error: `Invalid product or quantity: no product with serial or code ${named}.` });
  });
  it.each(['', '   '])('no serial at all (%j): "Invalid product or quantity"', (key) => {
    given('gst').when({ type: 'AddProductByKey', key, meta }).then({ error: 'Invalid product or quantity' });
  });
  it('an unknown serial is named whatever quantity is typed beside it', () => {
    given('gst')
      .when({ type: 'AddProductByKey', key: 'NOPE-1', qty: '0', meta })
      .then({ error: 'Invalid product or quantity: no product with serial or code NOPE-1.' });
  });
  it.each(['0', '-1', 'abc', '1.5', '100001'])('quantity %j: "Invalid product or quantity"', (qty) => {
    given('gst').when({ type: 'AddProductByKey', key: 'CRHSP1200-000123', qty, meta }).then({ error: 'Invalid product or quantity' });
  });
  it('the same product again increases its quantity by the quantity entered, not a second line', () => {
    given('gst', fanAdded)
      .when({ type: 'AddProductByKey', key: 'crhsp1200-000123', qty: '2', meta: { lineId: 'L9' } })
      .then([{ type: 'QuantityIncreased', lineId: 'L1', by: 2 }]);
  });
  it('the same product again beyond 1,00,000 pieces is refused', () => {
    given('gst', { type: 'ProductAdded', line: { ...FAN_LINE, qty: 100_000 } })
      .when({ type: 'AddProductByKey', key: 'CRHSP1200-000123', meta: { lineId: 'L9' } })
      .then({ error: 'Invalid product or quantity' });
  });
  it('a product already on a saved line gets a new line (saved lines are locked)', () => {
    given('gst', savedLoaded)
      .when({ type: 'AddProductByKey', key: 'CRHSP1200-000123', meta: { lineId: 'L9' } })
      .then([{ type: 'ProductAdded', line: { ...FAN_LINE, lineId: 'L9' } }]);
  });
  it('retail matches the product code, trimmed and upper-cased, at the retail rate', () => {
    const decision = given('retail').when({ type: 'AddProductByKey', key: ' Rt001', qty: '10', meta }).decision;
    expect(decision).toEqual([
      {
        type: 'ProductAdded',
        line: lineOf({
          lineId: 'L1',
          productId: '201',
          productName: 'Crompton Fan Capacitor 2.5 MFD',
          productCode: 'rt001',
          rate: 8500,
          qty: 10,
          qtyPerBox: 10,
          countOfPcs: 1,
        }),
      },
    ]);
  });
  it('retail does not match serial numbers', () => {
    given('retail')
      .when({ type: 'AddProductByKey', key: 'CRHSP1200-000123', meta })
      .then({ error: 'Invalid product or quantity: no product with serial or code CRHSP1200-000123.' });
  });
  it('the estimate screen has no product entry', () => {
    given('estimate').when({ type: 'AddProductByKey', key: 'CRHSP1200-000123', meta }).then({ error: M.notOnThisScreen });
  });
  it('refuses a line id already in the cart', () => {
    given('gst', fanAdded)
      .when({ type: 'AddProductByKey', key: 'HVPCR1200-000045', meta: { lineId: 'L1' } })
      .then({ error: M.duplicateLineId });
  });
});

describe('picking a name suggestion', () => {
  it('adds the picked product', () => {
    given('gst').when({ type: 'AddSuggestedProduct', productId: '101', meta }).then([fanAdded]);
  });
  it.each([
    ['lacking a serial number', '103'],
    ['lacking a name', '104'],
    ['no longer in the catalogue', '999'],
  ])('a suggestion %s: "Invalid product selection!"', (_, productId) => {
    given('gst').when({ type: 'AddSuggestedProduct', productId, meta }).then({ error: 'Invalid product selection!' });
  });
  it('with a quantity of 0: "Invalid product or quantity"', () => {
    given('gst').when({ type: 'AddSuggestedProduct', productId: '101', qty: '0', meta }).then({ error: 'Invalid product or quantity' });
  });
  it('picking the same product again increases its quantity', () => {
    given('gst', fanAdded)
      .when({ type: 'AddSuggestedProduct', productId: '101', meta: { lineId: 'L5' } })
      .then([{ type: 'QuantityIncreased', lineId: 'L1', by: 1 }]);
  });
});

describe('estimate free-text lines', () => {
  const add = (name: string, amount: string, qty: string) => given('estimate').when({ type: 'AddManualLine', name, amount, qty, meta });
  it('name, amount (decimal rupees) and quantity make a manual line', () => {
    add(' Fan repair ', '1,250.50', '2').then([
      { type: 'ManualLineAdded', line: lineOf({ lineId: 'L1', productName: 'Fan repair', rate: 125050, qty: 2, manual: true }) },
    ]);
  });
  it.each([
    ['no name', '', '100', '1', M.itemNameRequired],
    ['no amount', 'Wiring', ' ', '1', M.amountRequired],
    ['an amount that is not a number', 'Wiring', 'abc', '1', M.amountInvalid],
    ['an amount of 0', 'Wiring', '0', '1', M.amountInvalid],
    ['a negative amount', 'Wiring', '-5', '1', M.amountInvalid],
    ['three decimals', 'Wiring', '1.234', '1', M.amountInvalid],
    ['no quantity', 'Wiring', '100', '', M.quantityRequired],
    ['a fractional quantity', 'Wiring', '100', '1.5', M.quantityInvalid],
    ['a quantity of 0', 'Wiring', '100', '0', M.quantityInvalid],
  ])('%s is refused', (_, name, amount, qty, error) => {
    add(name, amount, qty).then({ error });
  });
  it('only the estimate screen takes free-text lines', () => {
    given('gst').when({ type: 'AddManualLine', name: 'Wiring', amount: '100', qty: '1', meta }).then({ error: M.notOnThisScreen });
  });
});

describe('editing a line', () => {
  it.each([
    ['007', 7],
    ['', 1],
    ['abc', 1],
    ['0', 1],
    ['2.5', 1],
  ])('quantity %j becomes %i', (qty, expected) => {
    given('gst', { type: 'ProductAdded', line: { ...FAN_LINE, qty: 4 } })
      .when({ type: 'ChangeQuantity', lineId: 'L1', qty })
      .then([{ type: 'QuantityChanged', lineId: 'L1', qty: expected }]);
  });
  it('the same quantity changes nothing', () => {
    given('gst', fanAdded).when({ type: 'ChangeQuantity', lineId: 'L1', qty: '1' }).then([]);
  });
  it('a quantity past 1,00,000 is refused', () => {
    given('gst', fanAdded).when({ type: 'ChangeQuantity', lineId: 'L1', qty: '100001' }).then({ error: M.quantityInvalid });
  });
  it('changes the rate', () => {
    given('gst', fanAdded)
      .when({ type: 'ChangeRate', lineId: 'L1', rate: '2,300.5' })
      .then([{ type: 'RateChanged', lineId: 'L1', rate: 230050 }]);
  });
  it.each(['abc', '-1', '1.001', '10000000.01'])('rate %j is refused', (rate) => {
    given('gst', fanAdded).when({ type: 'ChangeRate', lineId: 'L1', rate }).then({ error: M.rateInvalid });
  });
  it('sets a per-line discount on the wholesale POS', () => {
    given('gst', fanAdded)
      .when({ type: 'ChangeLineDiscount', lineId: 'L1', discount: '5' })
      .then([{ type: 'LineDiscountChanged', lineId: 'L1', discountBp: 500 }]);
  });
  it('a per-line discount over 100% is refused', () => {
    given('gst', fanAdded).when({ type: 'ChangeLineDiscount', lineId: 'L1', discount: '100.01' }).then({ error: M.discountInvalid });
  });
  it('retail lines have no discount of their own', () => {
    given('retail', fanAdded).when({ type: 'ChangeLineDiscount', lineId: 'L1', discount: '5' }).then({ error: M.notOnThisScreen });
  });
  it('removes a line', () => {
    given('gst', fanAdded)
      .when({ type: 'RemoveLine', lineId: 'L1' })
      .then([{ type: 'LineRemoved', lineId: 'L1' }]);
  });
  it('a line that is gone: nothing to edit', () => {
    given('gst').when({ type: 'ChangeRate', lineId: 'L1', rate: '1' }).then({ error: M.noSuchLine });
    given('gst').when({ type: 'RemoveLine', lineId: 'L1' }).then({ error: M.noSuchLine });
  });
});

describe('saved lines (with od_id) are locked', () => {
  it.each([
    { type: 'ChangeQuantity', lineId: 'od-55', qty: '2' },
    { type: 'ChangeRate', lineId: 'od-55', rate: '1' },
    { type: 'ChangeLineDiscount', lineId: 'od-55', discount: '5' },
  ] as const)('$type is refused', (command) => {
    given('gst', savedLoaded).when(command).then({ error: M.lineLocked });
  });
  it('removal goes through the server', () => {
    given('gst', savedLoaded).when({ type: 'RemoveLine', lineId: 'od-55' }).then({ error: M.savedLineDelete });
  });
  it('loads a saved order', () => {
    given('gst').when({ type: 'LoadSavedOrder', order: SAVED_ORDER }).then([savedLoaded]);
  });
  it('a saved order with a line lacking its od_id is unreadable', () => {
    given('gst')
      .when({ type: 'LoadSavedOrder', order: { ...SAVED_ORDER, lines: [FAN_LINE] } })
      .then({ error: M.savedOrderInvalid });
  });
});

describe('bill-wide figures', () => {
  it('sets the discount %', () => {
    given('gst')
      .when({ type: 'ChangeDiscount', discount: '2.5' })
      .then([{ type: 'DiscountChanged', discountBp: 250 }]);
  });
  it('a cleared discount field is 0%', () => {
    given('gst', { type: 'DiscountChanged', discountBp: 250 })
      .when({ type: 'ChangeDiscount', discount: '' })
      .then([{ type: 'DiscountChanged', discountBp: 0 }]);
  });
  it.each(['abc', '100.5', '-1', '1.234'])('discount %j is refused', (discount) => {
    given('gst').when({ type: 'ChangeDiscount', discount }).then({ error: M.discountInvalid });
  });
  it('sets the commission %', () => {
    given('gst')
      .when({ type: 'ChangeCommission', commission: '1' })
      .then([{ type: 'CommissionChanged', commissionBp: 100 }]);
    given('gst').when({ type: 'ChangeCommission', commission: 'x' }).then({ error: M.commissionInvalid });
  });
  it('takes the server GST and packing rates; the same rates again change nothing', () => {
    given('gst')
      .when({ type: 'SetRates', gstBp: 1800, packingBp: 200 })
      .then([{ type: 'RatesSet', gstBp: 1800, packingBp: 200 }]);
    given('gst', { type: 'RatesSet', gstBp: 1800, packingBp: 200 }).when({ type: 'SetRates', gstBp: 1800, packingBp: 200 }).then([]);
    given('gst').when({ type: 'SetRates', gstBp: 10_001, packingBp: 0 }).then({ error: M.ratesInvalid });
  });
  it('sets the bill date; an impossible date is refused', () => {
    given('gst')
      .when({ type: 'ChangeOrderDate', orderDate: '2026-11-21' })
      .then([{ type: 'OrderDateChanged', orderDate: '2026-11-21' }]);
    given('gst').when({ type: 'ChangeOrderDate', orderDate: '2026-02-30' }).then({ error: M.dateInvalid });
  });
  it('clears a cart; an empty cart has nothing to clear', () => {
    given('gst', fanAdded)
      .when({ type: 'ClearCart' })
      .then([{ type: 'CartCleared' }]);
    given('gst').when({ type: 'ClearCart' }).then([]);
  });
});
