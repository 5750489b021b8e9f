// Every field of every call's body has a label (issue 32): a refusal names the field the person typed in, never its wire
// name. Walks each registered call's zod schema (core/payloads.ts and the rest) down to its leaves, through lists,
// optional and defaulted fields, unions, pipes and lazy schemas, and asks core/field-labels.ts for each path's label.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel } from '../core/field-labels';
import { CALLS } from './calls';

/** Kinds of schema that hold no field of their own. */
const LEAVES = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'symbol',
  'null',
  'undefined',
  'void',
  'never',
  'any',
  'unknown',
  'date',
  'literal',
  'enum',
  'nan',
  'file',
  'template_literal',
  'custom',
  'transform',
  'success',
  'function',
  'promise',
]);

/** Each field path of a body: "order_id", "productdetails.0.qty", "since.epoch"; an unknown kind of schema is thrown. */
export function fieldPaths(schema: z.core.$ZodType, prefix: readonly string[] = [], seen = new Set<z.core.$ZodType>()): string[] {
  if (seen.has(schema)) return [];
  const inner = new Set(seen).add(schema);
  const below = (child: z.core.$ZodType, path: readonly string[] = prefix) => fieldPaths(child, path, inner);
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape as Record<string, z.core.$ZodType>).flatMap(([key, child]) => [
      [...prefix, key].join('.'),
      ...below(child, [...prefix, key]),
    ]);
  }
  if (schema instanceof z.ZodArray) return below(schema.element, [...prefix, '0']);
  if (schema instanceof z.ZodTuple) return (schema.def.items as z.core.$ZodType[]).flatMap((item, index) => below(item, [...prefix, String(index)]));
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodCatch ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodNonOptional
  ) {
    return below(schema.def.innerType);
  }
  if (schema instanceof z.ZodPipe) return [...below(schema.def.in), ...below(schema.def.out)];
  if (schema instanceof z.ZodUnion) return (schema.def.options as z.core.$ZodType[]).flatMap((option) => below(option));
  if (schema instanceof z.ZodIntersection) return [...below(schema.def.left), ...below(schema.def.right)];
  if (schema instanceof z.ZodLazy) return below(schema.def.getter());
  if (schema instanceof z.ZodRecord) throw new Error(`${prefix.join('.') || 'body'}: a record's keys cannot be labelled`);
  const kind = schema._zod.def.type;
  if (!LEAVES.has(kind)) throw new Error(`${prefix.join('.') || 'body'}: the walk does not know a "${kind}" schema`);
  return [];
}

describe('every field of every call has a label', () => {
  it('walks every registered call', () => {
    expect(CALLS.length).toBeGreaterThan(100);
    const unlabelled = CALLS.flatMap((call) =>
      [...new Set(fieldPaths(call.schema))].filter((path) => fieldLabel(call.path, path) === null).map((path) => `${call.path} ${path}`),
    );
    expect(unlabelled).toEqual([]);
  });

  it('sees nested fields, and would fail on a field without a label', () => {
    const body = z.object({
      order_id: z.number(),
      productdetails: z.array(z.object({ od_id: z.number().optional(), qty: z.union([z.number(), z.string()]).pipe(z.coerce.number()) })),
      payments: z.array(z.object({ mode: z.string(), amount: z.string() })).default([]),
      since: z.object({ epoch: z.string(), version: z.number() }).nullable(),
      mystery_field: z.string().transform((s) => s.trim()),
    });
    const paths = fieldPaths(body);
    expect(paths).toEqual([
      'order_id',
      'productdetails',
      'productdetails.0.od_id',
      'productdetails.0.qty',
      'payments',
      'payments.0.mode',
      'payments.0.amount',
      'since',
      'since.epoch',
      'since.version',
      'mystery_field',
    ]);
    expect(paths.filter((path) => fieldLabel('pos_api/pos_order.php', path) === null)).toEqual(['mystery_field']);
    expect(fieldLabel('pos_api/pos_order.php', 'productdetails.0.od_id')).toBe('Line 1: Saved Line');
  });
});
