// The order lists' search rule held on the client, the same as order.php's (server/sales/order-list.ts): the
// customer's name (any case) or mobile contains the text, or the text is a number equal to the order id or bill
// number. Rows keep the list's order (newest first).
import { createSearchIndex, haystack, type SearchIndex } from './search-index';

export interface SearchableOrder {
  order_id: string;
  bill_no: string;
  name: string;
  mobile: string;
}

export function createOrderIndex(rows: readonly SearchableOrder[]): SearchIndex {
  const text = createSearchIndex(rows.map((row) => haystack(row.name, row.mobile)));
  const byNumber = new Map<number, number[]>();
  const file = (value: string, i: number) => {
    if (!/^\d{1,15}$/.test(value)) return;
    const n = Number(value);
    const list = byNumber.get(n);
    if (!list) byNumber.set(n, [i]);
    else if (list[list.length - 1] !== i) list.push(i);
  };
  rows.forEach((row, i) => {
    file(row.order_id, i);
    file(row.bill_no, i);
  });
  return {
    size: rows.length,
    search(query) {
      const needle = query.trim();
      const hits = text.search(needle);
      if (needle === '' || !/^\d{1,15}$/.test(needle)) return hits;
      const numbered = byNumber.get(Number(needle));
      if (!numbered) return hits;
      const extra = numbered.filter((i) => !hits.includes(i));
      return extra.length === 0 ? hits : [...hits, ...extra].sort((a, b) => a - b);
    },
  };
}
