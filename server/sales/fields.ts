// Request fields shared by the customer and order record calls, built on the payload primitives of core/.
import { z } from 'zod';
import { blankIsAbsent, idField } from '../../core/forms/fields';
import { dmyDate, text } from '../../core/payloads';
import type { IsoDate } from '../../core/dates';

export const userIdBody = z.object({ user_id: idField() });
export const orderIdBody = z.object({ order_id: idField() });

/** Optional From/To dates (inclusive); either end may be open. */
export interface DateRangeFilter {
  from: IsoDate | null;
  to: IsoDate | null;
}

/** Optional narrowing of a list: From/To dates (inclusive), search text, and a page of per_page rows. */
export interface ListFilter extends DateRangeFilter {
  search: string;
  page: { number: number; size: number } | null;
}

export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 25;

const pageNumber = (max: number) =>
  z.preprocess(
    (input) => (typeof input === 'string' && /^\s*\d+\s*$/.test(input) ? Number(input) : input),
    z
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(max, { error: `must be at most ${max}` }),
  );

/** from_date and to_date as the lists send them: dd-mm-yyyy, blank for an open end. */
const dateRangeFields = {
  from_date: z.preprocess(blankIsAbsent, dmyDate().optional()),
  to_date: z.preprocess(blankIsAbsent, dmyDate().optional()),
};

export const listFilterBody = z
  .object({
    ...dateRangeFields,
    search: text(100),
    page: z.preprocess(blankIsAbsent, pageNumber(1_000_000).optional()),
    per_page: z.preprocess(blankIsAbsent, pageNumber(MAX_PAGE_SIZE).optional()),
  })
  .transform((b): ListFilter => ({
    from: b.from_date ?? null,
    to: b.to_date ?? null,
    search: b.search,
    page: b.page || b.per_page ? { number: b.page ?? 1, size: b.per_page ?? DEFAULT_PAGE_SIZE } : null,
  }));

/** The order lists' index (order_index.php): optional From/To dates (inclusive). */
export const dateRangeBody = z.object(dateRangeFields).transform((b): DateRangeFilter => ({ from: b.from_date ?? null, to: b.to_date ?? null }));

/** The LIKE pattern for "contains", with the user's own % and _ taken literally (escape character \). */
export function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
