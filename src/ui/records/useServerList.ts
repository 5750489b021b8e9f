// A list paged, searched and date-filtered on the server (200,000 orders): only the page shown is fetched. With a
// `whole` loader, every row is also read once per visit (and again after a reload) into a list held in the page;
// from then on every range and search is answered in the browser, so a keystroke repaints the list at once with the
// same rows the server would answer. Until it is in, the server pages and searches.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DateRange } from '../../../core/dates';
import type { ApiResult } from '../../api/client';
import { clampPage, pageCount, pageSlice } from './pager';

export interface ServerQuery {
  page: number;
  search: string;
  range: DateRange | null;
}

export interface ServerPage<Row> {
  rows: Row[];
  total: number;
}

/** Search waits this long after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 120;

/** Every row of a list held in the page, searched, date-filtered and paged there with the server's rule. */
export interface HeldList<Row> {
  readonly size: number;
  /** Positions of the rows the range and the search text keep, in list order. */
  select(search: string, range: DateRange | null): readonly number[];
  /** The row at a position, as the server's list would send it. */
  row(position: number): Row;
}

/** Reads every row of the list into the page. */
export type WholeList<Row> = () => Promise<ApiResult<HeldList<Row>>>;

interface Held<Row> {
  reloads: number;
  list: HeldList<Row>;
}

export function useServerList<Row>(fetchPage: (query: ServerQuery) => Promise<ApiResult<ServerPage<Row>>>, what: string, whole?: WholeList<Row>) {
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [range, setRangeState] = useState<DateRange | null>(null);
  const [reloads, setReloads] = useState(0);
  const [data, setData] = useState<ServerPage<Row> | null>(null);
  const [loading, setLoading] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const typed = useRef('');
  const [held, setHeld] = useState<Held<Row> | null>(null);
  const local = held !== null && held.reloads === reloads ? held.list : null;
  const isLocal = useRef(false);
  isLocal.current = local !== null;

  // Every row, held in the page; until it is in (or when it fails) the server pages and searches. It is asked for once
  // the first page has come, so building it never holds up the list's first rows on the server.
  const firstPageIn = data !== null;
  useEffect(() => {
    if (!whole || !firstPageIn) return;
    let current = true;
    void whole().then((reply) => {
      if (!current) return;
      if (!reply.ok) console.error(`${what} (held whole):`, reply.network ? 'network error' : `${reply.code} ${reply.msg}`);
      setHeld(reply.ok ? { reloads, list: reply.body } : null);
    });
    return () => {
      current = false;
    };
  }, [whole, what, reloads, firstPageIn]);

  useEffect(() => {
    if (isLocal.current) return;
    let current = true;
    setLoading(true);
    void fetchPage({ page, search, range }).then((reply) => {
      if (!current) return;
      if (reply.ok) setData(reply.body);
      else {
        // Spec §8: a failed list load is only logged; the list stays empty.
        console.error(`${what}:`, reply.network ? 'network error' : `${reply.code} ${reply.msg}`);
        setData({ rows: [], total: 0 });
      }
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [fetchPage, what, page, search, range, reloads]);

  const matches = useMemo(() => (local ? local.select(searchText, range) : null), [local, searchText, range]);
  const total = matches ? matches.length : (data?.total ?? 0);
  const count = pageCount(total);
  // A delete can empty the last page: step back to the last page that has rows.
  useEffect(() => {
    if (!matches && data && data.rows.length === 0 && data.total > 0 && page > count) setPage(count);
  }, [matches, data, page, count]);

  const apply = useCallback((text: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setSearch(text.trim());
    setPage(1);
  }, []);

  const onSearch = useCallback(
    (text: string) => {
      setSearchText(text);
      typed.current = text;
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      // Held whole: the rows are filtered at once (searching starts again at page 1); else the server is asked once
      // the typing pauses.
      if (isLocal.current) apply(text);
      else timer.current = setTimeout(() => apply(text), SEARCH_DEBOUNCE_MS);
    },
    [apply],
  );

  const flush = useCallback(() => {
    if (!timer.current) return false;
    apply(typed.current);
    return true;
  }, [apply]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const shownPage = matches ? clampPage(page, count) : page;
  const rows = useMemo(() => {
    if (!local || !matches) return data?.rows ?? [];
    return pageSlice(matches, shownPage).map((i) => local.row(i));
  }, [local, matches, shownPage, data]);

  return {
    rows,
    total,
    loading: local ? false : loading,
    /** Every row is held in the page: searches and ranges no longer ask the server. */
    held: local !== null,
    page: shownPage,
    pageCount: count,
    setPage: (next: number) => setPage(clampPage(next, count)),
    searchText,
    onSearch,
    flush,
    range,
    setRange: (next: DateRange | null) => {
      setRangeState(next);
      setPage(1);
    },
    reload: () => setReloads((n) => n + 1),
  };
}
