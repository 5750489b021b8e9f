// The rules of a party's GST number and state, for every schema that stores one (customers, suppliers, settings,
// imports): a GSTIN is checked to its check digit; a state is one of the GST state table's, stored by its name,
// and must agree with the GSTIN's first two digits. Used inside zod transforms over already-trimmed text.
import { z } from 'zod';
import { checkState } from './gst-states';
import { validateGstin } from './gstin';

export type Refusal = { ok: false; message: string };

/** Blank, or the GSTIN upper-cased; otherwise why not. */
export function checkGstinText(value: string): { ok: true; gstin: string } | Refusal {
  if (value === '') return { ok: true, gstin: '' };
  const checked = validateGstin(value);
  return checked.ok ? { ok: true, gstin: checked.gstin } : { ok: false, message: checked.reason };
}

/**
 * The state to store: the table's name for what was written, or the GSTIN's state when it was left blank;
 * '' when both are blank. A state the table does not know, or one the GSTIN contradicts, is refused.
 */
export function checkPartyState(state: string, gstin: string): { ok: true; state: string } | Refusal {
  const checked = checkState(state, gstin);
  return checked.ok ? { ok: true, state: checked.state?.name ?? '' } : checked;
}

/** zod transform: a GST number field (already trimmed). */
export function gstinTransform(value: string, ctx: z.RefinementCtx): string {
  const checked = checkGstinText(value);
  if (checked.ok) return checked.gstin;
  ctx.addIssue({ code: 'custom', message: checked.message });
  return z.NEVER;
}

/** zod transform on a whole body: its state field checked against its GSTIN; the issue is put on `path`. */
export function partyStateOrRefuse(state: string, gstin: string, ctx: z.RefinementCtx, path: readonly string[] = ['state']): string {
  const checked = checkPartyState(state, gstin);
  if (checked.ok) return checked.state;
  ctx.addIssue({ code: 'custom', message: checked.message, path: [...path] });
  return z.NEVER;
}

/** zod transform on a whole body: a place of supply is a state too (blank allowed, no GSTIN to agree with). */
export function placeOfSupplyOrRefuse(place: string, ctx: z.RefinementCtx): string {
  return partyStateOrRefuse(place, '', ctx, ['place_of_supply']);
}

/** zod transform: a state field on its own (a bill's billing_state): blank, or a GST state stored by its table name. */
export function stateTransform(value: string, ctx: z.RefinementCtx): string {
  const checked = checkPartyState(value, '');
  if (checked.ok) return checked.state;
  ctx.addIssue({ code: 'custom', message: checked.message });
  return z.NEVER;
}
