// Request fields of the administration calls (employees, settings, banners, content), on the payload primitives of core/.
import { z } from 'zod';
import { isEmail, MAX_PASSWORD, MIN_PASSWORD } from '../../core/admin-rules';
import { text } from '../../core/payloads';

export const requiredText = (max: number) => text(max).refine((value) => value !== '', { error: 'is required' });

/** An e-mail address, trimmed and lower-cased (sign-in compares it so). */
export const emailField = () =>
  requiredText(254)
    .refine((value) => isEmail(value), { error: 'must be an e-mail address such as name@example.com' })
    .transform((value) => value.toLowerCase());

/** A phone number: digits only, at most 10. */
export const phoneField = () => text(1000).refine((value) => /^\d{0,10}$/.test(value), { error: 'must be digits only, at most 10' });

/** A new password; its spaces are kept (never trimmed). */
export const passwordField = () =>
  z
    .string({ error: 'is required' })
    .max(MAX_PASSWORD, { error: `must be at most ${MAX_PASSWORD} characters` })
    .refine((value) => value.length >= MIN_PASSWORD, { error: `must be at least ${MIN_PASSWORD} characters` });

/** "1" / "0" as the screens send flags and statuses; 1, 0, true and false are read too. */
export const oneOrZero = () =>
  z.union([z.literal('1'), z.literal('0'), z.literal(1), z.literal(0), z.boolean()], { error: 'must be "1" or "0"' }).transform((v): 0 | 1 => (v === '1' || v === 1 || v === true ? 1 : 0));
