// Field rules of the administration forms, shared by the screens and the server (spec back-office §5).

/** Passwords: at least 8 characters (typed often at a till, so no character-class rules), at most 128. */
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;

export const MAX_PHONE = 10;
export const MAX_GST_NO = 15;
export const MAX_PINCODE = 6;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(text: string): boolean {
  return EMAIL.test(text.trim());
}

/** Digits only, at most `max`: anything else typed is ignored (spec: "extra input ignored"). */
export function digitsInput(text: string, max: number): string {
  return text.replace(/\D+/g, '').slice(0, max);
}

/** What a phone field keeps of what was typed or pasted: digits only, the first 10. */
export function phoneInput(text: string): string {
  return digitsInput(text, MAX_PHONE);
}

/** What a GSTIN field keeps: letters and digits, upper-cased, the first 15. */
export function gstinInput(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, MAX_GST_NO);
}
