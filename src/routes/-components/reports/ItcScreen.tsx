// /itc, the ITC register (issue 30): a month's purchases with the supplier's invoice, taxable value, IGST, CGST and
// SGST, a totals row and Export CSV (X). The month comes from the URL ("itc this month" in the palette) or the Month
// field (Enter loads it). The figures are core/itc-register's, worked out by itc_register.php.
import './reports.css';
import { useCallback, useMemo, useState } from 'react';
import { itcCsv, type ItcRegisterBody } from '../../../../core/itc-register';
import { monthOfWords } from '../../../../core/report-query';
import { todayInKolkata } from '../../../../core/dates';
import { fetchItcRegister, type ItcRegisterRow } from '../../../api/itc';
import type { Column } from '../../../ui/records/DataTable';
import { firstSerial } from '../../../ui/records/pager';
import { useGo } from '../../../ui/records/PathLink';
import { RecordList } from '../../../ui/records/RecordList';
import { rupeesShown } from '../../../../core/records/order-rows';
import { announce } from '../../../ui/status';
import { RecordHead } from '../records/RecordHead';
import { ExportButton } from './ExportButton';
import { useFilteredRows, useReportData } from './useReport';

const haystackOf = (row: ItcRegisterRow) => `${row.supplier_name} ${row.gst_number} ${row.supplier_invoice_no} ${row.reference}`;

export function ItcScreen({ month: start }: { month?: string }) {
  const today = todayInKolkata(new Date());
  const [month, setMonth] = useState(() => (start && monthOfWords(start, today)) || (monthOfWords('this month', today) ?? ''));
  const [typed, setTyped] = useState(month);
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const empty: ItcRegisterBody = useMemo(
    () => ({ month, rows: [], totals: { taxable_amt: '0.00', igst: '0.00', cgst: '0.00', sgst: '0.00', itc: '0.00' } }),
    [month],
  );
  const load = useCallback(() => fetchItcRegister(month), [month]);
  const report = useReportData(load, empty, 'itc_register.php');
  const shown = useFilteredRows(report.data.rows, { search: searchText, haystackOf, range: null }, page);
  const first = firstSerial(shown.page);
  const go = useGo();
  const columns = useMemo<Column<ItcRegisterRow>[]>(
    () => [
      { key: 'sno', header: 'S.No', numeric: true, className: 'rec-dim', cell: (_row, index) => first + index },
      { key: 'reference', header: 'Purchase ID', cell: (row) => row.reference },
      { key: 'date', header: 'Date', cell: (row) => row.date },
      { key: 'name', header: 'Supplier Name', className: 'rec-name', cell: (row) => row.supplier_name },
      { key: 'gstin', header: 'GSTIN', cell: (row) => row.gst_number },
      { key: 'invoice-no', header: 'Supplier Invoice No', cell: (row) => row.supplier_invoice_no },
      { key: 'invoice-date', header: 'Supplier Invoice Date', cell: (row) => row.supplier_invoice_date },
      { key: 'taxable', header: 'Taxable Value', numeric: true, cell: (row) => rupeesShown(row.taxable_amt) },
      { key: 'igst', header: 'IGST', numeric: true, cell: (row) => rupeesShown(row.igst) },
      { key: 'cgst', header: 'CGST', numeric: true, cell: (row) => rupeesShown(row.cgst) },
      { key: 'sgst', header: 'SGST', numeric: true, cell: (row) => rupeesShown(row.sgst) },
    ],
    [first],
  );
  const totals = report.data.totals;
  const applyMonth = () => {
    const next = monthOfWords(typed, today);
    if (!next) return announce('Month must be mm-yyyy, from 07-2017.');
    setMonth(next);
    setTyped(next);
    setPage(1);
  };
  return (
    <section className="rec-screen" aria-labelledby="itc-title">
      <RecordHead id="itc-title" title="ITC Register">
        <ExportButton
          fileName={`itc-register-${month}.csv`}
          header={itcCsv(report.data).header}
          rows={() => itcCsv(report.data).rows}
          totals={() => itcCsv(report.data).totals}
          screen="itc"
        />
      </RecordHead>
      <RecordList<ItcRegisterRow>
        screen="itc"
        tableLabel="ITC Register"
        columns={columns}
        rows={shown.rows}
        rowKey={(row) => `${row.kind}-${row.reference}`}
        page={shown.page}
        pageCount={shown.pageCount}
        onPage={setPage}
        loading={report.loading}
        emptyText="No Record found"
        search={{
          label: 'Search',
          value: searchText,
          onChange: (text) => {
            setSearchText(text);
            setPage(1);
          },
        }}
        tools={
          <span className="rep-gstr1">
            <label htmlFor="itc-month">Month</label>
            <input
              id="itc-month"
              className="rec-date"
              placeholder="mm-yyyy"
              maxLength={7}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                applyMonth();
              }}
            />
          </span>
        }
        labels={{ open: 'View' }}
        open={(row) => go(`/purchasedetails/${row.reference}`)}
        wide
        footer={
          <tr>
            <th scope="row" colSpan={7}>
              Total
            </th>
            <td className="num">{rupeesShown(totals.taxable_amt)}</td>
            <td className="num">{rupeesShown(totals.igst)}</td>
            <td className="num">{rupeesShown(totals.cgst)}</td>
            <td className="num">{rupeesShown(totals.sgst)}</td>
          </tr>
        }
      />
      <p className="rec-dim" aria-live="polite">
        Input tax credit for {report.data.month}: ₹{rupeesShown(totals.itc)}
      </p>
    </section>
  );
}
