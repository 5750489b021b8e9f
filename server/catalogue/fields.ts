// Request fields of the catalogue calls, on the payload primitives of core/.
import { z } from 'zod';
import { rupees, text } from '../../core/payloads';
import { blankIsAbsent, idField, listFilterBody } from '../sales/fields';

export { idField };

/** A required name: trimmed, inner runs of spaces made one; blank gets the screen's own words. */
export function requiredName(max: number, blank: string) {
  return text(max).transform((value, ctx) => {
    const name = value.replace(/\s+/g, ' ');
    if (name === '') ctx.addIssue({ code: 'custom', message: blank });
    return name;
  });
}

/** A stock count: a whole number from 0 (digits or a number); blank is 0. */
export function stockCount() {
  return z.preprocess(
    (input) => (input === '' || input === null || input === undefined ? 0 : typeof input === 'string' && /^\s*-?\d+\s*$/.test(input) ? Number(input) : input),
    z.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(0, { error: 'cannot be negative' }).max(10_000_000, { error: 'must be at most 10000000' }),
  );
}

/** A count of at least 1 (pieces in a case, quantity per box); blank is 1. */
export function countAtLeastOne() {
  return z.preprocess(
    (input) => (input === '' || input === null || input === undefined ? 1 : typeof input === 'string' && /^\s*\d+\s*$/.test(input) ? Number(input) : input),
    z.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(1, { error: 'must be at least 1' }).max(100_000, { error: 'must be at most 100000' }),
  );
}

/** An optional id: "", null, 0 or absent is none. */
export function optionalId() {
  return z.preprocess((input) => (input === 0 || input === '0' ? undefined : blankIsAbsent(input)), idField().optional());
}

/** Rupees that may be left blank (read as 0). */
export function optionalRupees() {
  return z.preprocess((input) => (input === '' || input === null || input === undefined ? 0 : input), rupees());
}

/** A rupee field the form requires: blank says "is required". */
export function requiredRupees() {
  return z.preprocess(blankIsAbsent, rupees());
}

/** product_list.php and retail_product_list.php: the list filter, and missing_hsn ("1" or true) for the products a tax invoice would print without an HSN code. */
export const productListBody = z.intersection(
  listFilterBody,
  z
    .object({ missing_hsn: z.union([z.boolean(), z.literal('1'), z.literal('0'), z.literal('')], { error: 'must be "1", "0" or blank' }).optional() })
    .transform((b) => ({ missingHsn: b.missing_hsn === true || b.missing_hsn === '1' })),
);
