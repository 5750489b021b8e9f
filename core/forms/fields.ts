// One zod schema per form field, each rule written once: the server's call schemas and the screens' forms both parse
// with these (the forms through core/forms/form-problems.ts). A message is the rule's words without the field's name
// ("must be digits only, at most 10"); the API prefixes the wire field, a form its label.
import { z } from 'zod';
import { isEmail, MAX_PASSWORD, MAX_PHONE, MAX_PINCODE, MIN_PASSWORD } from '../admin-rules';
import { MAX_STOCK } from '../limits';
import { MAX_QTY, percent, rate, recordId, rupees, text } from '../wire';

export const IS_REQUIRED = 'is required';
export const EMAIL_RULE = 'must be an e-mail address such as name@example.com';
export const PHONE_RULE = `must be digits only, at most ${MAX_PHONE}`;
const PHONE = new RegExp(`^\\d{0,${MAX_PHONE}}$`);
/** India Post's PIN code: six digits, the first 1–9 (the e-way bill and e-invoice carry it as a number). */
export const PINCODE_RULE = 'must be a 6-digit pincode such as 600001';

/** A blank optional field ("" or null) is read as absent. */
export const blankIsAbsent = (input: unknown) => (input === '' || input === null ? undefined : input);

/** The browser may keep an id as '"42"' (JSON-quoted in local storage): surrounding quotes are stripped. */
const unquoted = (input: unknown) => (typeof input === 'string' ? input.trim().replace(/^"+|"+$/g, '') : input);

/** A record id as a number, digits or quoted digits. */
export function idField() {
  return z.preprocess(unquoted, recordId());
}

/** An optional id: "", null, 0 or absent is none. */
export function optionalId() {
  return z.preprocess((input) => (input === 0 || input === '0' ? undefined : blankIsAbsent(input)), idField().optional());
}

/** A chosen record (a product's supplier): "", null or 0 is "is required". */
export function chosenId() {
  return z.preprocess((input) => (input === '' || input === null || input === 0 || input === '0' ? undefined : input), idField());
}

/** Text that must not be blank, trimmed, at most `max` characters. */
export const requiredText = (max: number) => text(max).refine((value) => value !== '', { error: IS_REQUIRED });

/** A required name: trimmed, inner runs of spaces made one; blank gets the screen's own words. */
export function requiredName(max: number, blank: string = IS_REQUIRED) {
  return text(max).transform((value, ctx) => {
    const name = value.replace(/\s+/g, ' ');
    if (name === '') ctx.addIssue({ code: 'custom', message: blank });
    return name;
  });
}

/** An e-mail address, trimmed and lower-cased (sign-in compares it so). */
export const emailField = () =>
  requiredText(254)
    .refine((value) => isEmail(value), { error: EMAIL_RULE })
    .transform((value) => value.toLowerCase());

/** An e-mail address that may be left blank (the shop's own, in the settings). */
export const optionalEmailField = () => text(254).refine((value) => value === '' || isEmail(value), { error: EMAIL_RULE });

/** A phone number: digits only, at most 10; blank allowed. */
export const phoneField = () =>
  text(1000)
    .refine((value) => PHONE.test(value), { error: PHONE_RULE })
    .meta({ maxLength: MAX_PHONE });

/** A phone number that must be given. */
export const requiredPhoneField = () =>
  requiredText(1000)
    .refine((value) => PHONE.test(value), { error: PHONE_RULE })
    .meta({ maxLength: MAX_PHONE });

/** Blank, or a 6-digit pincode. */
export function isPincodeOrBlank(value: string): boolean {
  return value === '' || /^[1-9]\d{5}$/.test(value);
}

/** A pincode over trimmed text or a number; absent, null or blank is '' (payloads that predate it keep working). */
export const pincodeField = () =>
  z
    .union([z.string(), z.number()], { error: PINCODE_RULE })
    .nullish()
    .transform((v) => (v === undefined || v === null ? '' : String(v).trim()))
    .refine(isPincodeOrBlank, { error: PINCODE_RULE })
    .meta({ maxLength: MAX_PINCODE });

/** A new password; its spaces are kept (never trimmed). */
export const passwordField = () =>
  z
    .string({ error: IS_REQUIRED })
    .max(MAX_PASSWORD, { error: `must be at most ${MAX_PASSWORD} characters` })
    .refine((value) => value.length >= MIN_PASSWORD, { error: `must be at least ${MIN_PASSWORD} characters` })
    .meta({ maxLength: MAX_PASSWORD });

/** A new password on an edit: blank (or null) keeps the old one. */
export const keptPasswordField = () => z.preprocess((v) => (v === '' || v === null ? undefined : v), passwordField().optional());

/** "1" / "0" as the screens send flags and statuses; 1, 0, true and false are read too. */
export const oneOrZero = () =>
  z
    .union([z.literal('1'), z.literal('0'), z.literal(1), z.literal(0), z.boolean()], { error: 'must be "1" or "0"' })
    .transform((v): 0 | 1 => (v === '1' || v === 1 || v === true ? 1 : 0));

/** A GST rate half (CGST or SGST): at most 14%, the highest half of India's GST slabs. */
export const halfRateField = () => percent().refine((bp) => bp <= 1400, { error: 'must be a percent from 0 to 14' });

const STOCK_DIGITS = /^\s*-?\d+\s*$/;
const wholeStock = () =>
  z
    .number({ error: (issue) => (issue.input === undefined ? IS_REQUIRED : 'must be a whole number') })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'cannot be negative' })
    .max(MAX_STOCK, { error: `must be at most ${MAX_STOCK}` });
const stockNumber = (input: unknown) => (typeof input === 'string' && STOCK_DIGITS.test(input) ? Number(input) : input);

/** A stock count: a whole number from 0 (digits or a number); blank is 0. */
export function stockCount() {
  return z.preprocess((input) => (input === '' || input === null || input === undefined ? 0 : stockNumber(input)), wholeStock());
}

/** A stock count the form requires (Edit Product, spec §5 "requires all fields"): blank says "is required". */
export function requiredStockCount() {
  return z.preprocess((input) => stockNumber(blankIsAbsent(input)), wholeStock());
}

/** A count of at least 1 (pieces in a case, quantity per box); blank is 1. */
export function countAtLeastOne() {
  return z.preprocess(
    (input) => (input === '' || input === null || input === undefined ? 1 : typeof input === 'string' && /^\s*\d+\s*$/.test(input) ? Number(input) : input),
    z
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(MAX_QTY, { error: `must be at most ${MAX_QTY}` }),
  );
}

/** An amount that may be left blank (read as 0): at most MAX_AMOUNT (cash received at the counter). */
export function optionalRupees() {
  return z.preprocess((input) => (input === '' || input === null || input === undefined ? 0 : input), rupees());
}

/** A product's rate that may be left blank (read as 0): at most MAX_RATE, what the counter takes. */
export function optionalRate() {
  return z.preprocess((input) => (input === '' || input === null || input === undefined ? 0 : input), rate());
}

/** A product's rate the form requires: blank says "is required"; at most MAX_RATE, what the counter takes. */
export function requiredRate() {
  return z.preprocess(blankIsAbsent, rate());
}
