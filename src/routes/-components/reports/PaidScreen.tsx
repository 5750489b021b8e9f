// /paid_report and /paid_report_supplier (spec §2): every paid entry, newest first, with a date range (on the
// payment date) and a party filter, a totals row and a print link per row to the PAYMENT RECEIPT.
import './reports.css';
import { useCallback, useMemo, useState } from 'react';
import { fetchPaid, partyIdOf, type Party, type PaidRow, type PartyReport } from '../../../api/payments';
import type { Column } from '../../../ui/records/DataTable';
import { firstSerial } from '../../../ui/records/pager';
import { openInNewTab, PathLink } from '../../../ui/records/PathLink';
import { RecordList } from '../../../ui/records/RecordList';
import { RecordHead } from '../records/RecordHead';
import { ExportButton } from './ExportButton';
import { partyBalanceColumns } from './party-columns';
import { PartySelect } from './PartySelect';
import type { ReportSearch } from './report-search';
import { sumOf } from './report-totals';
import { useFilteredRows, useNamedParty, useReportData, useReportQuery } from './useReport';

const WORDS: Record<
  Party,
  { title: string; screen: string; partyLabel: string; choose: string; billHeader: string; nameHeader: string; print: string; file: string }
> = {
  customer: {
    title: 'Customer Paid Report',
    screen: 'paid',
    partyLabel: 'Customer',
    choose: 'All Customers',
    billHeader: 'Order ID',
    nameHeader: 'Customer Name',
    print: '/paidprint',
    file: 'customer-paid.csv',
  },
  supplier: {
    title: 'Supplier Paid Report',
    screen: 'supplier-paid',
    partyLabel: 'Supplier',
    choose: 'All Suppliers',
    billHeader: 'Purchase ID',
    nameHeader: 'Supplier Name',
    print: '/paidprintsupplier',
    file: 'supplier-paid.csv',
  },
};

const EMPTY: PartyReport<PaidRow> = { rows: [], parties: [] };
const haystackOf = (row: PaidRow) => `${row.user_name} ${row.mobile} ${row.bill_no ?? row.order_id} ${row.paid_id}`;
const dateOf = (row: PaidRow) => row.paid_date;

export function PaidScreen({ party, search }: { party: Party; search: ReportSearch }) {
  const words = WORDS[party];
  const load = useCallback(() => fetchPaid(party), [party]);
  const report = useReportData(load, EMPTY, party === 'customer' ? 'pos_paid_report_payment.php' : 'pos_paid_report_payment_supplier.php');
  const [chosen, setChosen] = useState('');
  const query = useReportQuery(search);
  const { searchText, range, page, setPage } = query;
  // An entry on the opening balance has no bill: its receipt is asked for with order_id 0 (issue 29 item 1).
  const printPath = useCallback((row: PaidRow) => `${words.print}/${row.order_id || '0'}/${row.paid_id}`, [words]);

  useNamedParty(search.party, report.loading, report.data.parties, setChosen, `No payments for ${search.party ?? ''}`);

  const keep = useCallback((row: PaidRow) => !chosen || partyIdOf(row) === chosen, [chosen]);
  const shown = useFilteredRows(report.data.rows, { search: searchText, haystackOf, range, dateOf, keep }, page);
  const first = firstSerial(shown.page);

  const columns = useMemo<Column<PaidRow>[]>(
    () => [
      { key: 'sno', header: 'S.No', numeric: true, className: 'rec-dim', cell: (_row, index) => first + index },
      // The spec's label; the printed bill number under it (issue 32): the internal order id is for the wire only.
      { key: 'id', header: words.billHeader, numeric: true, cell: (row) => row.bill_no ?? row.order_id },
      { key: 'paid-id', header: 'Paid ID', numeric: true, cell: (row) => row.paid_id },
      { key: 'paid-date', header: 'Paid Date', cell: (row) => row.paid_date },
      ...partyBalanceColumns<PaidRow>(words.nameHeader),
      // Not in the spec (issue 29 item 6): how it was paid, with a cheque's number and date and the reference.
      { key: 'mode', header: 'Payment Mode', cell: (row) => row.payment_mode ?? '' },
      {
        key: 'print',
        header: 'Print',
        cell: (row) => (
          <PathLink to={printPath(row)} tabIndex={-1} newTab>
            Print
          </PathLink>
        ),
      },
    ],
    [first, words, printPath],
  );

  return (
    <section className="rec-screen" aria-labelledby={`${words.screen}-title`}>
      <RecordHead id={`${words.screen}-title`} title={words.title}>
        <ExportButton
          screen={words.screen}
          fileName={words.file}
          header={[
            'S.No',
            words.billHeader,
            'Paid ID',
            'Paid Date',
            'Order Date',
            words.nameHeader,
            'Mobile',
            'Actual Amount',
            'Paid Amount',
            'Pending Balance',
            'Payment Mode',
          ]}
          rows={() =>
            shown.matches.map((r, i) => [
              i + 1,
              r.bill_no ?? r.order_id,
              r.paid_id,
              r.paid_date,
              r.order_date,
              r.user_name,
              r.mobile,
              r.actual_amount,
              r.paid_amount,
              r.pending_balance,
              r.payment_mode ?? '',
            ])
          }
        />
      </RecordHead>
      <RecordList<PaidRow>
        screen={words.screen}
        tableLabel={words.title}
        columns={columns}
        wide
        tools={
          <span className="rep-party-filter">
            <PartySelect
              id={`${words.screen}-party`}
              label={words.partyLabel}
              none={words.choose}
              parties={report.data.parties}
              value={chosen}
              onChange={(partyId) => {
                setChosen(partyId);
                setPage(1);
              }}
            />
          </span>
        }
        rows={shown.rows}
        rowKey={(row) => row.paid_id}
        page={shown.page}
        pageCount={shown.pageCount}
        onPage={setPage}
        loading={report.loading}
        emptyText="No Record found"
        search={query.search}
        dates={query.dates}
        labels={{ open: 'Print receipt' }}
        open={(row) => openInNewTab(printPath(row))}
        footer={
          <tr>
            <th scope="row" colSpan={7}>
              Total
            </th>
            <td className="num">{sumOf(shown.matches, (r) => r.actual_amount)}</td>
            <td className="num">{sumOf(shown.matches, (r) => r.paid_amount)}</td>
            <td colSpan={2} />
          </tr>
        }
      />
    </section>
  );
}
