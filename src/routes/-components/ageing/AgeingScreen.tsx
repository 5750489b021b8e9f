// /ageing and /ageing?party=supplier (issue 29 item 3): what each customer owes the shop (or the shop each supplier)
// on a date, in 0-30 / 31-60 / 61-90 / 90+ days past due, with the oldest unpaid date and the totals. ↑/↓ move, Enter
// opens the party's ledger, W opens a WhatsApp reminder to the highlighted customer (item 5), X exports CSV, Ctrl+P
// opens the A4 print for the same date, the As on date takes another.
import '../reports/reports.css';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useState } from 'react';
import { parseDmy, toDmy } from '../../../../core/dates';
import type { LedgerParty } from '../../../../core/ledger/documents';
import { fetchAgeing, type AgeingFigures, type AgeingReply, type AgeingRowView } from '../../../api/ageing';
import type { Command } from '../../../commands/types';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import type { Column } from '../../../ui/records/DataTable';
import { openInNewTab } from '../../../ui/records/PathLink';
import { firstSerial } from '../../../ui/records/pager';
import { RecordList, type RowCommand } from '../../../ui/records/RecordList';
import { announce } from '../../../ui/status';
import { ledgerPath } from '../ledger/ledger-paths';
import { openReminder } from '../ledger/whatsapp-reminder';
import { RecordHead } from '../records/RecordHead';
import { ExportButton } from '../reports/ExportButton';
import { useFilteredRows, useReportData } from '../reports/useReport';
import { AGEING_FIGURES, AGEING_TITLES, ageingPrintPath } from './ageing-columns';

const haystackOf = (row: AgeingRowView) => `${row.name} ${row.mobile}`;
const NO_ROWS: AgeingRowView[] = [];
/** W on a customer's row: the same reminder as W on their ledger; why there is none is announced. */
const CUSTOMER_ROW_COMMANDS: readonly RowCommand<AgeingRowView>[] = [
  {
    id: 'whatsapp',
    title: 'WhatsApp Reminder',
    kbd: 'w',
    keywords: ['whatsapp', 'reminder', 'collect', 'outstanding'],
    run: (row) =>
      void openReminder(row.id).then((message) => {
        if (message !== null) announce(message);
      }),
  },
];
const NO_TOTALS: AgeingFigures = { total: '0.00', b0_30: '0.00', b31_60: '0.00', b61_90: '0.00', b90_plus: '0.00' };

export function AgeingScreen({ party }: { party: LedgerParty }) {
  const navigate = useNavigate();
  const [asOf, setAsOf] = useState('');
  const [asOfText, setAsOfText] = useState('');
  const asOfRef = useRef<HTMLInputElement>(null);
  const load = useCallback(() => fetchAgeing(party, asOf || undefined), [party, asOf]);
  const report = useReportData<AgeingReply | null>(load, null, 'ageing_report.php');
  const rows = report.data?.rows ?? NO_ROWS;
  const totals = report.data?.totals ?? NO_TOTALS;
  const shownAsOf = report.data?.as_of ?? '';
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const shown = useFilteredRows(rows, { search: searchText, haystackOf, range: null }, page);
  const first = firstSerial(shown.page);
  const title = AGEING_TITLES[party];
  const printAsOf = shownAsOf || asOf;

  const applyAsOf = () => {
    const text = asOfText.trim();
    if (text === '') return setAsOf('');
    const iso = parseDmy(text);
    if (!iso) return announce(`As on: must be a date as dd-mm-yyyy, not "${text}"`);
    setAsOf(toDmy(iso));
    setPage(1);
    asOfRef.current?.blur();
  };

  const commands = useMemo<Command[]>(
    () => [
      {
        id: 'ageing.print',
        title: `Print ${title}`,
        group: 'Screen',
        keywords: ['print', 'ageing', 'a4'],
        kbd: 'ctrl+p',
        run: () => openInNewTab(ageingPrintPath(party, printAsOf)),
      },
      { id: 'ageing.as-of', title: 'As on Date', group: 'Screen', keywords: ['date', 'as of', 'as on'], kbd: 'f', run: () => asOfRef.current?.focus() },
    ],
    [party, printAsOf, title],
  );
  useScreenCommands('ageing', commands);

  const columns = useMemo<Column<AgeingRowView>[]>(
    () => [
      { key: 'sno', header: 'S.No', numeric: true, className: 'rec-dim', cell: (_row, index) => first + index },
      { key: 'name', header: party === 'customer' ? 'Customer Name' : 'Supplier Name', className: 'rec-name', cell: (row) => row.name },
      { key: 'mobile', header: 'Mobile', cell: (row) => row.mobile },
      ...AGEING_FIGURES.map((f) => ({ key: f.key, header: f.header, numeric: true, cell: (row: AgeingRowView) => row[f.key] })),
      { key: 'oldest', header: 'Oldest Unpaid', cell: (row) => row.oldest_date },
    ],
    [first, party],
  );

  return (
    <section className="rec-screen rep-ageing" aria-labelledby="ageing-title">
      <RecordHead id="ageing-title" title={shownAsOf ? `${title} as on ${shownAsOf}` : title}>
        <ExportButton
          screen="ageing"
          fileName={`${party}-ageing.csv`}
          header={['S.No', party === 'customer' ? 'Customer Name' : 'Supplier Name', 'Mobile', ...AGEING_FIGURES.map((f) => f.header), 'Oldest Unpaid']}
          rows={() => [
            ...shown.matches.map((r, i) => [i + 1, r.name, r.mobile, ...AGEING_FIGURES.map((f) => r[f.key]), r.oldest_date]),
            ['', 'Total', '', ...AGEING_FIGURES.map((f) => totals[f.key]), ''],
          ]}
        />
        <button type="button" className="rec-button" onClick={() => openInNewTab(ageingPrintPath(party, printAsOf))}>
          Print
          <kbd aria-hidden="true">Ctrl+P</kbd>
        </button>
      </RecordHead>
      <RecordList<AgeingRowView>
        screen="ageing"
        tableLabel={title}
        columns={columns}
        wide
        tools={
          <span className="rep-party-filter">
            <label htmlFor="ageing-as-of">As on</label>
            <input
              id="ageing-as-of"
              ref={asOfRef}
              autoComplete="off"
              placeholder="dd-mm-yyyy"
              maxLength={10}
              value={asOfText}
              onChange={(event) => setAsOfText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyAsOf();
                }
              }}
            />
          </span>
        }
        rows={shown.rows}
        rowKey={(row) => row.id}
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
        labels={{ open: 'Open Ledger' }}
        rowCommands={party === 'customer' ? CUSTOMER_ROW_COMMANDS : undefined}
        open={(row) => void navigate({ to: ledgerPath(party, row.id) })}
        footer={
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            {AGEING_FIGURES.map((f) => (
              <td key={f.key} className="num">
                {totals[f.key]}
              </td>
            ))}
            <td />
          </tr>
        }
      />
    </section>
  );
}
