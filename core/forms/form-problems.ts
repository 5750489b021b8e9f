// A form's problems from the same zod schema the server parses its call with: the first issue of each field, named as
// the screen labels it. A field left blank that the schema refuses reads "<Label> is required"; otherwise
// "<Label> <rule>" ("Mobile must be digits only, at most 10"), unless the screen has its own words for that field.
import type { z } from 'zod';
import { IS_REQUIRED } from './fields';

export type FormProblems<K extends string> = Partial<Record<K, string>>;

export interface FormWords<K extends string> {
  /** The screen's label of each field it shows. */
  labels: Readonly<Record<K, string>>;
  /** Where a screen words a field's problem its own way: the rule's message in, the screen's words out. */
  says?: Readonly<Partial<Record<K, (rule: string) => string>>>;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Parses `input` with `schema`; each field of `words.labels` that the schema refuses gets its problem. */
export function formProblems<K extends string>(schema: z.ZodType, input: Readonly<Record<string, unknown>>, words: FormWords<K>): FormProblems<K> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return {};
  const problems: FormProblems<K> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !Object.hasOwn(words.labels, field)) continue;
    const name = field as K;
    if (problems[name] !== undefined) continue;
    const says = words.says?.[name];
    const label = words.labels[name];
    problems[name] = says ? says(issue.message) : isBlank(input[name]) ? `${label} ${IS_REQUIRED}` : `${label} ${issue.message}`;
  }
  return problems;
}

/** The problems in the order the form shows its fields (the first is focused). */
export function inFieldOrder<K extends string>(problems: FormProblems<K>, order: readonly K[]): FormProblems<K> {
  const ordered: FormProblems<K> = {};
  for (const field of order) if (problems[field] !== undefined) ordered[field] = problems[field];
  return ordered;
}
