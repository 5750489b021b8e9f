// The spec's "Purchase save payload" (pos_order_purchase and, with purchase_id and od_id per line, pos_purchase_edit)
// and the supplier bodies, shared by the purchase screens and the server. The wire carries rupees and percents; the
// parsed side carries paise and basis points.
import { z } from 'zod';
import { purchaseTotals, type PurchaseTotals } from '../billing';
import type { IsoDate } from '../dates';
import { gstinTransform, partyStateOrRefuse } from '../party-fields';
import { formatMoney, type Paise } from '../money';
import { phoneField, requiredPhoneField } from '../forms/fields';
import { dmyDate, MAX_LINES, percent, quantity, rate, recordId, rupees, text } from '../payloads';
import type { BasisPoints } from '../percent';
import { creditDaysField } from '../ledger/credit-days';
import { supplierInvoiceOf, supplierInvoiceWire, type SupplierInvoice } from './purchase.supplier-invoice';
import { openingFields, openingOf, type OpeningChange } from '../ledger/opening';
import { unitSerialsField } from '../unit-serials';

const given = (input: unknown) => input !== undefined && input !== null && input !== '' && input !== 0 && input !== '0';

function refuse(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/** The supplier picked for the purchase: none gets the spec's words ("Please select a customer.", sic). */
function supplierId() {
  return z
    .unknown()
    .optional()
    .transform((input, ctx): number => {
      if (!given(input)) return refuse(ctx, 'Please select a customer.');
      const parsed = recordId().safeParse(typeof input === 'string' ? input.trim().replace(/^"+|"+$/g, '') : input);
      if (!parsed.success) return refuse(ctx, `must be a supplier's id, not ${JSON.stringify(input)}`);
      return parsed.data;
    });
}

/** A saved line's od_id on edit; absent, "", null or 0 is a line added on the editor. */
function odId() {
  return z
    .unknown()
    .optional()
    .transform((input, ctx): number | null => {
      if (!given(input)) return null;
      const parsed = recordId().safeParse(input);
      if (!parsed.success) return refuse(ctx, `must be the line's od_id from the purchase, not ${JSON.stringify(input)}`);
      return parsed.data;
    });
}

export interface PurchaseLine {
  odId: number | null;
  productId: number;
  rate: Paise;
  qty: number;
  claimedTotal: Paise | null;
  /** Issue 33 item 4: the units received (normalised); absent when the client sent none (the spec's payload). */
  unitSerials?: string[];
}

export interface PurchasePayload {
  supplierId: number;
  orderDate: IsoDate;
  gstBp: BasisPoints;
  claimed: { subtotal: Paise; cgst: Paise; sgst: Paise; total: Paise };
  lines: PurchaseLine[];
  /** Issue 30: the supplier's invoice; undefined when not sent (an edit keeps the stored one), null for none. */
  supplierInvoice: SupplierInvoice | null | undefined;
}

export interface PurchaseEdit extends PurchasePayload {
  purchaseId: number;
  /** The purchase's version as the editor read it; absent skips the check (the legacy screen sends none). */
  version: number | null;
}

const lineFields = {
  product_id: recordId(),
  product_name: text(200),
  box_contents: text(100),
  count_of_pcs: text(20),
  rate_per: text(50),
  unit: text(50),
  qty: quantity(),
  amount_per_product: rate(),
  total_per_product: rupees().nullish(),
  /** Not in the spec (issue 33 item 4): the units received, for a product that tracks unit serials. */
  unit_serials: unitSerialsField().optional(),
};

const purchaseLine = z.object({ ...lineFields, od_id: odId() }).transform((l): PurchaseLine => ({
  odId: l.od_id,
  productId: l.product_id,
  rate: l.amount_per_product,
  qty: l.qty,
  claimedTotal: l.total_per_product ?? null,
  ...(l.unit_serials ? { unitSerials: l.unit_serials } : {}),
}));

// The count is checked before any line is read; the wire type is still an array of the line's own input.
const productDetails = z
  .array(z.unknown(), { error: 'Please select a product' })
  .min(1, { error: 'Please select a product' })
  .max(MAX_LINES, { error: `at most ${MAX_LINES} lines on one purchase` })
  .pipe(z.array(purchaseLine)) as unknown as z.ZodType<PurchaseLine[], Array<z.input<typeof purchaseLine>>>;

const purchaseFields = {
  supplier_id: supplierId(),
  productdetails: productDetails,
  order_date: dmyDate(),
  supplier_name: text(200),
  gst_percentage: percent(),
  subtotal: rupees(),
  cgst: rupees(),
  sgst: rupees(),
  total: rupees(),
  request_id: z.string({ error: 'must be text' }).max(100, { error: 'must be at most 100 characters' }).optional(),
  /** Not in the spec's payload (issue 30): optional, so the spec's payload still saves. */
  ...supplierInvoiceWire,
};

type PurchaseFields = z.output<z.ZodObject<typeof purchaseFields>>;

const toPayload = (b: PurchaseFields, ctx: z.RefinementCtx): PurchasePayload => ({
  supplierId: b.supplier_id,
  orderDate: b.order_date,
  gstBp: b.gst_percentage,
  claimed: { subtotal: b.subtotal, cgst: b.cgst, sgst: b.sgst, total: b.total },
  lines: b.productdetails,
  supplierInvoice: supplierInvoiceOf(b, ctx),
});

/** pos_api/pos_order_purchase.php: a new purchase (lines carry no od_id). */
export const purchasePayload = z.object(purchaseFields).transform(toPayload);

/** pos_api/pos_purchase_edit.php: the purchase as edited, with purchase_id (and the version read, when sent). */
export const purchaseEditPayload = z
  .object({ purchase_id: recordId(), version: z.preprocess((v) => (v === '' || v === null ? undefined : v), recordId().optional()), ...purchaseFields })
  .transform((b, ctx): PurchaseEdit => ({ ...toPayload(b, ctx), purchaseId: b.purchase_id, version: b.version ?? null }));

export type PurchaseBody = z.input<typeof purchasePayload>;
export type PurchaseEditBody = z.input<typeof purchaseEditPayload>;

/** core/billing's purchase figures for these lines. */
export function purchaseFigures(payload: Pick<PurchasePayload, 'lines' | 'gstBp'>): PurchaseTotals {
  return purchaseTotals(
    payload.lines.map((l) => ({ rate: l.rate, qty: l.qty })),
    payload.gstBp,
  );
}

/** The first figure the client sent that differs from the server's, with both amounts; null when all agree. */
export function purchaseDisagreement(payload: PurchasePayload, computed: PurchaseTotals): string | null {
  const differs = (field: string, claimed: Paise, server: Paise) =>
    claimed === server ? null : `${field}: payload says ${formatMoney(claimed)}, server computes ${formatMoney(server)}`;
  for (const [index, line] of payload.lines.entries()) {
    const problem = line.claimedTotal === null ? null : differs(`productdetails.${index}.total_per_product`, line.claimedTotal, computed.lineTotals[index]);
    if (problem) return problem;
  }
  const checks: Array<[string, Paise, Paise]> = [
    ['subtotal', payload.claimed.subtotal, computed.subtotal],
    ['cgst', payload.claimed.cgst, computed.cgst],
    ['sgst', payload.claimed.sgst, computed.sgst],
    ['total', payload.claimed.total, computed.grandTotal],
  ];
  for (const [field, mine, server] of checks) {
    const problem = differs(field, mine, server);
    if (problem) return problem;
  }
  return null;
}

// ---- suppliers ----

export interface SupplierFields {
  supplierName: string;
  mobile: string;
  gstNumber: string;
  address: string;
  /** The GST state's name; undefined when neither a state nor a GSTIN was sent (an edit keeps the stored one). */
  state: string | undefined;
  /** Issue 29: the opening balance and its date as sent (absent keeps the stored ones). */
  opening: OpeningChange;
  /** Issue 29: days after a purchase's date it falls due (0 none); undefined keeps the stored one (0 on an add). */
  creditDays: number | undefined;
}

/** Add Supplier page and modal, Edit Supplier: name required; phone digits only, at most 10; GSTIN at most 15 and valid. */
export const supplierFields = {
  supplier_name: text(200).transform((name, ctx) => (name.replace(/\s+/g, ' ') === '' ? refuse(ctx, 'is required') : name.replace(/\s+/g, ' '))),
  mobile: phoneField(),
  gst_number: text(1000).transform((gstin, ctx) => (gstin.length > 15 ? refuse(ctx, 'must be at most 15 characters') : gstinTransform(gstin, ctx))),
  address: text(500),
  /** Not in the spec's supplier: optional, a GST state, filled from the GSTIN when blank (place of supply of purchases). */
  state: text(100).optional(),
  /** Not in the spec's supplier (issue 29): what the shop owed the supplier when it moved to kulir, and its date. */
  ...openingFields,
  /** Not in the spec's supplier (issue 29): days after a purchase's date it falls due (0 none); absent keeps the stored one. */
  credit_days: creditDaysField(),
};

type SupplierWire = {
  supplier_name: string;
  mobile: string;
  gst_number: string;
  address: string;
  state?: string | undefined;
  opening_balance?: number | undefined;
  opening_date?: string | undefined;
  credit_days?: number | undefined;
};

/** The supplier's fields, its state checked against the table and its GSTIN. */
export function toSupplierFields(b: SupplierWire, ctx: z.RefinementCtx): SupplierFields {
  const state = b.state === undefined && b.gst_number === '' ? undefined : partyStateOrRefuse(b.state ?? '', b.gst_number, ctx);
  return {
    supplierName: b.supplier_name,
    mobile: b.mobile,
    gstNumber: b.gst_number,
    address: b.address,
    state,
    opening: openingOf(b),
    creditDays: b.credit_days,
  };
}

export const supplierBody = z.object({ request_id: z.string().max(100).optional(), ...supplierFields }).transform(toSupplierFields);

export type SupplierBody = z.input<typeof supplierBody>;

/** The purchase screens' Add Supplier modal (supplier_add.php's rules): the phone is required too. */
export const supplierModalBody = z.object({ ...supplierFields, mobile: requiredPhoneField() }).transform(toSupplierFields);
