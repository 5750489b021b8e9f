// Box barcodes (issue 33 item 3): a product carries any number of the codes printed on its box. An all-digit code of
// 13, 12 or 8 digits is an EAN-13, a UPC-A or an EAN-8 and must carry its check digit; anything else is taken as text.
// One schema reads the list for the product calls, the product forms and the import's Barcode column.
import { z } from 'zod';

export type BarcodeKind = 'EAN-13' | 'UPC-A' | 'EAN-8' | 'text';

/** The most barcodes one product carries, and the longest one. */
export const MAX_BARCODES = 20;
export const MAX_BARCODE_LENGTH = 48;

const DIGIT_KINDS: Readonly<Record<number, BarcodeKind>> = { 13: 'EAN-13', 12: 'UPC-A', 8: 'EAN-8' };

export function barcodeKind(code: string): BarcodeKind {
  return /^\d+$/.test(code) ? (DIGIT_KINDS[code.length] ?? 'text') : 'text';
}

/**
 * The GS1 check digit of the digits before it: weights 3 and 1 alternate from the rightmost data digit, so one rule
 * serves EAN-13, UPC-A and EAN-8.
 */
export function gs1CheckDigit(data: string): number {
  let sum = 0;
  for (let i = 0; i < data.length; i += 1) {
    const fromRight = data.length - 1 - i;
    sum += Number(data[i]) * (fromRight % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** Null when the code is text or its check digit is right; otherwise what is wrong, naming the code. */
export function barcodeProblem(code: string): string | null {
  const kind = barcodeKind(code);
  if (kind === 'text') return null;
  const expected = gs1CheckDigit(code.slice(0, -1));
  const given = Number(code[code.length - 1]);
  return expected === given ? null : `${code} is not a valid ${kind}: its check digit should be ${expected}, not ${given}`;
}

/** Serial and barcode input alike: trimmed and upper-cased (the counter's key rule, spec §5). */
export function normalizeBarcode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The other form a scanner may send the same code in: a UPC-A read as an EAN-13 carries a leading 0, and the other
 * way round. Null for codes with no other form.
 */
export function barcodeAlias(code: string): string | null {
  const kind = barcodeKind(code);
  if (kind === 'UPC-A') return `0${code}`;
  if (kind === 'EAN-13' && code.startsWith('0')) return code.slice(1);
  return null;
}

// Control characters and separators: a code is split on spaces and commas, and the counter's kept list joins with NUL.
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f]/;

/** The codes in a form's or a sheet cell's text: separated by spaces, commas, semicolons or new lines. */
export function splitBarcodes(text: string): string[] {
  return text.split(/[\s,;]+/).filter((code) => code !== '');
}

/**
 * `barcodes` on the wire: a list of codes, or one text holding them (the form's field, the import's cell). Each is
 * trimmed and upper-cased, a repeat dropped; absent stays undefined (an edit without it keeps the stored ones).
 */
export function barcodeListField() {
  return z
    .union([z.string(), z.array(z.union([z.string(), z.number()]))], { error: 'must be a list of barcodes' })
    .nullish()
    .transform((input, ctx): string[] | undefined => {
      if (input === undefined) return undefined;
      const written = input === null ? [] : typeof input === 'string' ? splitBarcodes(input) : input.flatMap((code) => splitBarcodes(String(code)));
      const codes = [...new Set(written.map(normalizeBarcode))];
      if (codes.length > MAX_BARCODES) {
        ctx.addIssue({ code: 'custom', message: `must be at most ${MAX_BARCODES} barcodes` });
        return z.NEVER;
      }
      for (const code of codes) {
        const problem =
          code.length > MAX_BARCODE_LENGTH
            ? `${code.slice(0, 16)}… is longer than ${MAX_BARCODE_LENGTH} characters`
            : UNPRINTABLE.test(code)
              ? 'a barcode must be printable text'
              : barcodeProblem(code);
        if (problem !== null) {
          ctx.addIssue({ code: 'custom', message: problem });
          return z.NEVER;
        }
      }
      return codes;
    });
}

/** The barcodes as the product forms show them in their one field. */
export function barcodesText(codes: readonly string[] | undefined): string {
  return (codes ?? []).join(' ');
}

/** The two catalogues a code may name a product of: the GST products and the retail products (issue 33). */
export type BarcodeCatalogue = 'product' | 'retail';

/** A product as a refusal names it: `product "LG 260L"` or `retail product "Fan Capacitor"`. */
export function productNamed(catalogue: BarcodeCatalogue, productName: string): string {
  return `${catalogue === 'retail' ? 'retail product' : 'product'} "${productName}"`;
}

/** Who already holds a code: another product's box barcode, a GST product's serial no, or a retail product's code. */
export interface CodeHolder {
  what: 'barcode' | 'serial' | 'code';
  catalogue: BarcodeCatalogue;
  productName: string;
}

/**
 * Why a barcode cannot go on a product, naming who holds it: one code names one product in the whole shop, and a
 * product's own serial no or code is what a scan tries first, so a barcode equal to another's would never find its product.
 */
export function codeHeldBy(code: string, holder: CodeHolder): string {
  const product = productNamed(holder.catalogue, holder.productName);
  switch (holder.what) {
    case 'barcode':
      return `${code} is already on ${product}`;
    case 'serial':
      return `${code} is the serial no of ${product}`;
    case 'code':
      return `${code} is the product code of ${product}`;
    default: {
      const unreachable: never = holder.what;
      return unreachable;
    }
  }
}
