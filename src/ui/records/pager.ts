// Page arithmetic of the record lists (spec §9: 25 rows a page).
export const PAGE_SIZE = 25;

/** At least one page, so an empty list still reads "Page 1 of 1". */
export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

export function clampPage(page: number, count: number): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, count));
}

/** The numbered page buttons: up to `width` pages around the current one, always within 1…count. */
export function pageWindow(current: number, count: number, width = 7): number[] {
  const shown = Math.min(width, count);
  const start = Math.min(Math.max(1, current - Math.floor(shown / 2)), count - shown + 1);
  return Array.from({ length: shown }, (_, i) => start + i);
}

/** The rows of one page of a list held whole on the client. */
export function pageSlice<T>(items: readonly T[], page: number, size = PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}

/** The S.No. of a page's first row. */
export function firstSerial(page: number, size = PAGE_SIZE): number {
  return (page - 1) * size + 1;
}
