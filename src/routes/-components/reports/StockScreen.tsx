// /stock (spec §2, §3): Stock Report with a supplier filter, search and 25 a page; S.No, Product, Sold Stock and
// Stock (in case), figures from the stock ledger; "No stock found" when nothing matches.
import './reports.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { matchParty } from '../../../../core/report-query';
import { fetchStockReport, type StockReport, type StockRow } from '../../../api/reports';
import { ChoiceSelect } from '../../../ui/ChoiceSelect';
import { announce } from '../../../ui/status';
import type { Column } from '../../../ui/records/DataTable';
import { firstSerial } from '../../../ui/records/pager';
import { RecordList } from '../../../ui/records/RecordList';
import { RecordHead } from '../records/RecordHead';
import { ExportButton } from './ExportButton';
import type { ReportSearch } from './report-search';
import { useFilteredRows, useReportData } from './useReport';

const EMPTY: StockReport = { rows: [], suppliers: [] };
const haystackOf = (row: StockRow) => `${row.product_name} ${row.product_code} ${row.serial_no}`;

export function StockScreen({ search }: { search: ReportSearch }) {
  const report = useReportData(fetchStockReport, EMPTY, 'pos_report_stock.php');
  const [supplier, setSupplier] = useState('');
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);

  const wanted = useRef(search.party);
  useEffect(() => {
    if (!wanted.current || report.loading) return;
    const found = matchParty(
      report.data.suppliers.map((s) => ({ id: s.supplier_id, name: s.supplier_name })),
      wanted.current,
    );
    wanted.current = undefined;
    if (found) setSupplier(found.id);
    else announce(`No supplier named ${search.party ?? ''}`);
  }, [report.loading, report.data.suppliers, search.party]);

  const keep = useCallback((row: StockRow) => !supplier || row.supplier_id === supplier, [supplier]);
  const shown = useFilteredRows(report.data.rows, { search: searchText, haystackOf, range: null, keep }, page);
  const first = firstSerial(shown.page);

  const columns = useMemo<Column<StockRow>[]>(
    () => [
      { key: 'sno', header: 'S.No', numeric: true, className: 'rec-dim', cell: (_row, index) => first + index },
      {
        key: 'product',
        header: 'Product',
        className: 'rec-name',
        cell: (row) => (row.serial_no ? `${row.product_name} (${row.serial_no})` : row.product_name),
      },
      { key: 'sold', header: 'Sold Stock', numeric: true, cell: (row) => row.sold_stock },
      { key: 'stock', header: 'Stock (in case)', numeric: true, cell: (row) => row.stock },
    ],
    [first],
  );

  return (
    <section className="rec-screen" aria-labelledby="stock-title">
      <RecordHead id="stock-title" title="Stock Report">
        <ExportButton
          screen="stock"
          fileName="stock-report.csv"
          header={['S.No', 'Product', 'Serial No', 'Supplier', 'Sold Stock', 'Stock (in case)']}
          rows={() => shown.matches.map((r, i) => [i + 1, r.product_name, r.serial_no, r.supplier_name, r.sold_stock, r.stock])}
        />
      </RecordHead>
      <RecordList<StockRow>
        screen="stock"
        tableLabel="Stock Report"
        columns={columns}
        tools={
          <span className="rep-party-filter">
            <label htmlFor="stock-supplier">Supplier</label>
            <ChoiceSelect
              id="stock-supplier"
              value={supplier}
              placeholder="All Suppliers"
              options={report.data.suppliers.map((s) => ({ value: s.supplier_id, label: s.supplier_name }))}
              onChange={(next) => {
                setSupplier(next);
                setPage(1);
              }}
            />
          </span>
        }
        rows={shown.rows}
        rowKey={(row) => row.product_id}
        page={shown.page}
        pageCount={shown.pageCount}
        onPage={setPage}
        loading={report.loading}
        emptyText="No stock found"
        search={{
          label: 'Search',
          value: searchText,
          onChange: (text) => {
            setSearchText(text);
            setPage(1);
          },
        }}
        labels={{ open: 'Open' }}
        open={() => {}}
      />
    </section>
  );
}
