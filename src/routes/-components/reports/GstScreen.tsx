// /gstreport (sales) and /gstreportpurchase (spec §2, §3): From Date and To Date, S.No, Order Date, Customer Name
// (Supplier Name), GST Amount and Total, with a totals row; between them the bill number with its series (the
// purchase's id), the taxable value and CGST, SGST and IGST by place of supply (gst-columns.ts); CSV export; the sales
// report also exports GSTR-1 JSON for a month (core/gstr1.ts), and (issue 31 item 4) shows a By rate table under the
// list and exports one line per bill per GST rate (R). Purchases carry one rate a purchase and have neither.
import './reports.css';
import { useCallback, useMemo } from 'react';
import { toDmy } from '../../../../core/dates';
import { fetchGstReport, type GstReport, type GstRow, type GstSide } from '../../../api/reports';
import type { Column } from '../../../ui/records/DataTable';
import { firstSerial } from '../../../ui/records/pager';
import { openInNewTab, useGo } from '../../../ui/records/PathLink';
import { RecordList } from '../../../ui/records/RecordList';
import { RecordHead } from '../records/RecordHead';
import { ExportButton } from './ExportButton';
import {
  GST_FIGURES,
  gstColumns,
  gstCsv,
  gstRateCsv,
  gstRateSummary,
  gstTotals,
  partyOf,
  RATE_FIGURES,
  rateFigureShown,
  rateSummaryHeaders,
} from './gst-columns';
import { EInvoiceBatchExport } from './EInvoiceBatchExport';
import { FiledMonths } from './FiledMonths';
import { Gstr1Export } from './Gstr1Export';
import type { ReportSearch } from './report-search';
import { useFilteredRows, useReportData, useReportQuery } from './useReport';

const EMPTY: GstReport = { list_of_gst: [], gst_total: '0.00', product_total: '0.00' };
const haystackOf = (row: GstRow) => `${partyOf(row)} ${row.order_id} ${row.bill_no ?? ''} ${row.gst_number}`;

export function GstScreen({ side, search }: { side: GstSide; search: ReportSearch }) {
  const query = useReportQuery(search);
  const { searchText, range, page, setPage } = query;
  const go = useGo();
  // The dates go to the server: a year of bills is never sent whole just to be cut down here.
  const load = useCallback(() => fetchGstReport(side, range ? { from_date: toDmy(range.from), to_date: toDmy(range.to) } : {}), [side, range]);
  const report = useReportData(load, EMPTY, side === 'sales' ? 'pos_report_gst.php' : 'pos_report_gst_purchase.php');
  const shown = useFilteredRows(report.data.list_of_gst, { search: searchText, haystackOf, range: null }, page);
  const first = firstSerial(shown.page);
  // Both screens are titled "GST Report" (back-office §2); the menu entry and the Supplier Name column tell them apart.
  const title = 'GST Report';

  const columns = useMemo<Column<GstRow>[]>(
    () => [
      { key: 'sno', header: 'S.No', numeric: true, className: 'rec-dim', cell: (_row, index) => first + index },
      ...gstColumns(side).map((column): Column<GstRow> => ({
        key: column.key,
        header: column.header,
        numeric: column.numeric,
        className: column.key === 'name' ? 'rec-name' : undefined,
        cell: column.text,
      })),
    ],
    [first, side],
  );
  const totals = useMemo(() => gstTotals(shown.matches), [shown.matches]);
  const byRate = useMemo(() => (side === 'sales' ? gstRateSummary(shown.matches) : []), [side, shown.matches]);

  return (
    <section className="rec-screen" aria-labelledby={`gst-${side}-title`}>
      <RecordHead id={`gst-${side}-title`} title={title}>
        <ExportButton
          fileName={side === 'sales' ? 'sales-gst-report.csv' : 'purchase-gst-report.csv'}
          header={gstCsv(side, []).header}
          rows={() => gstCsv(side, shown.matches).rows}
          totals={() => gstCsv(side, shown.matches).totals}
          screen={`gst-${side}`}
        />
        {side === 'sales' && (
          <ExportButton
            fileName="sales-gst-report-by-rate.csv"
            header={gstRateCsv([]).header}
            rows={() => gstRateCsv(shown.matches).rows}
            totals={() => gstRateCsv(shown.matches).totals}
            label="Export by rate"
            screen="gst-sales-rates"
            kbd="r"
          />
        )}
        {side === 'sales' && <Gstr1Export range={range} />}
        {side === 'sales' && <EInvoiceBatchExport range={range} />}
      </RecordHead>
      <FiledMonths />
      <RecordList<GstRow>
        screen={`gst-${side}`}
        tableLabel={title}
        columns={columns}
        rows={shown.rows}
        rowKey={(row) => (row.credit_note_id ? `cn-${row.credit_note_id}` : row.order_id)}
        page={shown.page}
        pageCount={shown.pageCount}
        onPage={setPage}
        loading={report.loading}
        emptyText="No Record found"
        search={query.search}
        dates={query.dates}
        labels={{ open: 'View' }}
        open={(row) =>
          row.credit_note_id
            ? openInNewTab(`/creditnote/${row.credit_note_id}`)
            : go(
                side === 'purchase'
                  ? `/purchasedetails/${row.order_id}`
                  : row.bill_type === 'retail'
                    ? `/retailorderdetails/${row.order_id}`
                    : `/orderdetails/${row.order_id}`,
              )
        }
        wide
        footer={
          <tr>
            <th scope="row" colSpan={4}>
              Total
            </th>
            {GST_FIGURES.map((figure) => (
              <td key={figure} className="num">
                {totals[figure]}
              </td>
            ))}
            {side === 'purchase' && <td colSpan={2} />}
          </tr>
        }
      />
      {byRate.length > 0 && (
        <table className="rec-table gst-by-rate" aria-label="By rate">
          <caption>By rate</caption>
          <thead>
            <tr>
              <th scope="col">GST Rate</th>
              {rateSummaryHeaders().map((header) => (
                <th key={header} scope="col" className="num">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {byRate.map((rate) => (
              <tr key={rate.gstBp}>
                <th scope="row">{rate.rate}</th>
                {RATE_FIGURES.map((figure) => (
                  <td key={figure} className="num">
                    {rateFigureShown(rate.figures[figure])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
