// A list paged, searched and date-filtered on the server (200,000 orders): only the page shown is fetched.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DateRange } from '../../../core/dates';
import type { ApiResult } from '../../api/client';
import { clampPage, pageCount } from './pager';

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

export function useServerList<Row>(fetchPage: (query: ServerQuery) => Promise<ApiResult<ServerPage<Row>>>, what: string) {
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [range, setRangeState] = useState<DateRange | null>(null);
  const [reloads, setReloads] = useState(0);
  const [data, setData] = useState<ServerPage<Row> | null>(null);
  const [loading, setLoading] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const typed = useRef('');

  useEffect(() => {
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

  const count = pageCount(data?.total ?? 0);
  // A delete can empty the last page: step back to the last page that has rows.
  useEffect(() => {
    if (data && data.rows.length === 0 && data.total > 0 && page > count) setPage(count);
  }, [data, page, count]);

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
      timer.current = setTimeout(() => apply(text), SEARCH_DEBOUNCE_MS);
    },
    [apply],
  );

  const flush = useCallback(() => {
    if (!timer.current) return false;
    apply(typed.current);
    return true;
  }, [apply]);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  return {
    rows: data?.rows ?? [],
    total: data?.total ?? 0,
    loading,
    page,
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
