// The Day End report as printed (issue 32), instead of the screen: on A4 or the 80 mm roll, the day's totals by mode,
// the drawer (opening cash, expected, counted, difference) and the day's bills; no menu, no fields, no buttons.
import { formatIndian, parseRupees, type Paise } from '../../core/money';
import type { DayEndReport } from '../api/day-end';
import { DayEndBills, dayEndRupees } from './DayEndBills';
import type { DayEndPaper, DrawerFigures } from './day-end-print';

const shown = dayEndRupees;
const figure = (paise: Paise | null) => (paise === null ? '—' : formatIndian(paise));

function whoseDay(report: DayEndReport): string {
  if (!report.user_id) return 'All cashiers';
  return report.cashiers.find((c) => c.user_id === report.user_id)?.name ?? report.user_id;
}

function FigureTable({ label, rows }: { label: string; rows: ReadonlyArray<[string, string]> }) {
  return (
    <table aria-label={label}>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td className="num">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Sums({ report, drawer, className }: { report: DayEndReport; drawer: DrawerFigures; className: string }) {
  const rows: Array<[string, string]> = [
    ['Bills', String(report.bills.length)],
    ['Total', shown(report.total)],
    ['Cash', shown(report.by_mode.cash)],
    ['UPI', shown(report.by_mode.upi)],
    ['Card', shown(report.by_mode.card)],
    ['Bank Transfer', shown(report.by_mode.bank)],
    ['Cheque', shown(report.by_mode.cheque)],
    ['Credit', shown(report.by_mode.credit)],
    ['Cash Refunded', shown(report.cash_refunded)],
  ];
  const drawerRows: Array<[string, string]> = [
    ['Opening Cash', figure(drawer.opening)],
    ['Cash Expected', figure(drawer.expected)],
    ['Cash Counted', figure(drawer.counted)],
    ['Difference', figure(drawer.difference)],
  ];
  return (
    <div className={className}>
      <FigureTable label="Totals by mode" rows={rows} />
      <FigureTable label="Cash drawer" rows={drawerRows} />
    </div>
  );
}

export function DayEndDocument({ report, drawer, paper }: { report: DayEndReport; drawer: DrawerFigures; paper: DayEndPaper }) {
  const closed = report.closed ? `Closed by ${report.closed.closed_by}` : 'Not closed';
  if (paper === '80mm') {
    return (
      <article className="pr-receipt pr-day-end-roll" aria-label="DAY END REPORT">
        <header className="pr-receipt-head">
          <p className="pr-receipt-title">DAY END REPORT</p>
          <p>{report.date}</p>
          <p>{whoseDay(report)}</p>
          <p>{closed}</p>
        </header>
        <Sums report={report} drawer={drawer} className="pr-day-end-sums" />
        <table className="pr-receipt-items" aria-label="Bills of the day">
          <thead>
            <tr>
              <th>Bill</th>
              <th className="num">Total</th>
              <th>Paid by</th>
            </tr>
          </thead>
          <tbody>
            {report.bills.map((bill) => (
              <tr key={bill.order_id}>
                <td>{bill.bill_no}</td>
                <td className="num">{shown(bill.total)}</td>
                <td>{modes(bill)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </article>
    );
  }
  return (
    <article className="pr-sheet pr-a4 pr-day-end" aria-label="DAY END REPORT">
      <header className="pr-title">
        <h1>DAY END REPORT</h1>
        <span className="pr-copy">
          {report.date} · {whoseDay(report)} · {closed}
        </span>
      </header>
      <Sums report={report} drawer={drawer} className="pr-day-end-sums pr-day-end-sums-a4" />
      <DayEndBills report={report} className="pr-items" customerClassName="pr-product" />
    </article>
  );
}

/** How one bill was paid, in a word or two for the roll: "Cash", "UPI + Card", "Credit". */
function modes(bill: DayEndReport['bills'][number]): string {
  const used = (
    [
      ['Cash', bill.cash],
      ['UPI', bill.upi],
      ['Card', bill.card],
      ['Bank', bill.bank],
      ['Cheque', bill.cheque],
      ['Credit', bill.credit],
    ] as const
  ).filter(([, amount]) => {
    const parsed = parseRupees(amount);
    return parsed.ok && parsed.paise > 0;
  });
  return used.map(([name]) => name).join(' + ') || '—';
}
