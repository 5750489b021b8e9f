// What a form's input shows of its field's rule, read from the field's own zod schema (core/forms/*, core/wire.ts), so
// no screen restates a limit: the most characters it takes (the schema's `maxLength` metadata, set where the rule is
// written: wire.text(max), a phone, a password, a pincode, an amount, a percent) and whether it is required (the schema
// refuses the field left blank).
import { z } from 'zod';

/** The schemas a wrapper hands on to: optional, nullable, default, a pipe's input then output (preprocess, transform). */
function innerOf(schema: z.core.$ZodType): z.core.$ZodType[] {
  const def = schema._zod.def;
  if ('innerType' in def && def.innerType instanceof z.core.$ZodType) return [def.innerType];
  if (def.type === 'pipe' && 'in' in def && 'out' in def && def.in instanceof z.core.$ZodType && def.out instanceof z.core.$ZodType) return [def.in, def.out];
  return [];
}

/** The most characters the field's rule takes; undefined when its schema sets none (a choice, a date picker). */
export function maxLengthOf(schema: z.core.$ZodType): number | undefined {
  const own = z.globalRegistry.get(schema)?.maxLength;
  if (typeof own === 'number') return own;
  for (const inner of innerOf(schema)) {
    const found = maxLengthOf(inner);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Whether the field's schema refuses it left blank: the form marks it required. */
export function isRequired(schema: z.core.$ZodType): boolean {
  return !z.safeParse(schema, '').success;
}

/** A form field's required mark and input limit, from its schema in the form's shape. */
export function fieldRules<K extends string>(shape: Readonly<Record<K, z.core.$ZodType>>, name: K): { required: boolean; max: number | undefined } {
  return { required: isRequired(shape[name]), max: maxLengthOf(shape[name]) };
}
