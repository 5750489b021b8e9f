// Issue 30 item 1: the supplier's own invoice number and date on a purchase, so input tax credit can be matched with
// GSTR-2B and a supplier's bill entered twice is caught. Optional on the wire (the spec's payload still saves); the
// purchase screens require them through supplierInvoiceForm. One number per supplier and financial year (of the
// supplier's invoice date); the invoice cannot be dated after the purchase.
import { z } from 'zod';
import { financialYear, parseDmy, toDmy, type IsoDate } from '../dates';
import { refuse } from '../wire';

export const SUPPLIER_INVOICE_NO_MAX = 30;

export const SUPPLIER_INVOICE_MESSAGES = {
  noRequired: "Enter the supplier's invoice number.",
  noTooLong: `The supplier's invoice number can have at most ${SUPPLIER_INVOICE_NO_MAX} characters.`,
  dateRequired: "Enter the supplier's invoice date (dd-mm-yyyy).",
  afterPurchase: "The supplier's invoice date cannot be after the purchase date.",
} as const;

/** 409: the same supplier's invoice number in the same financial year is already on another purchase. */
export function repeatedSupplierInvoice(invoiceNo: string, supplierName: string, fy: string, purchaseId: number | string): string {
  return `Invoice ${invoiceNo} of ${supplierName} for ${fy} is already entered, on purchase ${purchaseId}.`;
}

export interface SupplierInvoice {
  invoiceNo: string;
  invoiceDate: IsoDate;
}

/** Two numbers are one invoice when they differ only in case or spaces ("inv / 12" is "INV/12"). */
export function supplierInvoiceKey(invoiceNo: string): string {
  return invoiceNo.replace(/\s+/g, '').toUpperCase();
}

/** The financial year an invoice number is unique in: the year of the supplier's invoice date. */
export const supplierInvoiceYear = (invoiceDate: IsoDate): string => financialYear(invoiceDate);

/** The invoice date's own refusal against the purchase's date, or null. */
export function supplierInvoiceDateProblem(invoiceDate: IsoDate, purchaseDate: IsoDate): string | null {
  return invoiceDate > purchaseDate ? SUPPLIER_INVOICE_MESSAGES.afterPurchase : null;
}

const invoiceNoText = z.string().transform((input, ctx): string => {
  const value = input.trim().replace(/\s+/g, ' ');
  if (value.length > SUPPLIER_INVOICE_NO_MAX) return refuse(ctx, SUPPLIER_INVOICE_MESSAGES.noTooLong);
  return value;
});

/**
 * The purchase screens' rule (/addpurchase and the editor): both required, the number at most 30 characters, the date
 * not after the purchase's. The server applies the same length and date rules to what the wire carries.
 */
export const supplierInvoiceForm = z
  .object({
    invoiceNo: invoiceNoText.pipe(z.string().min(1, { error: SUPPLIER_INVOICE_MESSAGES.noRequired })),
    invoiceDate: z.string().nullable(),
    purchaseDate: z.string(),
  })
  .transform((form, ctx): SupplierInvoice => {
    if (form.invoiceDate === null || parseDmy(toDmy(form.invoiceDate)) !== form.invoiceDate) return refuse(ctx, SUPPLIER_INVOICE_MESSAGES.dateRequired);
    const problem = supplierInvoiceDateProblem(form.invoiceDate, form.purchaseDate);
    if (problem) return refuse(ctx, problem);
    return { invoiceNo: form.invoiceNo, invoiceDate: form.invoiceDate };
  });

/** The first thing the form refuses, in its own words, or null. */
export function supplierInvoiceFormProblem(form: z.input<typeof supplierInvoiceForm>): string | null {
  const parsed = supplierInvoiceForm.safeParse(form);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? SUPPLIER_INVOICE_MESSAGES.noRequired);
}

const blank = (input: unknown) => input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/**
 * The wire's supplier_invoice_no and supplier_invoice_date, both optional: undefined when neither was sent (an edit
 * keeps the stored ones), null when both were sent empty (none), else the invoice. One without the other is refused.
 */
export const supplierInvoiceWire = {
  supplier_invoice_no: z.union([z.string(), z.number()], { error: 'must be text' }).nullish(),
  supplier_invoice_date: z.string({ error: 'must be a date as dd-mm-yyyy' }).nullish(),
};

export function supplierInvoiceOf(
  wire: { supplier_invoice_no?: string | number | null | undefined; supplier_invoice_date?: string | null | undefined },
  ctx: z.RefinementCtx,
): SupplierInvoice | null | undefined {
  const { supplier_invoice_no: no, supplier_invoice_date: date } = wire;
  if (no === undefined && date === undefined) return undefined;
  if (blank(no) && blank(date)) return null;
  if (blank(no)) {
    ctx.addIssue({ code: 'custom', path: ['supplier_invoice_no'], message: 'is required with supplier_invoice_date' });
    return z.NEVER;
  }
  const invoiceNo = invoiceNoText.safeParse(String(no));
  if (!invoiceNo.success) {
    ctx.addIssue({ code: 'custom', path: ['supplier_invoice_no'], message: SUPPLIER_INVOICE_MESSAGES.noTooLong });
    return z.NEVER;
  }
  if (blank(date)) {
    ctx.addIssue({ code: 'custom', path: ['supplier_invoice_date'], message: 'is required with supplier_invoice_no, as dd-mm-yyyy' });
    return z.NEVER;
  }
  const iso = parseDmy(String(date));
  if (iso === null) {
    ctx.addIssue({ code: 'custom', path: ['supplier_invoice_date'], message: `must be a date as dd-mm-yyyy, not "${String(date).trim()}"` });
    return z.NEVER;
  }
  return { invoiceNo: invoiceNo.data, invoiceDate: iso };
}
