// Where a bill's tax goes (DESIGN §5): the place of supply of a sale or a purchase, and the stored GST of a bill
// (cgst_amt + sgst_amt) shown as CGST, SGST and IGST columns. The comparison itself is taxSplit's (core/billing.ts).
import { taxSplit, type TaxSplit } from './billing';
import { resolveState } from './gst-states';
import { validateGstin } from './gstin';
import type { Paise } from './money';

export interface TaxColumns {
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

/** Intra-state: the stored halves as CGST and SGST; inter-state: CGST 0, SGST 0 and IGST the whole GST. */
export function taxColumns(split: TaxSplit, cgst: Paise, sgst: Paise): TaxColumns {
  return split === 'intra' ? { cgst, sgst, igst: 0 } : { cgst: 0, sgst: 0, igst: cgst + sgst };
}

/** The state a valid GSTIN is registered in, by name; '' for a blank or invalid one. */
function gstinState(gstin: string | null | undefined): string {
  const checked = validateGstin(gstin ?? '');
  return checked.ok ? checked.stateName : '';
}

/**
 * A sale's place of supply: the state on the bill (the buyer's at the time of the bill), or, when the bill has none,
 * the state of the buyer's GSTIN. The invoice, the details, the GST report and GSTR-1 all read it from here.
 */
export function salePlace(billingState: string | null | undefined, buyerGstin?: string | null): string {
  const state = (billingState ?? '').trim();
  return state !== '' ? state : gstinState(buyerGstin);
}

/** A sale's split: the place of supply against the seller's state. */
export function saleSplit(billingState: string | null | undefined, buyerGstin: string | null | undefined, sellerState: string): TaxSplit {
  return taxSplit(salePlace(billingState, buyerGstin), sellerState);
}

/**
 * Where a supplier supplies from: the state its GSTIN is registered in (the tax on its invoice follows it), else its
 * state field; '' when neither is known. A purchase keeps this as it was when the purchase was saved.
 */
export function supplierPlace(state: string | null | undefined, gstin: string | null | undefined): string {
  return gstinState(gstin) || (state ?? '').trim();
}

/**
 * A purchase's split: the supplier's place against the seller's state. A supplier whose place is blank or not a GST
 * state is taken as local (CGST + SGST, as the spec's purchase details show every purchase) until its state is fixed.
 */
export function purchaseSplit(supplierState: string | null | undefined, sellerState: string): TaxSplit {
  const place = resolveState(supplierState);
  return taxSplit(place ? place.name : sellerState, sellerState);
}
