// Request bodies shared by the billing screens and the server: the spec's "Saved order payload" in its wholesale,
// retail and estimate variants, and the customer_add body. The wire carries rupees and percents as numbers or
// text; the parsed side carries integer paise and basis points. z.input<…> is what a client sends.
import { z } from 'zod';
import type { SalesRates, SalesTotals } from './billing';
import type { IsoDate } from './dates';
import { phoneField, requiredText } from './forms/fields';
import { gstinTransform, partyStateOrRefuse, placeOfSupplyOrRefuse, stateTransform } from './party-fields';
import { formatMoney, type Paise } from './money';
import type { BasisPoints } from './percent';
import { dmyDate, given, MAX_LINES, percent, quantity, rate, recordId, refuse, rupees, shown, text } from './wire';
import { NO_TENDER, TENDER_MODES, type Tender, type TenderMode } from './tender';
import { pincodeField } from './forms/fields';
import { creditDaysField } from './ledger/credit-days';
import { creditApprovalField, type CreditApproval } from './credit-limit';
import { openingFields, openingOf, type OpeningChange } from './ledger/opening';
import { unitSerialsField } from './unit-serials';

export * from './wire';

/** The customer picked for the bill: absent, "" or 0 gets the spec's "Please select a customer." */
function customerId() {
  return z.unknown().transform((input, ctx): number => {
    if (!given(input) || input === '' || input === 0 || input === '0') return refuse(ctx, 'Please select a customer.');
    const parsed = recordId().safeParse(input);
    if (!parsed.success) return refuse(ctx, `must be a customer's user_id, not ${shown(input)}`);
    return parsed.data;
  });
}

/** 1 to 500 lines; the count is checked before any line is read, so a 10,000-line body fails fast. */
function lines<L extends z.ZodType>(line: L): z.ZodType<Array<z.output<L>>, Array<z.input<L>>> {
  const counted = z
    .array(z.unknown(), { error: 'Please select a product' })
    .min(1, { error: 'Please select a product' })
    .max(MAX_LINES, { error: `at most ${MAX_LINES} lines on one bill` })
    .pipe(z.array(line));
  // The count check reads lines as unknown; the wire type is still an array of the line's own input.
  return counted as unknown as z.ZodType<Array<z.output<L>>, Array<z.input<L>>>;
}

const requestId = z.string({ error: 'must be text' }).max(100, { error: 'must be at most 100 characters' }).optional();

// ---- lines ----

export const wholesaleLineFields = {
  product_id: recordId(),
  product_name: text(200),
  rate_per: text(50),
  price_per_pcs: rate().nullish(),
  box_contents: text(100),
  unit: text(50),
  qty: quantity(),
  amount_per_product: rate(),
  total_per_product: rupees().nullish(),
  discount_percentage: percent(),
  /** Not in the spec (issue 33 item 4): the units sold, for a product that tracks unit serials. */
  unit_serials: unitSerialsField().optional(),
};

export const retailLineFields = {
  product_id: recordId(),
  product_name: text(200),
  qty_per_box: text(20),
  qty: quantity(),
  amount_per_product: rate(),
  total_per_product: rupees().nullish(),
  /** Not in the spec (issue 33 item 4): the units sold, for a retail product that tracks unit serials. */
  unit_serials: unitSerialsField().optional(),
};

export const estimateLineFields = {
  product_name: text(200).refine((name) => name !== '', { error: 'is required' }),
  qty: quantity().optional(),
  /** The estimate editor sends a line's quantity under this name; either is taken. */
  quantity: quantity().optional(),
  amount_per_product: rate(),
  total_per_product: rupees().nullish(),
};

/** A line as the server bills it: rate in paise, the line's own discount, and the client's own line total if sent. */
export interface PayloadLine {
  rate: Paise;
  qty: number;
  discountBp: BasisPoints;
  claimedTotal: Paise | null;
}
export interface CatalogueLine extends PayloadLine {
  productId: number;
  /** The units sold (normalised); absent when the client sent none (the spec's payload). */
  unitSerials?: string[];
}
export interface EstimateLine extends PayloadLine {
  productName: string;
}

const wholesaleLine = z.object(wholesaleLineFields).transform((l): CatalogueLine => ({
  productId: l.product_id,
  rate: l.amount_per_product,
  qty: l.qty,
  discountBp: l.discount_percentage,
  claimedTotal: l.total_per_product ?? null,
  ...(l.unit_serials ? { unitSerials: l.unit_serials } : {}),
}));
const retailLine = z.object(retailLineFields).transform((l): CatalogueLine => ({
  productId: l.product_id,
  rate: l.amount_per_product,
  qty: l.qty,
  discountBp: 0,
  claimedTotal: l.total_per_product ?? null,
  ...(l.unit_serials ? { unitSerials: l.unit_serials } : {}),
}));
const estimateLine = z.object(estimateLineFields).transform((l, ctx): EstimateLine => {
  const qty = l.qty ?? l.quantity;
  if (qty === undefined) {
    ctx.addIssue({ code: 'custom', message: 'is required', path: ['qty'] });
    return z.NEVER;
  }
  return { productName: l.product_name, rate: l.amount_per_product, qty, discountBp: 0, claimedTotal: l.total_per_product ?? null };
});

// ---- tender at the counter (core/tender.ts has its rules) ----

/** The wire fields of pos_order.php and retail_pos_order.php; both optional, so the spec's clients keep working. */
export const tenderFields = {
  payments: z
    .array(
      z.object({
        mode: z.enum(TENDER_MODES, { error: 'must be cash, upi or card' }),
        amount: rupees(),
      }),
      { error: 'must be a list of {mode, amount}' },
    )
    .max(10, { error: 'at most 10 payments on one bill' })
    .nullish(),
  cash_received: rupees().nullish(),
};

/** The parsed wire fields as one tender (amounts of one mode added up), or null when none was sent. */
export function tenderOf(fields: { payments?: Array<{ mode: TenderMode; amount: Paise }> | null; cash_received?: Paise | null }): Tender | null {
  const payments = fields.payments ?? [];
  if (payments.length === 0 && (fields.cash_received ?? null) === null) return null;
  const amounts = { ...NO_TENDER.amounts };
  for (const payment of payments) amounts[payment.mode] += payment.amount;
  return { amounts, cashReceived: fields.cash_received ?? null };
}

// ---- orders ----

/** The figures the client showed, checked against the server's own sums. */
export interface ClaimedTotals {
  subtotal: Paise;
  discount: Paise;
  commission: Paise;
  packing: Paise;
  cgst: Paise;
  sgst: Paise;
  total: Paise;
}

export interface SalesPayload<L extends PayloadLine> {
  /** null: the retail screen sent no date, so the bill is dated today. */
  orderDate: IsoDate | null;
  customerId: number;
  billing: { name: string; phone: string; state: string };
  rates: SalesRates;
  claimed: ClaimedTotals;
  lines: L[];
  /** What was taken at the counter (pos_order.php, retail_pos_order.php); null: nothing, the bill stays pending. */
  tender?: Tender | null;
  /** pos_order.php only: the quotation this bill was made from (it records the bill in the same save). */
  fromEstimateId?: number;
  /** The owner's e-mail and password, typed at the counter to let a bill go over the customer's credit limit. */
  creditApproval?: CreditApproval | null;
}

const headerFields = {
  request_id: requestId,
  billing_name: text(200),
  billing_phonenumber: text(20),
  billing_state: text(100).transform(stateTransform),
  discount_percentage: percent(),
  commision_percentage: percent(),
  gst_percentage: percent(),
  packing_percentage: percent(),
  /** The settings' packing percent as the POS list sent it; packing_percentage is the one billed. */
  packing_charge: percent(),
  subtotal: rupees(),
  discount_amount: rupees(),
  commision_amount: rupees(),
  packing_amount: rupees(),
  cgst: rupees(),
  sgst: rupees(),
  total: rupees(),
  /** Not in the spec (issue 29): the owner's approval of a bill over the customer's credit limit. */
  credit_approval: creditApprovalField,
};

type Header = z.output<z.ZodObject<typeof headerFields>> & { user_id: number };

function toPayload<L extends PayloadLine>(h: Header, orderDate: IsoDate | null, parsedLines: L[]): SalesPayload<L> {
  return {
    orderDate,
    customerId: h.user_id,
    billing: { name: h.billing_name, phone: h.billing_phonenumber, state: h.billing_state },
    rates: { discountBp: h.discount_percentage, commissionBp: h.commision_percentage, gstBp: h.gst_percentage, packingBp: h.packing_percentage },
    claimed: {
      subtotal: h.subtotal,
      discount: h.discount_amount,
      commission: h.commision_amount,
      packing: h.packing_amount,
      cgst: h.cgst,
      sgst: h.sgst,
      total: h.total,
    },
    lines: parsedLines,
    ...(h.credit_approval ? { creditApproval: h.credit_approval } : {}),
  };
}

// Field order is the order of the first complaint: customer, then lines, then the rest.
export const wholesaleOrderFields = {
  user_id: customerId(),
  productdetails: lines(wholesaleLine),
  order_date: dmyDate(),
  ...headerFields,
  ...tenderFields,
  /** Not in the spec (issue 32): the quotation (estimate's order_id) this bill is made from; absent for any other bill. */
  from_estimate_id: recordId().nullish(),
};
export const retailOrderFields = {
  user_id: customerId(),
  productdetails: lines(retailLine),
  order_date: dmyDate().nullish(),
  ...headerFields,
  // The retail screens have no commission; a missing figure is 0.
  commision_amount: rupees()
    .nullish()
    .transform((v) => v ?? 0),
  ...tenderFields,
};
export const estimateOrderFields = { user_id: customerId(), productdetails: lines(estimateLine), order_date: dmyDate(), ...headerFields };

/** A tender is carried only when one was sent: a spec client's bill reads exactly as before. */
function withTender<L extends PayloadLine>(payload: SalesPayload<L>, tender: Tender | null): SalesPayload<L> {
  return tender ? { ...payload, tender } : payload;
}

/** pos_api/pos_order.php: a wholesale GST bill. */
export const wholesaleOrderPayload = z.object(wholesaleOrderFields).transform((b) => {
  const payload = withTender(toPayload(b, b.order_date, b.productdetails), tenderOf(b));
  return b.from_estimate_id ? { ...payload, fromEstimateId: b.from_estimate_id } : payload;
});
/** pos_api/retail_pos_order.php: a retail bill; no order_date means today. */
export const retailOrderPayload = z.object(retailOrderFields).transform((b) => withTender(toPayload(b, b.order_date ?? null, b.productdetails), tenderOf(b)));
/** pos_api/pos_estimate.php: a quotation of free-text lines. */
export const estimateOrderPayload = z.object(estimateOrderFields).transform((b) => toPayload(b, b.order_date, b.productdetails));

export type WholesaleOrderBody = z.input<typeof wholesaleOrderPayload>;
export type RetailOrderBody = z.input<typeof retailOrderPayload>;
export type EstimateOrderBody = z.input<typeof estimateOrderPayload>;

/** Compares each figure the client sent with the server's: the first that differs, or null when all agree. */
export function totalsDisagreement(payload: SalesPayload<PayloadLine>, computed: SalesTotals): string | null {
  // With packing on the bill, the rule it was figured by decides the tax: the message names it (issue 31 item 5).
  const rule = computed.packing === 0 ? '' : ` (GST on packing: ${payload.rates.gstOnPacking === true ? 'on' : 'off'})`;
  const differs = (field: string, claimed: Paise, server: Paise) =>
    claimed === server ? null : `${field}: payload says ${formatMoney(claimed)}, server computes ${formatMoney(server)}${rule}`;
  for (const [index, line] of payload.lines.entries()) {
    const problem = line.claimedTotal === null ? null : differs(`productdetails.${index}.total_per_product`, line.claimedTotal, computed.lineTotals[index]);
    if (problem) return problem;
  }
  const { claimed } = payload;
  const checks: Array<[string, Paise, Paise]> = [
    ['subtotal', claimed.subtotal, computed.subtotal],
    ['discount_amount', claimed.discount, computed.discount],
    ['commision_amount', claimed.commission, computed.commission],
    ['packing_amount', claimed.packing, computed.packing],
    ['cgst', claimed.cgst, computed.cgst],
    ['sgst', claimed.sgst, computed.sgst],
    ['total', claimed.total, computed.grandTotal],
  ];
  for (const [field, mine, server] of checks) {
    const problem = differs(field, mine, server);
    if (problem) return problem;
  }
  return null;
}

// ---- customers ----

export interface NewCustomer {
  name: string;
  mobile: string;
  taxNumber: string;
  address: string;
  state: string;
  placeOfSupply: string;
  creditLimit: Paise;
  /** Issue 21: the e-way bill and e-invoice carry it; '' when not given. */
  pincode: string;
  /** Issue 29: the opening balance and its date, when sent (core/ledger/opening.ts). */
  opening: OpeningChange;
  /** Issue 29: days after a bill's date it falls due (0 none). */
  creditDays: number;
}

/**
 * customer_add.php: name required; telephone digits only, at most 10; tax_number a valid GSTIN when given; state
 * optional (the quick dialog), a GST state when given (stored by its table name), filled from the GSTIN when blank,
 * and never one the GSTIN contradicts.
 */
export const customerAddFields = {
  request_id: requestId,
  name: requiredText(100),
  telephone: phoneField(),
  tax_number: text(15).transform(gstinTransform),
  address: text(500),
  state: text(100),
  place_of_supply: text(100),
  credit_limit: rupees().nullish(),
  // Not in the spec's payload (issue 21): absent is ''.
  pincode: pincodeField(),
  // Not in the spec's payload (issue 29): absent is none.
  ...openingFields,
  // Not in the spec's payload (issue 29): days after a bill's date it falls due; absent is 0.
  credit_days: creditDaysField(),
};

type CustomerAddWire = z.output<z.ZodObject<typeof customerAddFields>>;

export const CUSTOMER_PHONE_OR_STATE = 'enter a phone number or a state: a customer needs one of them besides the name';

/** The new customer, its state checked against the table and its GSTIN; a phone or a state besides the name. */
export function toNewCustomer(b: CustomerAddWire, ctx: z.RefinementCtx): NewCustomer {
  const state = partyStateOrRefuse(b.state, b.tax_number, ctx);
  const placeOfSupply = placeOfSupplyOrRefuse(b.place_of_supply, ctx);
  // Issue 32: a name alone finds nobody again and taxes nobody right: a phone or a state (typed, or the GSTIN's) too.
  if (b.telephone === '' && state === '' && b.state === '') ctx.addIssue({ code: 'custom', path: ['telephone'], message: CUSTOMER_PHONE_OR_STATE });
  return {
    name: b.name,
    mobile: b.telephone,
    taxNumber: b.tax_number,
    address: b.address,
    state,
    placeOfSupply,
    creditLimit: b.credit_limit ?? 0,
    creditDays: b.credit_days ?? 0,
    pincode: b.pincode,
    opening: openingOf(b),
  };
}

export const customerAddBody = z.object(customerAddFields).transform(toNewCustomer);

export type CustomerAddBody = z.input<typeof customerAddBody>;

// ---- edits of a saved bill (the three editors) ----

/** A line's od_id: a saved line names its row; a new line sends none (absent, null, "" or 0). */
function odId() {
  // .optional() on the input: zod 4 makes a key whose schema is a transform required, even over z.unknown().
  return z
    .unknown()
    .optional()
    .transform((input, ctx): number | null => {
      if (!given(input) || input === '' || input === 0 || input === '0') return null;
      const parsed = recordId().safeParse(input);
      if (!parsed.success) return refuse(ctx, `must be the line's od_id from the bill, not ${shown(input)}`);
      return parsed.data;
    });
}

/** An edited bill's line: null odId is a new line; a saved line must come back as it was stored. */
export type EditLine<L extends PayloadLine> = L & { odId: number | null };

export interface SalesEdit<L extends PayloadLine> extends SalesPayload<EditLine<L>> {
  orderId: number;
  billNo: number;
  /** The bill's version as the client read it from *_details.php; null when none was sent (the spec's client), which skips the stale check. */
  version: number | null;
}

const editFields = {
  order_id: recordId(),
  bill_no: recordId(),
  version: z.preprocess((v) => (v === '' || v === null ? undefined : v), recordId().optional()),
};

const wholesaleEditLine = z.object({ ...wholesaleLineFields, od_id: odId() }).transform((l): EditLine<CatalogueLine> => ({
  odId: l.od_id,
  productId: l.product_id,
  rate: l.amount_per_product,
  qty: l.qty,
  discountBp: l.discount_percentage,
  claimedTotal: l.total_per_product ?? null,
  ...(l.unit_serials ? { unitSerials: l.unit_serials } : {}),
}));
const retailEditLine = z.object({ ...retailLineFields, od_id: odId() }).transform((l): EditLine<CatalogueLine> => ({
  odId: l.od_id,
  productId: l.product_id,
  rate: l.amount_per_product,
  qty: l.qty,
  discountBp: 0,
  claimedTotal: l.total_per_product ?? null,
  ...(l.unit_serials ? { unitSerials: l.unit_serials } : {}),
}));
/** The estimate editor keeps a line's quantity under `quantity`: that one wins when both are sent. */
const estimateEditLine = z.object({ ...estimateLineFields, od_id: odId() }).transform((l, ctx): EditLine<EstimateLine> => {
  const qty = l.quantity ?? l.qty;
  if (qty === undefined) {
    ctx.addIssue({ code: 'custom', message: 'is required', path: ['quantity'] });
    return z.NEVER;
  }
  return { odId: l.od_id, productName: l.product_name, rate: l.amount_per_product, qty, discountBp: 0, claimedTotal: l.total_per_product ?? null };
});

type EditHeader = Header & { order_id: number; bill_no: number; version?: number };

function toEdit<L extends PayloadLine>(h: EditHeader, orderDate: IsoDate | null, parsedLines: Array<EditLine<L>>): SalesEdit<L> {
  return { ...toPayload(h, orderDate, parsedLines), orderId: h.order_id, billNo: h.bill_no, version: h.version ?? null };
}

/** pos_api/pos_order_edit.php: a GST bill as edited, with order_id, bill_no and (when the client read one) version. */
export const wholesaleOrderEditPayload = z
  .object({ ...editFields, ...wholesaleOrderFields, productdetails: lines(wholesaleEditLine) })
  .transform((b) => toEdit(b, b.order_date, b.productdetails));
/** pos_api/retail_pos_order_edit.php: no order_date keeps the bill's own date. */
export const retailOrderEditPayload = z
  .object({ ...editFields, ...retailOrderFields, productdetails: lines(retailEditLine) })
  .transform((b) => toEdit(b, b.order_date ?? null, b.productdetails));
/** pos_api/pos_estimate_edit.php. */
export const estimateOrderEditPayload = z
  .object({ ...editFields, ...estimateOrderFields, productdetails: lines(estimateEditLine) })
  .transform((b) => toEdit(b, b.order_date, b.productdetails));

export type WholesaleOrderEditBody = z.input<typeof wholesaleOrderEditPayload>;
export type RetailOrderEditBody = z.input<typeof retailOrderEditPayload>;
export type EstimateOrderEditBody = z.input<typeof estimateOrderEditPayload>;
