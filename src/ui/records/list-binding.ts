// What a list screen hands RecordList from its list hook (useClientList or useServerList): the page of rows, the
// pager, the loading state, Search (with the server list's flush) and, when the screen has them, From/To dates.
import type { DateRange } from '../../../core/dates';
import type { RecordListProps } from './RecordList';

/** The part of a list hook's state the screens show. */
export interface ListState<Row> {
  rows: readonly Row[];
  page: number;
  pageCount: number;
  setPage(page: number): void;
  loading: boolean;
  searchText: string;
  onSearch(text: string): void;
  /** A server list: applies a search still waiting out its debounce. */
  flush?(): boolean;
  range?: DateRange | null;
  setRange?(range: DateRange | null): void;
}

type Bound<Row> = Pick<RecordListProps<Row>, 'rows' | 'page' | 'pageCount' | 'onPage' | 'loading' | 'search' | 'dates'>;

export function listBinding<Row>(list: ListState<Row>, searchLabel: string, options: { dates?: boolean; loading?: boolean } = {}): Bound<Row> {
  const { setRange } = list;
  return {
    rows: list.rows,
    page: list.page,
    pageCount: list.pageCount,
    onPage: list.setPage,
    loading: options.loading ?? list.loading,
    search: { label: searchLabel, value: list.searchText, onChange: list.onSearch, ...(list.flush ? { flush: list.flush } : {}) },
    ...(options.dates && setRange ? { dates: { applied: list.range != null, onApply: setRange } } : {}),
  };
}
