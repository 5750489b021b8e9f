// A report loaded whole once (spec §7: these calls take no payload), then filtered and paged on the client.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DateRange } from '../../../../core/dates';
import { matchParty } from '../../../../core/report-query';
import type { ApiResult } from '../../../api/client';
import type { PartyOption } from '../../../api/payments';
import { rowInRange } from '../../../ui/records/date-filter';
import { clampPage, pageCount, pageSlice } from '../../../ui/records/pager';
import { announce } from '../../../ui/status';
import { initialRange, type ReportSearch } from './report-search';

export function useReportData<T>(load: () => Promise<ApiResult<T>>, empty: T, what: string) {
  const [data, setData] = useState<T>(empty);
  const [loading, setLoading] = useState(true);
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    let current = true;
    setLoading(true);
    void load().then((reply) => {
      if (!current) return;
      // Spec §8: a failed load is only logged; the report stays empty.
      if (reply.ok) setData(reply.body);
      else console.error(`${what}:`, reply.network ? 'network error' : `${reply.code} ${reply.msg}`);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [load, what, reloads]);
  return { data, loading, reload: useCallback(() => setReloads((n) => n + 1), []) };
}

export interface ReportFilter<Row> {
  search: string;
  haystackOf?(row: Row): string;
  range: DateRange | null;
  dateOf?(row: Row): string;
  keep?(row: Row): boolean;
}

/** Rows matching the filters (for totals and CSV) and the page of them shown. */
export function useFilteredRows<Row>(rows: readonly Row[], filter: ReportFilter<Row>, page: number) {
  const { search, haystackOf, range, dateOf, keep } = filter;
  const matches = useMemo(() => {
    const words = search.trim().toLowerCase();
    return rows.filter(
      (row) =>
        (!keep || keep(row)) &&
        (!range || !dateOf || rowInRange(dateOf(row), range)) &&
        (!words || !haystackOf || haystackOf(row).toLowerCase().includes(words)),
    );
  }, [rows, search, haystackOf, range, dateOf, keep]);
  const count = pageCount(matches.length);
  const shown = clampPage(page, count);
  return { matches, rows: pageSlice(matches, shown), page: shown, pageCount: count };
}

/**
 * A report's Search text, date range (first from the URL's from/to) and page: a new search or range goes back to
 * page 1. search and dates are RecordList's props as they are.
 */
export function useReportQuery(start: ReportSearch) {
  const [searchText, setSearchText] = useState('');
  const [range, setRange] = useState<DateRange | null>(() => initialRange(start));
  const [page, setPage] = useState(1);
  return {
    searchText,
    range,
    page,
    setPage,
    search: {
      label: 'Search',
      value: searchText,
      onChange: (text: string) => {
        setSearchText(text);
        setPage(1);
      },
    },
    dates: {
      applied: range !== null,
      initial: range,
      // Back-office §5: a filter without both dates (or with one that is not a date) shows all data.
      incomplete: 'showAll' as const,
      onApply: (next: DateRange | null) => {
        setRange(next);
        setPage(1);
      },
    },
  };
}

/**
 * A palette command ("pending Murugan", "paid Murugan") names the party in the URL: once the report's parties are
 * here, choose the one it names, or say there is none.
 */
export function useNamedParty(
  name: string | undefined,
  loading: boolean,
  parties: readonly PartyOption[],
  choose: (partyId: string) => void,
  notFound: string,
) {
  const wanted = useRef(name);
  useEffect(() => {
    if (!wanted.current || loading) return;
    const found = matchParty(parties, wanted.current);
    wanted.current = undefined;
    if (found) choose(found.id);
    else announce(notFound);
  }, [loading, parties, choose, notFound]);
}
