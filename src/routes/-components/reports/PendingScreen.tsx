// /paymentpending and /supplierpending (spec §2, §4, §5): pending bills with a date range and a party filter, a
// totals row, and the payment form once a party is chosen and submitted (machines/payment.ts).
import './reports.css';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { formatIndian, formatMoney, formatRupees } from '../../../../core/money';
import { totalPending } from '../../../../core/payment';
import { PAYMENT_MODE_KEYS, PAYMENT_MODE_NAMES, PAYMENT_MODES, REFERENCE_MAX, isPaymentMode, type PaymentMode } from '../../../../core/payment-mode';
import { applyCreditMachine, type ApplyCreditInput } from '../../../../machines/apply-credit';
import { balanceAfter, PAYMENT_UPDATED, paymentMachine, type PaymentInput } from '../../../../machines/payment';
import { applyCredit, billIdOf, fetchPending, partyIdOf, updatePayment, type Party, type PartyReport, type PendingRow } from '../../../api/payments';
import type { ApiResult } from '../../../api/client';
import { newRequestId } from '../../../api/request-id';
import type { Command } from '../../../commands/types';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { ChoiceSelect } from '../../../ui/ChoiceSelect';
import { ConfirmDialog } from '../../../ui/records/ConfirmDialog';
import { announce } from '../../../ui/status';
import type { Column } from '../../../ui/records/DataTable';
import { amountOf } from '../../../../core/records/order-rows';
import { firstSerial } from '../../../ui/records/pager';
import { RecordList } from '../../../ui/records/RecordList';
import { RecordHead } from '../records/RecordHead';
import { ExportButton } from './ExportButton';
import { partyBalanceColumns } from './party-columns';
import { PartyPicker } from './PartyPicker';
import type { ReportSearch } from './report-search';
import { sumOf } from './report-totals';
import { useFilteredRows, useNamedParty, useReportData, useReportQuery } from './useReport';

const WORDS: Record<Party, { title: string; screen: string; partyLabel: string; choose: string; billHeader: string; nameHeader: string; file: string }> = {
  customer: {
    title: 'Customer Pending Report',
    screen: 'pending',
    partyLabel: 'Customer',
    choose: 'Select Customer',
    billHeader: 'Order ID',
    nameHeader: 'Customer Name',
    file: 'customer-pending.csv',
  },
  supplier: {
    title: 'Supplier Pending Report',
    screen: 'supplier-pending',
    partyLabel: 'Supplier',
    choose: 'Select Supplier',
    billHeader: 'Purchase ID',
    nameHeader: 'Supplier Name',
    file: 'supplier-pending.csv',
  },
};

const EMPTY: PartyReport<PendingRow> = { rows: [], parties: [] };

/** The mode a single key picks on the payment form (core/payment-mode.ts PAYMENT_MODE_KEYS); null for any other key. */
function modeOfKey(key: string): PaymentMode | null {
  return PAYMENT_MODES.find((m) => PAYMENT_MODE_KEYS[m] === key.toLowerCase()) ?? null;
}
/** The bill as people read it (issue 32): a sales bill's printed number; a purchase's id. */
const billShown = (row: PendingRow) => row.bill_no ?? billIdOf(row);
const haystackOf = (row: PendingRow) => `${row.user_name} ${row.mobile} ${billShown(row)}`;
const dateOf = (row: PendingRow) => row.order_date;
/** A party's opening balance row has no bill id: it is the party's one "Opening". */
const rowKeyOf = (row: PendingRow) => (row.doc_kind === 'opening' ? `opening-${partyIdOf(row)}` : billIdOf(row));

export function PendingScreen({ party, search }: { party: Party; search: ReportSearch }) {
  const words = WORDS[party];
  const load = useCallback(() => fetchPending(party), [party]);
  const report = useReportData(load, EMPTY, party === 'customer' ? 'pos_report_payment.php' : 'pos_report_supplier_payment.php');
  const { reload } = report;
  const [chosen, setChosen] = useState('');
  // The picker's parties with their mobiles (the rows carry them): name prefix, words, then mobile.
  const pickable = useMemo(() => {
    const mobiles = new Map(report.data.rows.map((row) => [partyIdOf(row), row.mobile]));
    return report.data.parties.map((p) => ({ ...p, mobile: mobiles.get(p.id) ?? '' }));
  }, [report.data]);
  const query = useReportQuery(search);
  const { searchText, range, page, setPage } = query;
  const partyRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);

  const machine = useMemo(
    () =>
      paymentMachine.provide({
        actors: { savePayment: fromPromise(({ input }: { input: PaymentInput }) => updatePayment(party, input.partyId, input.amount, input.paidBy)) },
        actions: { reload: () => reload() },
      }),
    [party, reload],
  );
  const [snapshot, send] = useMachine(machine);
  const { message, paying, amountText, mode, chequeNo, chequeDate, reference } = snapshot.context;
  const formOpen = snapshot.matches('form') || snapshot.matches('saving');

  const pendingOf = useCallback(
    (partyId: string) =>
      // The row's own pending balance: a bill's credit notes lowered it below its total less what was paid.
      totalPending(report.data.rows.filter((row) => partyIdOf(row) === partyId).map((row) => ({ total: amountOf(row.pending_balance), paid: 0 }))),
    [report.data.rows],
  );
  const choose = useCallback(
    (partyId: string) => {
      setChosen(partyId);
      setPage(1);
      send({ type: 'CHOOSE', party: partyId ? { id: partyId, pending: pendingOf(partyId) } : null });
    },
    [send, pendingOf, setPage],
  );

  // A palette command ("pending Murugan") names the party: choose it once the report is here.
  useNamedParty(search.party, report.loading, report.data.parties, choose, `No pending bills for ${search.party ?? ''}`);

  // After a payment the report reloads: the chosen party's pending total follows it.
  useEffect(() => {
    if (chosen) send({ type: 'CHOOSE', party: { id: chosen, pending: pendingOf(chosen) } });
  }, [report.data, chosen, pendingOf, send]);

  useEffect(() => {
    if (message === PAYMENT_UPDATED) announce(message);
  }, [message]);

  useEffect(() => {
    if (formOpen) amountRef.current?.select();
  }, [formOpen, paying]);

  const keep = useCallback((row: PendingRow) => !chosen || partyIdOf(row) === chosen, [chosen]);
  const shown = useFilteredRows(report.data.rows, { search: searchText, haystackOf, range, dateOf, keep }, page);
  const first = firstSerial(shown.page);

  const columns = useMemo<Column<PendingRow>[]>(
    () => [
      { key: 'sno', header: 'S.No', numeric: true, className: 'rec-dim', cell: (_row, index) => first + index },
      { key: 'id', header: words.billHeader, numeric: true, cell: billShown },
      ...partyBalanceColumns<PendingRow>(words.nameHeader, true),
    ],
    [first, words],
  );

  // A customer's kept credit (issue 21 follow-up): C asks, then takes it off their oldest pending bills.
  const creditMachine = useMemo(
    () =>
      applyCreditMachine.provide({
        actors: { applyCredit: fromPromise<ApiResult<unknown>, ApplyCreditInput>(({ input }) => applyCredit(input.partyId, input.requestId)) },
        actions: { reload: () => reload() },
      }),
    [reload],
  );
  const [credit, sendCredit] = useMachine(creditMachine, { input: { newId: newRequestId } });
  const creditText = party === 'customer' && chosen ? report.data.credits?.[chosen] : undefined;
  const creditHeld = creditText ? amountOf(creditText) : 0;
  const chosenName = report.data.parties.find((p) => p.id === chosen)?.name ?? '';

  useEffect(() => {
    if (credit.context.ok && credit.context.message) announce(credit.context.message);
  }, [credit.context.ok, credit.context.message]);

  const commands = useMemo<Command[]>(
    () => [
      {
        id: `${words.screen}.party`,
        title: `Choose ${words.partyLabel}`,
        group: 'Screen',
        keywords: ['party', 'filter', 'pay'],
        kbd: 'p',
        run: () => {
          partyRef.current?.focus();
          partyRef.current?.select();
        },
      },
      ...(creditHeld > 0
        ? [
            {
              id: `${words.screen}.apply-credit`,
              title: 'Apply Credit',
              group: 'Screen' as const,
              keywords: ['credit', 'credit note', 'adjust'],
              kbd: 'c',
              run: () => sendCredit({ type: 'ASK', partyId: chosen }),
            },
          ]
        : []),
    ],
    [words, creditHeld, chosen, sendCredit],
  );
  useScreenCommands(`${words.screen}-party`, commands);

  const balance = balanceAfter(snapshot.context);
  const partyName = report.data.parties.find((p) => p.id === paying?.id)?.name ?? '';

  return (
    <section className="rec-screen" aria-labelledby={`${words.screen}-title`}>
      <RecordHead id={`${words.screen}-title`} title={words.title}>
        <ExportButton
          screen={words.screen}
          fileName={words.file}
          header={['S.No', words.billHeader, 'Order Date', words.nameHeader, 'Mobile', 'Actual Amount', 'Paid Amount', 'Credit', 'Pending Balance']}
          rows={() =>
            shown.matches.map((r, i) => [
              i + 1,
              billShown(r),
              r.order_date,
              r.user_name,
              r.mobile,
              r.actual_amount,
              r.paid_amount,
              r.credit_amount ?? '0.00',
              r.pending_balance,
            ])
          }
        />
      </RecordHead>
      <form
        className="rec-form rep-party"
        aria-label={`${words.partyLabel} filter`}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT' });
        }}
      >
        <div className="rec-field">
          <PartyPicker
            id={`${words.screen}-party`}
            ref={partyRef}
            label={words.partyLabel}
            none={words.choose}
            parties={pickable}
            value={chosen}
            onChange={choose}
          />
          <button type="submit">Submit</button>
        </div>
        {creditHeld > 0 && (
          <p className="rec-dim" role="note">
            Credit: <strong>₹{formatIndian(creditHeld)}</strong>{' '}
            <span>
              (kept from credit notes; <kbd>C</kbd> takes it off the pending bills)
            </span>
          </p>
        )}
        {credit.context.message && credit.context.partyId === chosen && (
          <p className={credit.context.ok ? 'rec-ok' : 'rec-error'} role={credit.context.ok ? 'status' : 'alert'}>
            {credit.context.message}
          </p>
        )}
        {!formOpen && message && (
          <p className={message === PAYMENT_UPDATED ? 'rec-ok' : 'rec-error'} role={message === PAYMENT_UPDATED ? 'status' : 'alert'}>
            {message}
          </p>
        )}
      </form>
      {formOpen && paying && (
        <form
          className="rec-form rep-pay"
          aria-label="Payment"
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'PAY' });
          }}
          onKeyDown={(event) => {
            // Esc from the open Payment Mode list (portalled, but a child here in React's tree) only closes the list.
            if (event.key === 'Escape' && event.currentTarget.contains(event.target as Node)) {
              event.preventDefault();
              send({ type: 'CANCEL' });
              partyRef.current?.focus();
            }
          }}
        >
          <p className="rep-pay-head">
            {partyName} · Total Pending <strong>{formatIndian(paying.pending)}</strong>
          </p>
          <div className="rec-field">
            <label htmlFor={`${words.screen}-amount`}>Paid Amount</label>
            <input
              id={`${words.screen}-amount`}
              ref={amountRef}
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              onChange={(e) => send({ type: 'AMOUNT', text: e.target.value })}
            />
          </div>
          <div className="rec-field">
            <label htmlFor={`${words.screen}-mode`}>Payment Mode</label>
            <ChoiceSelect
              id={`${words.screen}-mode`}
              value={mode}
              options={PAYMENT_MODES.map((m) => ({ value: m, label: PAYMENT_MODE_NAMES[m] }))}
              onChange={(next) => {
                if (isPaymentMode(next)) send({ type: 'MODE', mode: next });
              }}
              onKeyDown={(event) => {
                // One key a mode (C cash, U UPI, D card, B bank transfer, Q cheque), before the list's own type-ahead.
                const keyed = modeOfKey(event.key);
                if (keyed !== null && !event.ctrlKey && !event.altKey && !event.metaKey) {
                  event.preventDefault();
                  send({ type: 'MODE', mode: keyed });
                }
                if (event.key === 'Enter') send({ type: 'PAY' });
              }}
            />
          </div>
          {mode === 'cheque' && (
            <>
              <div className="rec-field">
                <label htmlFor={`${words.screen}-cheque-no`}>Cheque No</label>
                <input
                  id={`${words.screen}-cheque-no`}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={6}
                  value={chequeNo}
                  onChange={(e) => send({ type: 'MODE_FIELD', field: 'cheque_no', text: e.target.value })}
                />
              </div>
              <div className="rec-field">
                <label htmlFor={`${words.screen}-cheque-date`}>Cheque Date</label>
                <input
                  id={`${words.screen}-cheque-date`}
                  className="rec-date"
                  placeholder="dd-mm-yyyy"
                  autoComplete="off"
                  value={chequeDate}
                  onChange={(e) => send({ type: 'MODE_FIELD', field: 'cheque_date', text: e.target.value })}
                />
              </div>
            </>
          )}
          <div className="rec-field">
            <label htmlFor={`${words.screen}-reference`}>Reference</label>
            <input
              id={`${words.screen}-reference`}
              autoComplete="off"
              maxLength={REFERENCE_MAX}
              placeholder="UTR / transaction id (optional)"
              value={reference}
              onChange={(e) => send({ type: 'MODE_FIELD', field: 'reference', text: e.target.value })}
            />
          </div>
          <p className="rep-pay-balance">
            Balance After Payment <strong aria-label="Balance After Payment">{balance === null ? '—' : formatRupees(balance)}</strong>
          </p>
          {message && (
            <p className="rec-error" role="alert">
              {message}
            </p>
          )}
          <div className="rec-form-actions">
            <button type="submit" disabled={snapshot.matches('saving')}>
              {snapshot.matches('saving') ? 'Saving…' : 'Pay'}
            </button>
            <span className="rec-dim">Enter: pay · Tab: mode (C cash, U UPI, D card, B bank, Q cheque) · Esc: close</span>
          </div>
        </form>
      )}
      <RecordList<PendingRow>
        screen={words.screen}
        tableLabel={words.title}
        columns={columns}
        rows={shown.rows}
        rowKey={rowKeyOf}
        page={shown.page}
        pageCount={shown.pageCount}
        onPage={setPage}
        loading={report.loading}
        emptyText="No Record found"
        search={query.search}
        dates={query.dates}
        labels={{ open: `Pay this ${words.partyLabel.toLowerCase()}` }}
        open={(row) => {
          choose(partyIdOf(row));
          send({ type: 'SUBMIT' });
        }}
        footer={
          <tr>
            <th scope="row" colSpan={5}>
              Total
            </th>
            <td className="num">{sumOf(shown.matches, (r) => r.actual_amount)}</td>
            <td className="num">{sumOf(shown.matches, (r) => r.paid_amount)}</td>
            <td className="num">{sumOf(shown.matches, (r) => r.credit_amount ?? '0')}</td>
            <td className="num">{sumOf(shown.matches, (r) => r.pending_balance)}</td>
          </tr>
        }
      />
      <ConfirmDialog
        open={credit.matches('asking') || credit.matches('applying')}
        words={{ text: `Take ${chosenName}'s credit of ${formatMoney(creditHeld)} off their pending bills?`, cancel: 'No', confirm: 'Yes, Apply Credit' }}
        busy={credit.matches('applying')}
        onCancel={() => sendCredit({ type: 'CANCEL' })}
        onConfirm={() => sendCredit({ type: 'CONFIRM' })}
      />
    </section>
  );
}
