// /dayend (issue 22): for a date and a cashier (or all), the day's bills, money taken by mode, credit, the cash
// expected in the drawer (its opening float plus the cash taken less the cash paid back) against the cash counted, the
// difference; Close Day keeps the count (once), and from then the day's payments are the owner's to change
// (machines/day-end.ts). Ctrl+P prints the day as a report (src/print/DayEndDocument.tsx, A4; the palette's "Print
// day end on 80 mm" the roll), in a window of its own. Keys: Enter in Date or Cashier shows the day, Enter in Opening Cash
// moves to Cash Counted, Enter in Cash Counted asks to close it. The owner reopens a closed day with Alt+Shift+R (issue
// 32): a reason, then Yes, Reopen Day.
import '../../../styles/records.css';
import './reports.css';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, type KeyboardEvent, type RefObject } from 'react';
import { fromPromise } from 'xstate';
import { toDmy, todayInKolkata } from '../../../../core/dates';
import { formatIndian, formatRupees } from '../../../../core/money';
import { AlertDialog, Button } from '@radix-ui/themes';
import {
  dayEndMachine,
  drawerDifference,
  drawerExpected,
  type DayEndCloseInput,
  type DayEndReopenInput,
  type DayEndShowInput,
} from '../../../../machines/day-end';
import { closeDayEnd, fetchDayEnd, reopenDayEnd } from '../../../api/day-end';
import { useCommandContext } from '../../../commands/useCommandContext';
import { newRequestId } from '../../../api/request-id';
import type { Command } from '../../../commands/types';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { ChoiceSelect } from '../../../ui/ChoiceSelect';
import { ConfirmDialog } from '../../../ui/records/ConfirmDialog';
import { announce } from '../../../ui/status';
import { RecordHead } from '../records/RecordHead';
import { DayEndBills, dayEndRupees } from '../../../print/DayEndBills';
import { dayEndPrintPath, type DayEndPaper } from '../../../print/day-end-print';

/** The Day End print's window: one, reused by each print. */
const DAY_END_PRINT_WINDOW = 'kulir-day-end-print';

const shown = dayEndRupees;

const CLOSE_WORDS = { text: 'Close this day? Its bills and payments can then be changed only by the owner.', cancel: 'No', confirm: 'Yes, Close Day' };
const REOPEN_KEY = 'alt+shift+r';

/** The owner's confirm to reopen a closed day: a reason (Enter confirms), No first in the buttons' order, Esc cancels. */
function ReopenDialog(props: {
  open: boolean;
  busy: boolean;
  date: string;
  reason: string;
  problem: string;
  onReason: (text: string) => void;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { open, busy, date, reason, problem, onReason, onCancel, onConfirm } = props;
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <AlertDialog.Content size="1" className="dialog-box rec-confirm">
        <AlertDialog.Title size="2">Reopen the day {date}? Cashiers can then bill and take payments on it again.</AlertDialog.Title>
        <AlertDialog.Description size="1" color="gray">
          Type the reason, then Enter reopens it; Esc cancels.
        </AlertDialog.Description>
        <label className="rec-field">
          Reason{' '}
          <input
            aria-label="Reason"
            autoFocus
            maxLength={200}
            value={reason}
            disabled={busy}
            onChange={(e) => onReason(e.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              onConfirm();
            }}
          />
        </label>
        {problem && (
          <p className="rec-error" role="alert">
            {problem}
          </p>
        )}
        <div className="dialog-actions">
          <AlertDialog.Cancel>
            <Button size="1" variant="soft" color="gray" disabled={busy}>
              No
            </Button>
          </AlertDialog.Cancel>
          <Button size="1" color="red" disabled={busy} onClick={onConfirm}>
            Yes, Reopen Day
          </Button>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

/** An amount of the drawer (its opening float, the cash counted): its label and input, Enter to go on. */
function DrawerAmount(props: {
  id: string;
  label: string;
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  placeholder?: string;
  onText: (text: string) => void;
  onEnter: () => void;
}) {
  const { id, label, inputRef, value, placeholder, onText, onEnter } = props;
  return (
    <>
      <dt>
        <label htmlFor={id}>{label}</label>
      </dt>
      <dd>
        <input
          id={id}
          ref={inputRef}
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          onChange={(e) => onText(e.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            onEnter();
          }}
        />
      </dd>
    </>
  );
}

export function DayEndScreen() {
  const countedField = useRef<HTMLInputElement>(null);
  const openingField = useRef<HTMLInputElement>(null);
  const machine = useMemo(
    () =>
      dayEndMachine.provide({
        actors: {
          showDay: fromPromise(({ input }: { input: DayEndShowInput }) => fetchDayEnd(input.date, input.userId)),
          closeDay: fromPromise(({ input }: { input: DayEndCloseInput }) =>
            closeDayEnd({
              date: input.date,
              userId: input.userId,
              cashCounted: formatRupees(input.cashCounted),
              openingCash: formatRupees(input.openingCash),
              requestId: input.requestId,
            }),
          ),
          reopenDay: fromPromise(({ input }: { input: DayEndReopenInput }) => reopenDayEnd(input)),
        },
        actions: { focusCounted: () => countedField.current?.focus(), focusOpening: () => openingField.current?.focus() },
      }),
    [],
  );
  // The first day shown is today's for every cashier; later ones on Enter or Show.
  const [snapshot, send] = useMachine(machine, { input: { date: toDmy(todayInKolkata(new Date())), newId: newRequestId } });
  const { date, cashier, report, openingText, countedText, problem, done, reasonText } = snapshot.context;
  const isOwner = useCommandContext().isOwner === true;
  const reopenOpen = snapshot.matches('reopenAsking') || snapshot.matches('reopening');
  const loading = snapshot.matches('showing');
  const expected = drawerExpected(snapshot.context);
  const difference = drawerDifference(snapshot.context);

  useEffect(() => {
    if (done) announce(done);
  }, [done]);

  // The print shows the day on screen: its date and cashier, and the drawer figures typed for a day not yet closed.
  const printDay = useCallback(
    (paper: DayEndPaper) => {
      const shownDay = report ? { date: report.date, userId: report.user_id } : { date, userId: cashier };
      const path = dayEndPrintPath({ ...shownDay, paper, opening: openingText, counted: countedText });
      if (window.open(path, DAY_END_PRINT_WINDOW, 'popup,width=900,height=1000') === null)
        announce('The print window was blocked: allow pop-ups for this site.');
    },
    [report, date, cashier, openingText, countedText],
  );
  const commands = useMemo<Command[]>(
    () => [
      { id: 'day-end.print', title: 'Print', group: 'Screen', keywords: ['print', 'day end', 'a4'], kbd: 'ctrl+p', run: () => printDay('a4') },
      {
        id: 'day-end.print-roll',
        title: 'Print day end on 80 mm',
        group: 'Screen',
        keywords: ['print', 'day end', '80 mm', 'thermal', 'roll'],
        run: () => printDay('80mm'),
      },
      // The owner's only (and only in the owner's key hints): the server refuses anyone else (day_end_reopen.php).
      ...(isOwner
        ? [
            {
              id: 'day-end.reopen',
              title: 'Reopen Day',
              group: 'Screen',
              keywords: ['reopen', 'open day', 'day end'],
              kbd: REOPEN_KEY,
              when: (ctx) => ctx.isOwner === true,
              run: () => send({ type: 'REOPEN' }),
            } satisfies Command,
          ]
        : []),
    ],
    [printDay, send, isOwner],
  );
  useScreenCommands('dayend', commands);

  const onFilterKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    send({ type: 'SHOW' });
  };
  const askClose = () => send({ type: 'CLOSE' });
  const closed = report?.closed ?? null;
  const whose = report && report.user_id ? (report.cashiers.find((c) => c.user_id === report.user_id)?.name ?? report.user_id) : 'All cashiers';

  return (
    <section className="rec-screen day-end" aria-labelledby="dayend-title" aria-busy={loading}>
      <RecordHead id="dayend-title" title="Day End" />
      <div className="rec-tools rec-list day-end-filters">
        <label>
          Date{' '}
          <input
            aria-label="Date"
            className="rec-date"
            value={date}
            placeholder="dd-mm-yyyy"
            onChange={(e) => send({ type: 'DATE', text: e.target.value })}
            onKeyDown={onFilterKey}
            autoFocus
          />
        </label>
        <label>
          Cashier{' '}
          <ChoiceSelect
            id="dayend-cashier"
            label="Cashier"
            value={cashier}
            placeholder="All cashiers"
            options={(report?.cashiers ?? []).map((c) => ({ value: c.user_id, label: c.name }))}
            onChange={(userId) => send({ type: 'CASHIER', userId })}
            onKeyDown={onFilterKey}
          />
        </label>
        <button type="button" className="rec-button" onClick={() => send({ type: 'SHOW' })}>
          Show <kbd aria-hidden="true">Enter</kbd>
        </button>
        <button type="button" className="rec-button" onClick={() => printDay('a4')}>
          Print <kbd aria-hidden="true">Ctrl+P</kbd>
        </button>
        <button type="button" className="rec-button" onClick={() => printDay('80mm')}>
          Print 80 mm
        </button>
      </div>
      {problem && !reopenOpen && (
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
          <DayEndBills report={report} className="rec-table" />
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
            <dt>Bank Transfer</dt>
            <dd>{shown(report.by_mode.bank)}</dd>
            <dt>Cheque</dt>
            <dd>{shown(report.by_mode.cheque)}</dd>
            <dt>Credit</dt>
            <dd>{shown(report.by_mode.credit)}</dd>
            <dt>Cash Refunded</dt>
            <dd>{shown(report.cash_refunded)}</dd>
            {closed ? (
              <>
                <dt>Opening Cash</dt>
                <dd>{shown(closed.opening_cash)}</dd>
                <dt>Cash Expected</dt>
                <dd>{shown(closed.cash_expected)}</dd>
                <dt>Cash Counted</dt>
                <dd>{shown(closed.cash_counted)}</dd>
                <dt>Difference</dt>
                <dd>{shown(closed.difference)}</dd>
              </>
            ) : (
              <>
                <DrawerAmount
                  id="dayend-opening"
                  label="Opening Cash"
                  inputRef={openingField}
                  value={openingText}
                  placeholder="0.00"
                  onText={(text) => send({ type: 'OPENING', text })}
                  onEnter={() => countedField.current?.focus()}
                />
                <dt>Cash Expected</dt>
                <dd>{expected === null ? '—' : formatIndian(expected)}</dd>
                <DrawerAmount
                  id="dayend-counted"
                  label="Cash Counted"
                  inputRef={countedField}
                  value={countedText}
                  onText={(text) => send({ type: 'COUNTED', text })}
                  onEnter={askClose}
                />
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
          {closed && isOwner && (
            <button type="button" className="rec-button day-end-close" onClick={() => send({ type: 'REOPEN' })}>
              Reopen Day <kbd aria-hidden="true">Alt+Shift+R</kbd>
            </button>
          )}
        </>
      )}
      <ConfirmDialog
        open={snapshot.matches('asking') || snapshot.matches('closing')}
        words={CLOSE_WORDS}
        busy={snapshot.matches('closing')}
        onCancel={() => send({ type: 'CANCEL' })}
        onConfirm={() => send({ type: 'CONFIRM' })}
      />
      <ReopenDialog
        open={reopenOpen}
        busy={snapshot.matches('reopening')}
        date={report?.date ?? date}
        reason={reasonText}
        problem={reopenOpen ? problem : ''}
        onReason={(text) => send({ type: 'REASON', text })}
        onCancel={() => send({ type: 'CANCEL' })}
        onConfirm={() => send({ type: 'CONFIRM' })}
      />
    </section>
  );
}
