// product_labels.php's body (issue 33 item 2), shared by the label dialog and the server: a layout and either the
// products with how many labels of each, or a purchase (one label per unit bought); at most 1,000 labels a print.
import { z } from 'zod';
import { recordId } from '../payloads';
import { LABEL_LAYOUTS, labelsPerPage, type LabelLayout } from './sheets';

export const MAX_LABELS = 1000;

export const LABEL_MESSAGES = {
  layout: `must be one of ${LABEL_LAYOUTS.join(', ')}`,
  copies: `must be a whole number from 1 to ${MAX_LABELS}`,
  tooMany: (count: number) => `At most ${MAX_LABELS.toLocaleString('en-IN')} labels at a time, not ${count.toLocaleString('en-IN')}.`,
  noCode: (name: string) => `${name} has no serial number or product code to print as a barcode.`,
  unknownProduct: (id: number) => `No product with product_id ${id}`,
  unknownPurchase: (id: number) => `No purchase with purchase_id ${id}`,
  itemsOrPurchase: 'Send items or purchase_id, not both.',
  nothing: 'Choose at least one product for labels.',
  tooLong: (name: string, code: string, size: string) => `The code ${code} of ${name} is too long for a barcode on a ${size} label: choose wider labels.`,
  notCode128: (code: string) => `The code ${code} cannot be printed as a Code 128 barcode (letters, digits and ASCII signs only).`,
} as const;

const copies = z.union([z.number(), z.string()], { error: LABEL_MESSAGES.copies }).transform((input, ctx): number => {
  const value = typeof input === 'number' ? input : /^\s*\d+\s*$/.test(input) ? Number(input) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > MAX_LABELS) {
    ctx.addIssue({ code: 'custom', message: LABEL_MESSAGES.copies });
    return z.NEVER;
  }
  return value;
});

export const labelItem = z.object({ product_id: recordId(), copies });

export const productLabelsBody = z
  .object({
    layout: z.enum(LABEL_LAYOUTS, { error: LABEL_MESSAGES.layout }),
    items: z
      .array(labelItem, { error: 'must be a list of {product_id, copies}' })
      .max(MAX_LABELS, { error: `at most ${MAX_LABELS} products` })
      .optional(),
    purchase_id: recordId().optional(),
    /** The first free place on a part-used sheet (1 = the top-left label). */
    start_position: z
      .union([z.number(), z.string()])
      .transform((input, ctx): number => {
        const value = typeof input === 'number' ? input : /^\s*\d+\s*$/.test(input) ? Number(input) : Number.NaN;
        if (!Number.isSafeInteger(value) || value < 1 || value > 65) {
          ctx.addIssue({ code: 'custom', message: 'must be a label place from 1 to the labels on a sheet' });
          return z.NEVER;
        }
        return value;
      })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.items !== undefined && body.purchase_id !== undefined) ctx.addIssue({ code: 'custom', message: LABEL_MESSAGES.itemsOrPurchase, path: ['items'] });
    else if (body.purchase_id === undefined && (body.items === undefined || body.items.length === 0))
      ctx.addIssue({ code: 'custom', message: LABEL_MESSAGES.nothing, path: ['items'] });
    if (body.start_position !== undefined && body.start_position > labelsPerPage(body.layout))
      ctx.addIssue({ code: 'custom', message: `must be a label place from 1 to ${labelsPerPage(body.layout)}`, path: ['start_position'] });
    const total = (body.items ?? []).reduce((sum, item) => sum + item.copies, 0);
    if (total > MAX_LABELS) ctx.addIssue({ code: 'custom', message: LABEL_MESSAGES.tooMany(total), path: ['items'] });
  });

export type ProductLabelsBody = z.input<typeof productLabelsBody>;
export type ProductLabels = z.output<typeof productLabelsBody>;

/** The code a product's label carries: its serial number when it has one, else its product code; '' for neither. */
export function labelCode(product: { serial_no: string; product_code: string }): string {
  const serial = product.serial_no.trim();
  return serial !== '' ? serial : product.product_code.trim();
}

/** Code 128 (sets A and B) prints ASCII 0–127; kulir's codes are the printable part of it. */
export function isCode128Text(code: string): boolean {
  return /^[\x20-\x7E]+$/.test(code);
}

export function layoutOf(value: string): LabelLayout | null {
  return (LABEL_LAYOUTS as readonly string[]).includes(value) ? (value as LabelLayout) : null;
}
