// GSTIN: 2-digit state code, PAN, entity number, "Z", and a mod-36 check character.
import { GST_STATE_LIST } from './gst-states';

/** GST state codes and names (the table in gst-states.ts), plus 99 for the Centre's own registrations. */
export const GST_STATES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(GST_STATE_LIST.map((s) => [s.code, s.name])),
  '99': 'Centre Jurisdiction',
};

export type GstinResult = { ok: true; gstin: string; stateCode: string; stateName: string } | { ok: false; reason: string };

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const PAN_FORMAT = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** The check character for the first 14 characters of a GSTIN. */
export function gstinCheckChar(first14: string): string {
  const body = first14.trim().toUpperCase();
  if (!/^[0-9A-Z]{14}$/.test(body)) throw new RangeError(`need 14 letters or digits, got "${first14}"`);
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARSET.indexOf(body[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36];
}

/** Trims and upper-cases, then checks length, format, state code and check character. */
export function validateGstin(text: string): GstinResult {
  const gstin = text.trim().toUpperCase();
  if (gstin.length !== 15) return { ok: false, reason: 'GSTIN must be 15 characters' };
  if (!GSTIN_FORMAT.test(gstin)) return { ok: false, reason: 'GSTIN format is invalid' };
  const stateCode = gstin.slice(0, 2);
  const stateName = GST_STATES[stateCode];
  if (stateName === undefined) return { ok: false, reason: `GSTIN state code ${stateCode} is unknown` };
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14]) return { ok: false, reason: 'GSTIN check digit does not match' };
  return { ok: true, gstin, stateCode, stateName };
}

/** The state named by the first two characters, without checking the rest (for filling a state field). */
export function stateFromGstin(text: string): string | null {
  return GST_STATES[text.trim().slice(0, 2)] ?? null;
}

/** Builds a valid GSTIN, e.g. for demo data: makeGstin(33, 'AAACR5055K') → "33AAACR5055K1ZE". */
export function makeGstin(stateCode: string | number, pan: string, entity = '1'): string {
  const code = String(stateCode).padStart(2, '0');
  if (GST_STATES[code] === undefined) throw new RangeError(`unknown GST state code ${code}`);
  const upperPan = pan.trim().toUpperCase();
  if (!PAN_FORMAT.test(upperPan)) throw new RangeError(`PAN format is invalid: "${pan}"`);
  if (!/^[1-9A-Z]$/.test(entity)) throw new RangeError(`entity must be one of 1-9 or A-Z, got "${entity}"`);
  const first14 = `${code}${upperPan}${entity}Z`;
  return first14 + gstinCheckChar(first14);
}
