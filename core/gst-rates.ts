// Item-wise GST rates (issue 31 item 4): the rates a product may carry and how a line's rate is chosen. Since
// 22-09-2025 the rates are 5%, 18% and 40%; 12% and 28% remain on older bills and products, 0% is nil-rated.
import { z } from 'zod';
import { parseHundredths } from './decimal';
import { formatPercentShort, type BasisPoints } from './percent';

/** The GST rates a product or a bill's line may carry, in percent. */
export const GST_RATES_PERCENT = [0, 5, 12, 18, 28, 40] as const;

/** The same, in basis points (18% = 1800). */
export const GST_RATES_BP: readonly BasisPoints[] = GST_RATES_PERCENT.map((p) => p * 100);

export const GST_RATE_MESSAGE = `must be one of ${GST_RATES_PERCENT.join(', ')} (%), or blank for the shop's CGST + SGST`;

export type GstRateRead = { ok: true; bp: BasisPoints | null } | { ok: false; reason: string };

/**
 * A product's "GST %" as typed, imported or sent on the wire: blank (or null) takes the shop's CGST + SGST (null);
 * "18", "18%", "18.00" and the number 18 are 1800; anything outside the list is refused.
 */
export function readGstRate(input: string | number | null | undefined): GstRateRead {
  if (input === null || input === undefined) return { ok: true, bp: null };
  const text = typeof input === 'number' ? String(input) : input.trim().replace(/%$/, '').trim();
  if (text === '') return { ok: true, bp: null };
  const parsed = parseHundredths(text, { allowGrouping: false, allowNegative: false });
  if (!parsed.ok || !GST_RATES_BP.includes(parsed.hundredths)) return { ok: false, reason: GST_RATE_MESSAGE };
  return { ok: true, bp: parsed.hundredths };
}

/** The wire and form field: a rate from the list, blank or null; the value is basis points or null. */
export const gstRateSchema = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value, ctx): BasisPoints | null => {
    const read = readGstRate(value);
    if (read.ok) return read.bp;
    ctx.addIssue({ code: 'custom', message: read.reason });
    return z.NEVER;
  });

/** A line's GST rate: its product's own, or the shop's CGST + SGST when the product has none. */
export function lineGstBp(productGstBp: BasisPoints | null | undefined, shopGstBp: BasisPoints): BasisPoints {
  return productGstBp ?? shopGstBp;
}

/** A product's rate as the calls and forms show it: "5", "18", or "" for the shop's CGST + SGST. */
export function gstRateText(bp: BasisPoints | null | undefined): string {
  return bp === null || bp === undefined ? '' : formatPercentShort(bp);
}
