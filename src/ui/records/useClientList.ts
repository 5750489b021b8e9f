// A list loaded whole once and searched, date-filtered and paged on the client (customers, a customer's orders,
// cancelled orders). A keystroke filters a precomputed lower-cased index and renders one page of rows.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DateRange } from '../../../core/dates';
import type { ApiResult } from '../../api/client';
import { rowInRange } from './date-filter';
import { clampPage, pageCount, pageSlice } from './pager';
import { createSearchIndex } from './search-index';

export interface ClientListOptions<Row> {
  load(): Promise<ApiResult<Row[]>>;
  /** Names the list in the console when its load fails. */
  what: string;
  /** The searchable text of a row (see haystack()). */
  haystackOf(row: Row): string;
  /** The row's day-month-year date, when the list has a date filter. */
  dateOf?(row: Row): string;
}

export function useClientList<Row>({ load, what, haystackOf, dateOf }: ClientListOptions<Row>) {
  const [items, setItems] = useState<Row[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [reloads, setReloads] = useState(0);
  const [searchText, setSearchText] = useState('');
  const [range, setRangeState] = useState<DateRange | null>(null);
  const [page, setPageState] = useState(1);

  useEffect(() => {
    let current = true;
    setLoading(true);
    void load().then((reply) => {
      if (!current) return;
      if (reply.ok) setItems(Array.isArray(reply.body) ? reply.body : []);
      else {
        // Spec §8: a failed list load is only logged; the list stays empty.
        console.error(`${what}:`, reply.network ? 'network error' : `${reply.code} ${reply.msg}`);
        setItems([]);
      }
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [load, what, reloads]);

  const all = useMemo(() => items ?? [], [items]);
  const index = useMemo(() => createSearchIndex(all.map(haystackOf)), [all, haystackOf]);
  const matches = useMemo(() => {
    const hits = index.search(searchText);
    return range && dateOf ? hits.filter((i) => rowInRange(dateOf(all[i]), range)) : hits;
  }, [index, searchText, range, dateOf, all]);

  const count = pageCount(matches.length);
  const shownPage = clampPage(page, count);
  const rows = useMemo(() => pageSlice(matches, shownPage).map((i) => all[i]), [matches, shownPage, all]);

  return {
    rows,
    matched: matches.length,
    loading,
    page: shownPage,
    pageCount: count,
    setPage: (next: number) => setPageState(clampPage(next, count)),
    searchText,
    // Searching starts again at page 1 (spec §4).
    onSearch: useCallback((text: string) => {
      setSearchText(text);
      setPageState(1);
    }, []),
    range,
    setRange: (next: DateRange | null) => {
      setRangeState(next);
      setPageState(1);
    },
    reload: () => setReloads((n) => n + 1),
  };
}
