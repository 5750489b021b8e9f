// HSN codes (Harmonised System of Nomenclature) as GST invoices carry them: 4, 6 or 8 digits by turnover, so 4 to 8
// digits here; the same rule on the product forms, the product calls and both product imports.
import { text } from './wire';

export const HSN_RULE = 'must be 4 to 8 digits';

/** Blank is '' (the caller decides whether that is allowed); otherwise the digits, or why not. */
export function checkHsn(text: string): { ok: true; hsn: string } | { ok: false; message: string } {
  const hsn = text.trim().replace(/\s+/g, '');
  if (hsn === '') return { ok: true, hsn: '' };
  if (!/^\d{4,8}$/.test(hsn)) return { ok: false, message: `${HSN_RULE}, not "${text.trim()}"` };
  return { ok: true, hsn };
}

/** The HSN field of the product calls: text checked by checkHsn; `required` refuses a blank one. */
export function hsnField(options: { required: boolean }) {
  return text(1000).transform((value, ctx): string => {
    const checked = checkHsn(value);
    if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.message });
    else if (options.required && checked.hsn === '') ctx.addIssue({ code: 'custom', message: 'is required' });
    return checked.ok ? checked.hsn : '';
  });
}
