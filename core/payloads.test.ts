import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { salesTotals } from './billing';
import { makeGstin } from './gstin';
import {
  customerAddBody,
  CUSTOMER_PHONE_OR_STATE,
  estimateOrderPayload,
  retailOrderPayload,
  totalsDisagreement,
  wholesaleOrderPayload,
  type EstimateOrderBody,
  type RetailOrderBody,
  type WholesaleOrderBody,
} from './payloads';

/** The first complaint as the server words it: "field.path: rule". */
function complaint(schema: ZodType, body: unknown): string {
  const parsed = schema.safeParse(body);
  if (parsed.success) return 'accepted';
  const issue = parsed.error.issues[0];
  return `${issue.path.join('.')}: ${issue.message}`;
}

// 2 × ₹1,000.00 with a 10% line discount = 1800.00; 18% GST = 324.00; total 2124.00.
const wholesale: WholesaleOrderBody = {
  order_date: '21-11-2026',
  user_id: '7',
  billing_name: 'Murugan Stores',
  billing_phonenumber: '9876543210',
  billing_state: 'Tamil Nadu',
  total: '2124.00',
  subtotal: '1800.00',
  gst_percentage: '18',
  cgst: '162.00',
  sgst: '162.00',
  packing_charge: '0.00',
  discount_percentage: 0,
  discount_amount: 0,
  commision_percentage: '',
  commision_amount: '0',
  packing_percentage: '0',
  packing_amount: 0,
  productdetails: [
    {
      product_id: 3,
      product_name: 'Ceiling fan',
      rate_per: 'Pcs',
      price_per_pcs: '1000.00',
      box_contents: '1',
      qty: 2,
      unit: 'Nos',
      amount_per_product: 1000,
      total_per_product: '1800.00',
      discount_percentage: '10',
    },
  ],
};

describe('the wholesale saved order payload', () => {
  it('turns rupees into paise, percents into basis points and the date into YYYY-MM-DD', () => {
    const payload = wholesaleOrderPayload.parse(wholesale);
    expect(payload).toEqual({
      orderDate: '2026-11-21',
      customerId: 7,
      billing: { name: 'Murugan Stores', phone: '9876543210', state: 'Tamil Nadu' },
      rates: { discountBp: 0, commissionBp: 0, gstBp: 1800, packingBp: 0 },
      claimed: { subtotal: 180000, discount: 0, commission: 0, packing: 0, cgst: 16200, sgst: 16200, total: 212400 },
      lines: [{ productId: 3, rate: 100000, qty: 2, discountBp: 1000, claimedTotal: 180000 }],
    });
  });

  it('agrees with core/billing on a consistent payload', () => {
    const payload = wholesaleOrderPayload.parse(wholesale);
    expect(totalsDisagreement(payload, salesTotals(payload.lines, payload.rates))).toBeNull();
  });

  it('names the first figure that disagrees with both amounts', () => {
    const payload = wholesaleOrderPayload.parse({ ...wholesale, total: '2125' });
    expect(totalsDisagreement(payload, salesTotals(payload.lines, payload.rates))).toBe('total: payload says ₹2,125.00, server computes ₹2,124.00');
    const line = wholesaleOrderPayload.parse({ ...wholesale, productdetails: [{ ...wholesale.productdetails[0], total_per_product: 2000 }] });
    expect(totalsDisagreement(line, salesTotals(line.lines, line.rates))).toBe(
      'productdetails.0.total_per_product: payload says ₹2,000.00, server computes ₹1,800.00',
    );
    const cgst = wholesaleOrderPayload.parse({ ...wholesale, cgst: '162.01' });
    expect(totalsDisagreement(cgst, salesTotals(cgst.lines, cgst.rates))).toBe('cgst: payload says ₹162.01, server computes ₹162.00');
  });

  it.each([
    ['a missing customer', { user_id: undefined }, 'user_id: Please select a customer.'],
    ['an empty customer', { user_id: '' }, 'user_id: Please select a customer.'],
    ['a customer id that is not a number', { user_id: 'abc' }, 'user_id: must be a customer\'s user_id, not "abc"'],
    ['no lines', { productdetails: [] }, 'productdetails: Please select a product'],
    ['no productdetails at all', { productdetails: undefined }, 'productdetails: Please select a product'],
    ['a missing date', { order_date: undefined }, 'order_date: is required'],
    ['an impossible date', { order_date: '31-02-2026' }, 'order_date: must be a date as dd-mm-yyyy, not "31-02-2026"'],
    ['a total that is not a number', { total: 'abc' }, 'total: must be an amount in rupees such as 1234.50, not "abc" (not a number)'],
    ['a total with 3 decimals', { total: '2124.005' }, 'total: must be an amount in rupees such as 1234.50, not "2124.005" (more than 2 decimals)'],
    ['a negative subtotal', { subtotal: -5 }, 'subtotal: cannot be negative (-5)'],
    ['NaN', { subtotal: Number.NaN }, 'subtotal: must be an amount in rupees such as 1234.50, not NaN'],
    ['Infinity', { cgst: Number.POSITIVE_INFINITY }, 'cgst: must be an amount in rupees such as 1234.50, not Infinity'],
    ['null money', { sgst: null }, 'sgst: is required'],
    ['an empty amount', { packing_amount: '' }, 'packing_amount: is empty'],
    ['a missing amount', { discount_amount: undefined }, 'discount_amount: is required'],
    ['an amount above 100 crore', { total: '1000000000.01' }, 'total: must be at most ₹1,00,00,00,000.00'],
    ['a percent over 100', { gst_percentage: '118' }, 'gst_percentage: must be a percent from 0 to 100 with at most 2 decimals, not "118"'],
    ['a negative percent', { discount_percentage: -1 }, 'discount_percentage: must be a percent from 0 to 100 with at most 2 decimals, not -1'],
    ['a percent that is text', { commision_percentage: 'ten' }, 'commision_percentage: must be a percent from 0 to 100 with at most 2 decimals, not "ten"'],
    ['a request_id over 100 characters', { request_id: 'r'.repeat(101) }, 'request_id: must be at most 100 characters'],
  ])('refuses %s', (_name, change, message) => {
    expect(complaint(wholesaleOrderPayload, { ...wholesale, ...change })).toBe(message);
  });

  it.each([
    ['qty 0', { qty: 0 }, 'productdetails.0.qty: must be a whole number from 1 to 100000, not 0'],
    ['a negative qty', { qty: -2 }, 'productdetails.0.qty: must be a whole number from 1 to 100000, not -2'],
    ['a fractional qty', { qty: 1.5 }, 'productdetails.0.qty: must be a whole number from 1 to 100000, not 1.5'],
    ['qty as words', { qty: 'two' }, 'productdetails.0.qty: must be a whole number from 1 to 100000, not "two"'],
    ['qty over 100000', { qty: 100_001 }, 'productdetails.0.qty: must be a whole number from 1 to 100000, not 100001'],
    ['a negative rate', { amount_per_product: '-1000' }, 'productdetails.0.amount_per_product: cannot be negative ("-1000")'],
    [
      'a rate that is not a number',
      { amount_per_product: '12abc' },
      'productdetails.0.amount_per_product: must be an amount in rupees such as 1234.50, not "12abc" (not a number)',
    ],
    ['a missing product_id', { product_id: undefined }, 'productdetails.0.product_id: is required'],
    ['product_id 0', { product_id: 0 }, 'productdetails.0.product_id: must be a positive whole number, not 0'],
    ['a product_id past 2147483647', { product_id: 2_147_483_648 }, 'productdetails.0.product_id: must be a record id up to 2147483647, not 2147483648'],
    [
      'a line discount over 100%',
      { discount_percentage: 101 },
      'productdetails.0.discount_percentage: must be a percent from 0 to 100 with at most 2 decimals, not 101',
    ],
  ])('refuses a line with %s', (_name, change, message) => {
    expect(complaint(wholesaleOrderPayload, { ...wholesale, productdetails: [{ ...wholesale.productdetails[0], ...change }] })).toBe(message);
  });

  it('takes up to 500 lines and refuses 10,000 before reading any of them', () => {
    const line = { product_id: 1, qty: 1, amount_per_product: 1 };
    expect(wholesaleOrderPayload.safeParse({ ...wholesale, productdetails: Array(500).fill(line) }).success).toBe(true);
    expect(complaint(wholesaleOrderPayload, { ...wholesale, productdetails: Array(501).fill(line) })).toBe('productdetails: at most 500 lines on one bill');
    expect(complaint(wholesaleOrderPayload, { ...wholesale, productdetails: Array(10_000).fill('junk') })).toBe(
      'productdetails: at most 500 lines on one bill',
    );
  });

  it('takes ids and quantities as digits, amounts with grouping commas, percents with a % sign', () => {
    const payload = wholesaleOrderPayload.parse({
      ...wholesale,
      user_id: 7,
      total: '2,124.00',
      gst_percentage: '18%',
      productdetails: [{ ...wholesale.productdetails[0], product_id: '3', qty: ' 2 ' }],
    });
    expect(payload.customerId).toBe(7);
    expect(payload.claimed.total).toBe(212400);
    expect(payload.rates.gstBp).toBe(1800);
    expect(payload.lines[0]).toMatchObject({ productId: 3, qty: 2 });
  });

  it('reads a line without total_per_product or discount as unclaimed and undiscounted', () => {
    const payload = wholesaleOrderPayload.parse({ ...wholesale, productdetails: [{ product_id: 3, qty: 1, amount_per_product: '10.50' }] });
    expect(payload.lines[0]).toEqual({ productId: 3, rate: 1050, qty: 1, discountBp: 0, claimedTotal: null });
  });
});

describe('the retail payload', () => {
  const retail: RetailOrderBody = {
    user_id: '7',
    total: '236.00',
    subtotal: '200.00',
    gst_percentage: '18',
    cgst: '18.00',
    sgst: '18.00',
    discount_percentage: '0',
    discount_amount: '0.00',
    packing_percentage: '0',
    packing_amount: '0.00',
    productdetails: [{ product_id: '4', product_name: 'Fan regulator', qty_per_box: '10', qty: 2, amount_per_product: '100.00', total_per_product: '200.00' }],
  };

  it('has no date (the server dates it today), no commission and no line discount', () => {
    const payload = retailOrderPayload.parse(retail);
    expect(payload.orderDate).toBeNull();
    expect(payload.rates.commissionBp).toBe(0);
    expect(payload.claimed.commission).toBe(0);
    expect(payload.lines).toEqual([{ productId: 4, rate: 10000, qty: 2, discountBp: 0, claimedTotal: 20000 }]);
    expect(totalsDisagreement(payload, salesTotals(payload.lines, payload.rates))).toBeNull();
  });

  it('takes a date when the edit screen sends one', () => {
    expect(retailOrderPayload.parse({ ...retail, order_date: '01/04/2027' }).orderDate).toBe('2027-04-01');
  });

  it('refuses a retail line without its product', () => {
    expect(complaint(retailOrderPayload, { ...retail, productdetails: [{ qty: 1, amount_per_product: 1 }] })).toBe('productdetails.0.product_id: is required');
  });
});

describe('the estimate payload', () => {
  const estimate: EstimateOrderBody = {
    order_date: '2026-11-21',
    user_id: 7,
    total: '1500.00',
    subtotal: '1500.00',
    gst_percentage: 0,
    cgst: 0,
    sgst: 0,
    discount_amount: 0,
    commision_amount: 0,
    packing_amount: 0,
    productdetails: [{ product_name: 'Installation labour', amount_per_product: '750', qty: '2' }],
  };

  it('carries free-text lines', () => {
    const payload = estimateOrderPayload.parse(estimate);
    expect(payload.lines).toEqual([{ productName: 'Installation labour', rate: 75000, qty: 2, discountBp: 0, claimedTotal: null }]);
  });

  it("takes a line's quantity as `quantity` too", () => {
    const payload = estimateOrderPayload.parse({ ...estimate, productdetails: [{ product_name: 'Copper pipe', amount_per_product: '1500', quantity: 1 }] });
    expect(payload.lines[0].qty).toBe(1);
  });

  it('needs a name, an amount and a quantity on every line', () => {
    expect(complaint(estimateOrderPayload, { ...estimate, productdetails: [{ product_name: '  ', amount_per_product: 1, qty: 1 }] })).toBe(
      'productdetails.0.product_name: is required',
    );
    expect(complaint(estimateOrderPayload, { ...estimate, productdetails: [{ product_name: 'x', qty: 1 }] })).toBe(
      'productdetails.0.amount_per_product: is required',
    );
    expect(complaint(estimateOrderPayload, { ...estimate, productdetails: [{ product_name: 'x', amount_per_product: 1 }] })).toBe(
      'productdetails.0.qty: is required',
    );
  });
});

describe('the customer_add body', () => {
  const gstin = makeGstin(33, 'AAACR5055K');

  it('needs a name and a phone or a state (issue 32); credit_limit defaults to 0', () => {
    expect(customerAddBody.parse({ name: ' Murugan Stores ', telephone: '9443012345' })).toEqual({
      name: 'Murugan Stores',
      mobile: '9443012345',
      taxNumber: '',
      address: '',
      state: '',
      placeOfSupply: '',
      creditLimit: 0,
      pincode: '',
      // No opening balance sent (issue 29): nothing to change.
      opening: { balance: undefined, date: undefined },
      // No credit days sent (issue 29): none.
      creditDays: 0,
    });
    expect(customerAddBody.parse({ name: 'Murugan Stores', state: 'TN' })).toMatchObject({ mobile: '', state: 'Tamil Nadu' });
    expect(complaint(customerAddBody, { name: ' Murugan Stores ' })).toBe(`telephone: ${CUSTOMER_PHONE_OR_STATE}`);
  });

  it('takes the credit limit in rupees and a GSTIN in any case', () => {
    const customer = customerAddBody.parse({ name: 'A', telephone: '9876543210', tax_number: gstin.toLowerCase(), state: 'tn', credit_limit: '50,000.50' });
    expect(customer).toMatchObject({ mobile: '9876543210', taxNumber: gstin, state: 'Tamil Nadu', creditLimit: 5_000_050 });
  });

  it('stores a state written any way by its table name', () => {
    expect(customerAddBody.parse({ name: 'A', state: 'Tamil Nadu ' }).state).toBe('Tamil Nadu');
    expect(customerAddBody.parse({ name: 'A', state: 'KA', place_of_supply: '29' })).toMatchObject({ state: 'Karnataka', placeOfSupply: 'Karnataka' });
  });

  it("fills a blank state from the GSTIN's state code", () => {
    expect(customerAddBody.parse({ name: 'A', tax_number: gstin }).state).toBe('Tamil Nadu');
    expect(customerAddBody.parse({ name: 'A', tax_number: makeGstin(29, 'AAACR5055K') }).state).toBe('Karnataka');
  });

  it.each([
    ['no name', { name: '' }, 'name: is required'],
    ['a phone with letters', { telephone: '98765abcde' }, 'telephone: must be digits only, at most 10'],
    ['an 11-digit phone', { telephone: '98765432101' }, 'telephone: must be digits only, at most 10'],
    ['a tax number over 15 characters', { tax_number: `${gstin}X` }, 'tax_number: must be at most 15 characters'],
    [
      'a GSTIN with a wrong check digit',
      { tax_number: `${gstin.slice(0, 14)}${gstin[14] === 'A' ? 'B' : 'A'}` },
      'tax_number: GSTIN check digit does not match',
    ],
    ['a short GSTIN', { tax_number: '33AAACR5055K' }, 'tax_number: GSTIN must be 15 characters'],
    ['a negative credit limit', { credit_limit: '-1' }, 'credit_limit: cannot be negative ("-1")'],
    ['a state that maps to nothing', { state: 'Tamilnad' }, 'state: "Tamilnad" is not a GST state or union territory'],
    ['a state the GSTIN contradicts', { tax_number: gstin, state: 'Kerala' }, 'state: Kerala does not match the GSTIN, which is registered in Tamil Nadu (33)'],
    ['a place of supply that maps to nothing', { place_of_supply: 'Chennai' }, 'place_of_supply: "Chennai" is not a GST state or union territory'],
  ])('refuses %s', (_name, change, message) => {
    expect(complaint(customerAddBody, { name: 'Murugan Stores', ...change })).toBe(message);
  });
});
