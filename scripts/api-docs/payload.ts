// A call's payload as rows of a table, read from its zod schema through zod 4's JSON Schema export (the input side:
// what a client sends, before any transform).
import { z } from 'zod';

/** One field of a payload: its dotted path (`lines[].qty`), its type, whether it must be sent, and its bounds. */
export interface PayloadRow {
  field: string;
  type: string;
  required: boolean;
  rule: string;
}

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  description?: string;
  default?: unknown;
};

function isBlank(schema: JsonSchema): boolean {
  return Object.keys(schema).filter((k) => k !== '$schema').length === 0;
}

/**
 * A pipe whose input side says nothing (a preprocess, or lines first counted as `unknown[]` and then read as lines)
 * is described by its output schema's input side instead, so a bill's `productdetails` shows its line fields.
 */
function describePipes(ctx: { zodSchema: z.core.$ZodTypes; jsonSchema: Record<string, unknown> }): void {
  const def = ctx.zodSchema._zod.def;
  if (def.type !== 'pipe') return;
  const given = ctx.jsonSchema as JsonSchema;
  const items = given.type === 'array' ? given.items : undefined;
  if (!isBlank(given) && !(items && isBlank(items))) return;
  const out = jsonSchemaOf(def.out as z.ZodType);
  if (isBlank(given)) Object.assign(ctx.jsonSchema, out, { $schema: undefined });
  else if (out.items) given.items = out.items;
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', reused: 'inline', cycles: 'ref', override: describePipes }) as JsonSchema;
}

/** The alternatives of a schema, `null` left out (it shows as "or null" in the type). */
function alternatives(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ?? schema.oneOf ?? [schema];
}

function isNull(schema: JsonSchema): boolean {
  return schema.type === 'null' || (Array.isArray(schema.type) && schema.type.length === 1 && schema.type[0] === 'null');
}

/** A short type: `string`, `number or string`, `"cash" | "upi"`, `array`, `object`, `any`. */
export function typeOf(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const alts = alternatives(schema);
  if (alts.length > 1 || alts[0] !== schema) {
    const named = [...new Set(alts.filter((a) => !isNull(a)).map(typeOf))];
    const nullable = alts.some(isNull) ? ' or null' : '';
    return (named.length ? named.join(' or ') : 'null') + nullable;
  }
  if (schema.allOf) return schema.allOf.map(typeOf).join(' and ');
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  if (schema.type === 'array') return schema.items && Object.keys(schema.items).length ? `array of ${typeOf(schema.items)}` : 'array';
  if (schema.type === 'object' && !schema.properties && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    return `object of ${typeOf(schema.additionalProperties)}`;
  }
  return schema.type ?? 'any';
}

/** Bounds in words: `length ≤ 100`, `1 to 500 items`, `matches ^\d+$`, `default "credit"`. */
function ruleOf(schema: JsonSchema): string {
  const parts: string[] = [];
  for (const alt of alternatives(schema)) {
    if (alt.minLength !== undefined && alt.maxLength !== undefined) parts.push(`text of ${alt.minLength} to ${alt.maxLength} characters`);
    else if (alt.maxLength !== undefined) parts.push(`text of ≤ ${alt.maxLength} characters`);
    else if (alt.minLength !== undefined) parts.push(`text of ≥ ${alt.minLength} characters`);
    if (alt.minimum !== undefined) parts.push(`≥ ${alt.minimum}`);
    if (alt.exclusiveMinimum !== undefined) parts.push(`> ${alt.exclusiveMinimum}`);
    if (alt.maximum !== undefined) parts.push(`≤ ${alt.maximum}`);
    if (alt.exclusiveMaximum !== undefined) parts.push(`< ${alt.exclusiveMaximum}`);
    if (alt.minItems !== undefined && alt.maxItems !== undefined) parts.push(`${alt.minItems} to ${alt.maxItems} items`);
    else if (alt.maxItems !== undefined) parts.push(`≤ ${alt.maxItems} items`);
    else if (alt.minItems !== undefined) parts.push(`≥ ${alt.minItems} items`);
    if (alt.pattern) parts.push(`matches \`${alt.pattern}\``);
    if (alt.format) parts.push(alt.format);
  }
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  if (schema.description) parts.push(schema.description);
  return [...new Set(parts)].join(', ');
}

/** The object schemas among a schema's alternatives (an object, or an object or null). */
function objectsOf(schema: JsonSchema): JsonSchema[] {
  return alternatives(schema)
    .flatMap((alt) => (alt.allOf ? alt.allOf : [alt]))
    .filter((alt) => alt.properties);
}

function arraysOf(schema: JsonSchema): JsonSchema[] {
  return alternatives(schema).filter((alt) => alt.type === 'array' && alt.items);
}

/** Every field of an object schema, nested objects and arrays of objects flattened into dotted paths. */
export function payloadRows(schema: JsonSchema, prefix = ''): PayloadRow[] {
  const rows: PayloadRow[] = [];
  for (const object of objectsOf(schema)) {
    const required = new Set(object.required ?? []);
    for (const [name, field] of Object.entries(object.properties ?? {})) {
      const path = prefix + name;
      rows.push({ field: path, type: typeOf(field), required: required.has(name), rule: ruleOf(field) });
      rows.push(...payloadRows(field, `${path}.`));
      for (const array of arraysOf(field)) rows.push(...payloadRows(array.items as JsonSchema, `${path}[].`));
    }
  }
  return rows;
}
