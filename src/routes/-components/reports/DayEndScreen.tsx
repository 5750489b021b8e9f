// /dayend (issue 22): for a date and a cashier (or all), the day's bills, money taken by mode, credit, the cash
// expected in the drawer against the cash counted, the difference; Close Day keeps the count (once), and from then the
// day's payments are the owner's to change. Ctrl+P prints the page. Keys: Enter in Date or Cashier shows the day,
// Enter in Cash Counted asks to close it.
import '../../../styles/records.css';
import './reports.css';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { parseDmy, toDmy, todayInKolkata } from '../../../../core/dates';
import { dayEndCloseFields } from '../../../../core/forms/day-end';
import { formatIndian, formatRupees, parseRupees } from '../../../../core/money';
import { closeDayEnd, fetchDayEnd, type DayEndReport } from '../../../api/day-end';
import type { Command } from '../../../commands/types';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { ChoiceSelect } from '../../../ui/ChoiceSelect';
import { ConfirmDialog } from '../../../ui/records/ConfirmDialog';
import { announce } from '../../../ui/status';
import { RecordHead } from '../records/RecordHead';

/** day_end_close.php's own rule for the count. */
const CASH_COUNTED = dayEndCloseFields.cash_counted;

const shown = (rupees: string) => {
  const parsed = parseRupees(rupees);
  return parsed.ok ? formatIndian(parsed.paise) : rupees;
};

const CLOSE_WORDS = { text: 'Close this day? Its payments can then be changed only by the owner.', cancel: 'No', confirm: 'Yes, Close Day' };

function newRequestId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function DayEndScreen() {
  const [date, setDate] = useState(() => toDmy(todayInKolkata(new Date())));
  const [cashier, setCashier] = useState('');
  const [report, setReport] = useState<DayEndReport | null>(null);
  const [problem, setProblem] = useState('');
  const [loading, setLoading] = useState(false);
  const [counted, setCounted] = useState('');
  const [confirming, setConfirming] = useState<{ busy: boolean } | null>(null);
  const requestId = useRef<string | null>(null);
  const countedField = useRef<HTMLInputElement>(null);

  const show = useCallback(async (day: string, who: string) => {
    if (parseDmy(day) === null) {
      setProblem('Date: enter a date as dd-mm-yyyy.');
      return;
    }
    setProblem('');
    setLoading(true);
    const reply = await fetchDayEnd(day, who);
    setLoading(false);
    if (!reply.ok) {
      setReport(null);
      setProblem(reply.network ? 'Could not reach the server. Please try again.' : reply.msg);
      return;
    }
    setReport(reply.body);
    setCounted('');
    requestId.current = null;
  }, []);
  // The first day shown is today's for every cashier; later ones on Enter or Show.
  const [firstDay] = useState(date);
  useEffect(() => {
    void show(firstDay, '');
  }, [show, firstDay]);

  const countedPaise = useMemo(() => {
    if (counted.trim() === '') return null;
    const parsed = CASH_COUNTED.safeParse(counted);
    return parsed.success ? parsed.data : null;
  }, [counted]);
  const expected = report ? parseRupees(report.cash_expected) : null;
  const difference = countedPaise !== null && expected?.ok ? countedPaise - expected.paise : null;

  const close = async () => {
    if (!report || countedPaise === null || confirming?.busy) return;
    setConfirming({ busy: true });
    requestId.current ??= newRequestId();
    const reply = await closeDayEnd(report.date, report.user_id, formatRupees(countedPaise), requestId.current);
    setConfirming(null);
    if (!reply.ok) {
      setProblem(reply.network ? 'Could not reach the server. Please try again.' : reply.msg);
      return;
    }
    setReport(reply.body);
    announce(reply.msg || 'Day closed successfully!');
  };
  const askClose = () => {
    if (countedPaise === null) {
      setProblem('Cash Counted: enter the cash in the drawer, such as 2090.50.');
      countedField.current?.focus();
      return;
    }
    setProblem('');
    setConfirming({ busy: false });
  };

  const commands = useMemo<Command[]>(() => [{ id: 'day-end.print', title: 'Print', group: 'Screen', keywords: ['print', 'day end'], kbd: 'ctrl+p', run: () => window.print() }], []);
  useScreenCommands('dayend', commands);

  const onFilterKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void show(date, cashier);
  };
  const closed = report?.closed ?? null;
  const whose = report && report.user_id ? (report.cashiers.find((c) => c.user_id === report.user_id)?.name ?? report.user_id) : 'All cashiers';

  return (
    <section className="rec-screen day-end" aria-labelledby="dayend-title" aria-busy={loading}>
      <RecordHead id="dayend-title" title="Day End" />
      <div className="rec-tools rec-list day-end-filters">
        <label>
          Date{' '}
          <input aria-label="Date" className="rec-date" value={date} placeholder="dd-mm-yyyy" onChange={(e) => setDate(e.target.value)} onKeyDown={onFilterKey} autoFocus />
        </label>
        <label>
          Cashier{' '}
          <ChoiceSelect
            id="dayend-cashier"
            label="Cashier"
            value={cashier}
            placeholder="All cashiers"
            options={(report?.cashiers ?? []).map((c) => ({ value: c.user_id, label: c.name }))}
            onChange={setCashier}
            onKeyDown={onFilterKey}
          />
        </label>
        <button type="button" className="rec-button" onClick={() => void show(date, cashier)}>
          Show <kbd aria-hidden="true">Enter</kbd>
        </button>
        <button type="button" className="rec-button" onClick={() => window.print()}>
          Print <kbd aria-hidden="true">Ctrl+P</kbd>
        </button>
      </div>
      {problem && (
        <p className="rec-error" role="alert">
          {problem}
        </p>
      )}
      {report && (
        <>
          <h2 className="day-end-heading">
            {report.date} · {whose}
            {closed && <span className="day-end-closed"> · Closed by {closed.closed_by}</span>}
          </h2>
          <table className="rec-table" aria-label="Bills of the day">
            <thead>
              <tr>
                <th scope="col">Bill No</th>
                <th scope="col">Type</th>
                <th scope="col">Customer Name</th>
                <th scope="col">Cashier</th>
                <th scope="col" className="num">Total</th>
                <th scope="col" className="num">Cash</th>
                <th scope="col" className="num">UPI</th>
                <th scope="col" className="num">Card</th>
                <th scope="col" className="num">Credit</th>
              </tr>
            </thead>
            <tbody>
              {report.bills.length === 0 ? (
                <tr>
                  <td colSpan={9}>No Record found</td>
                </tr>
              ) : (
                report.bills.map((bill) => (
                  <tr key={bill.order_id}>
                    <td>{bill.bill_no}</td>
                    <td>{bill.kind === 'retail' ? 'Retail' : 'GST'}</td>
                    <td>{bill.customer}</td>
                    <td>{bill.cashier}</td>
                    <td className="num">{shown(bill.total)}</td>
                    <td className="num">{shown(bill.cash)}</td>
                    <td className="num">{shown(bill.upi)}</td>
                    <td className="num">{shown(bill.card)}</td>
                    <td className="num">{shown(bill.credit)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
          <dl className="day-end-sums rec-list" aria-label="Day totals">
            <dt>Bills</dt>
            <dd>{report.bills.length}</dd>
            <dt>Total</dt>
            <dd>{shown(report.total)}</dd>
            <dt>Cash</dt>
            <dd>{shown(report.by_mode.cash)}</dd>
            <dt>UPI</dt>
            <dd>{shown(report.by_mode.upi)}</dd>
            <dt>Card</dt>
            <dd>{shown(report.by_mode.card)}</dd>
            <dt>Credit</dt>
            <dd>{shown(report.by_mode.credit)}</dd>
            <dt>Cash Expected</dt>
            <dd>{shown(report.cash_expected)}</dd>
            {closed ? (
              <>
                <dt>Cash Counted</dt>
                <dd>{shown(closed.cash_counted)}</dd>
                <dt>Difference</dt>
                <dd>{shown(closed.difference)}</dd>
              </>
            ) : (
              <>
                <dt>
                  <label htmlFor="dayend-counted">Cash Counted</label>
                </dt>
                <dd>
                  <input
                    id="dayend-counted"
                    ref={countedField}
                    inputMode="decimal"
                    autoComplete="off"
                    value={counted}
                    onChange={(e) => setCounted(e.target.value)}
                    onKeyDown={(event) => {
                      if (event.key !== 'Enter') return;
                      event.preventDefault();
                      askClose();
                    }}
                  />
                </dd>
                <dt>Difference</dt>
                <dd>{difference === null ? '—' : formatIndian(difference)}</dd>
              </>
            )}
          </dl>
          {!closed && (
            <button type="button" className="rec-button day-end-close" onClick={askClose}>
              Close Day <kbd aria-hidden="true">Enter</kbd>
            </button>
          )}
        </>
      )}
      <ConfirmDialog open={confirming !== null} words={CLOSE_WORDS} busy={confirming?.busy} onCancel={() => setConfirming(null)} onConfirm={() => void close()} />
    </section>
  );
}
