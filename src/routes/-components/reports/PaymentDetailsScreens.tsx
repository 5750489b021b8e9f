// /paymentdetails (Payment Details Management: date filter, credit and debit totals, 25 a page, delete) and
// /addpaymentdetails (name, amount, payment sent and description required; credit or debit), spec §2, §5, §8.
import './reports.css';
import { Fragment, useCallback, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { DateRange } from '../../../../core/dates';
import { paymentDetailBody } from '../../../../core/forms/payment-detail';
import { formProblems } from '../../../../core/forms/form-problems';
import { formatIndian } from '../../../../core/money';
import { isPaymentMode, netByMode, PAYMENT_MODE_KEYS, PAYMENT_MODE_NAMES, PAYMENT_MODES, type PaymentMode } from '../../../../core/payment-mode';
import { ChoiceSelect } from '../../../ui/ChoiceSelect';
import { addPaymentDetail, deletePaymentDetail, fetchPaymentDetails, type NewPaymentDetail, type PaymentDetailRow } from '../../../api/payments';
import { showAlert } from '../../../ui/alerts';
import type { Column } from '../../../ui/records/DataTable';
import { amountOf, rupeesShown } from '../../../../core/records/order-rows';
import { firstSerial } from '../../../ui/records/pager';
import { PathLink, useGo } from '../../../ui/records/PathLink';
import { RecordList } from '../../../ui/records/RecordList';
import { ORDER_DELETE } from '../records/order-kinds';
import { RecordHead } from '../records/RecordHead';
import { ExportButton } from './ExportButton';
import { sumOf } from './report-totals';
import { useFilteredRows, useReportData } from './useReport';

const EMPTY: PaymentDetailRow[] = [];
const haystackOf = (row: PaymentDetailRow) => `${row.name} ${row.payment_sent} ${row.description}`;
const dateOf = (row: PaymentDetailRow) => row.added_date;
const METHOD: Record<PaymentDetailRow['payment_method'], string> = { credit: 'Credit', debit: 'Debit' };

export function PaymentDetailsScreen() {
  const report = useReportData(fetchPaymentDetails, EMPTY, 'payment_details_list.php');
  const [searchText, setSearchText] = useState('');
  const [range, setRange] = useState<DateRange | null>(null);
  const [page, setPage] = useState(1);
  const go = useGo();
  const shown = useFilteredRows(report.data, { search: searchText, haystackOf, range, dateOf }, page);
  const first = firstSerial(shown.page);
  const credits = useMemo(() => shown.matches.filter((r) => r.payment_method === 'credit'), [shown.matches]);
  const debits = useMemo(() => shown.matches.filter((r) => r.payment_method === 'debit'), [shown.matches]);
  const byMode = useMemo(
    () => netByMode(shown.matches.map((r) => ({ mode: r.mode ?? 'cash', amount: amountOf(r.amount), out: r.payment_method === 'debit' }))),
    [shown.matches],
  );

  const columns = useMemo<Column<PaymentDetailRow>[]>(
    () => [
      { key: 'sno', header: 'S.No', numeric: true, className: 'rec-dim', cell: (_row, index) => first + index },
      { key: 'date', header: 'Date', cell: (row) => row.added_date },
      { key: 'name', header: 'Name', className: 'rec-name', cell: (row) => row.name },
      { key: 'sent', header: 'Payment Sent', cell: (row) => row.payment_sent },
      {
        key: 'method',
        header: 'Payment Method',
        cell: (row) => <span className={row.payment_method === 'credit' ? 'rec-paid' : 'rec-pending'}>{METHOD[row.payment_method]}</span>,
      },
      { key: 'amount', header: 'Amount', numeric: true, cell: (row) => rupeesShown(row.amount) },
      { key: 'description', header: 'Description', className: 'rec-note', cell: (row) => row.description },
      // Not in the spec (issue 29 item 6): how the money came or went.
      { key: 'mode', header: 'Payment Mode', cell: (row) => row.payment_mode ?? '' },
    ],
    [first],
  );

  return (
    <section className="rec-screen" aria-labelledby="payments-title">
      <RecordHead id="payments-title" title="Payment Details Management">
        <ExportButton
          screen="payment-details"
          fileName="payment-details.csv"
          header={['S.No', 'Date', 'Name', 'Payment Sent', 'Payment Method', 'Amount', 'Description', 'Payment Mode']}
          rows={() =>
            shown.matches.map((r, i) => [i + 1, r.added_date, r.name, r.payment_sent, METHOD[r.payment_method], r.amount, r.description, r.payment_mode ?? ''])
          }
        />
        <PathLink to="/addpaymentdetails" className="rec-action">
          Add Payment Details<kbd aria-hidden="true">A</kbd>
        </PathLink>
      </RecordHead>
      <dl className="rep-totals" aria-label="Totals">
        <dt>Total Credit</dt>
        <dd className="rec-paid">{sumOf(credits, (r) => r.amount)}</dd>
        <dt>Total Debit</dt>
        <dd className="rec-pending">{sumOf(debits, (r) => r.amount)}</dd>
      </dl>
      <dl className="rep-totals" aria-label="Credit − Debit by mode">
        {PAYMENT_MODES.map((m) => (
          <Fragment key={m}>
            <dt>{PAYMENT_MODE_NAMES[m]}</dt>
            <dd>{formatIndian(byMode[m])}</dd>
          </Fragment>
        ))}
      </dl>
      <RecordList<PaymentDetailRow>
        screen="payments"
        tableLabel="Payment Details Management"
        columns={columns}
        wide
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
        dates={{
          applied: range !== null,
          onApply: (next) => {
            setRange(next);
            setPage(1);
          },
        }}
        labels={{ open: 'Open', remove: 'Delete', add: 'Add Payment Details' }}
        open={() => {}}
        add={() => go('/addpaymentdetails')}
        remove={{
          // The spec gives the order lists' confirm; here it asks about the payment, not "this product".
          words: { ...ORDER_DELETE.words, text: 'Are you sure you want to delete this payment?' },
          run: async (row) => {
            const reply = await deletePaymentDetail(row.id);
            showAlert(reply.ok ? ORDER_DELETE.done : ORDER_DELETE.failed);
            if (reply.ok) report.reload();
          },
        }}
        footer={
          <tr>
            <th scope="row" colSpan={5}>
              Credit − Debit
            </th>
            <td className="num">{sumOf(shown.matches, (r) => (r.payment_method === 'credit' ? r.amount : `-${r.amount}`))}</td>
            <td />
            <td />
            <td />
          </tr>
        }
      />
    </section>
  );
}

type Field = 'name' | 'amount' | 'payment_sent' | 'description' | 'mode' | 'cheque_no' | 'cheque_date' | 'reference';
const LABELS: Record<Field, string> = {
  name: 'Name',
  amount: 'Amount',
  payment_sent: 'Payment Sent',
  description: 'Description',
  mode: 'Payment Mode',
  cheque_no: 'Cheque No',
  cheque_date: 'Cheque Date',
  reference: 'Reference',
};
const FIELDS = ['name', 'amount', 'payment_sent', 'description'] as const;
/** The mode's text fields (issue 29 item 6): a cheque's number and date only with the cheque mode. */
const MODE_TEXT_FIELDS = (mode: PaymentMode) => (mode === 'cheque' ? (['cheque_no', 'cheque_date', 'reference'] as const) : (['reference'] as const));

export const PAYMENT_ADDED = 'payment details added successfully!';
export const PAYMENT_ADD_FAILED = 'Failed to add payment details';

/** payment_details_add.php's own schema (core/forms/payment-detail.ts), problems under the form's labels. */
export function paymentDetailErrors(entry: NewPaymentDetail): Partial<Record<Field, string>> {
  return formProblems(paymentDetailBody, entry.mode === 'cheque' ? { ...entry } : { ...entry, cheque_no: '', cheque_date: '' }, { labels: LABELS });
}

export function AddPaymentDetailScreen() {
  const go = useGo();
  const [entry, setEntry] = useState<NewPaymentDetail>({
    name: '',
    amount: '',
    payment_method: 'credit',
    payment_sent: '',
    description: '',
    mode: 'cash',
    cheque_no: '',
    cheque_date: '',
    reference: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: keyof NewPaymentDetail, value: string) => setEntry((current) => ({ ...current, [field]: value }));

  const submit = useCallback(async () => {
    const found = paymentDetailErrors(entry);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const reply = await addPaymentDetail(entry);
    setBusy(false);
    if (reply.ok) {
      showAlert(PAYMENT_ADDED);
      go('/paymentdetails');
    } else showAlert(reply.network ? PAYMENT_ADD_FAILED : reply.msg || PAYMENT_ADD_FAILED);
  }, [entry, go]);

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      go('/paymentdetails');
    } else if ((event.key === 's' && event.ctrlKey) || event.key === 'F9') {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type === 'text') {
      const inputs = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="text"]')];
      const next = inputs[inputs.indexOf(event.target) + 1];
      if (!next) return;
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <section className="rec-screen" aria-labelledby="add-payment-title">
      <RecordHead id="add-payment-title" title="Add Payment Details" />
      <form
        className="rec-form"
        noValidate
        aria-busy={busy}
        onKeyDown={onKeyDown}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void submit();
        }}
      >
        {FIELDS.map((field) => (
          <div key={field} className="rec-field">
            <label htmlFor={`payment-${field}`}>
              {LABELS[field]}
              <span className="rec-required" aria-hidden="true">
                {' '}
                *
              </span>
            </label>
            <input
              id={`payment-${field}`}
              type="text"
              autoComplete="off"
              autoFocus={field === 'name'}
              required
              inputMode={field === 'amount' ? 'decimal' : undefined}
              aria-invalid={errors[field] ? true : undefined}
              value={entry[field]}
              onChange={(event) => set(field, event.target.value)}
            />
            {errors[field] && (
              <span className="rec-field-note" role="alert">
                {errors[field]}
              </span>
            )}
          </div>
        ))}
        <fieldset className="rec-field rep-method">
          <legend>Payment Method</legend>
          {(['credit', 'debit'] as const).map((method) => (
            <label key={method}>
              <input
                type="radio"
                name="payment_method"
                value={method}
                checked={entry.payment_method === method}
                onChange={() => set('payment_method', method)}
              />
              {METHOD[method]}
            </label>
          ))}
        </fieldset>
        <div className="rec-field">
          <label htmlFor="payment-mode">Payment Mode</label>
          <ChoiceSelect
            id="payment-mode"
            value={entry.mode}
            options={PAYMENT_MODES.map((m) => ({ value: m, label: PAYMENT_MODE_NAMES[m] }))}
            onChange={(next) => {
              if (isPaymentMode(next)) set('mode', next);
            }}
            onKeyDown={(event) => {
              // One key a mode (C cash, U UPI, D card, B bank transfer, Q cheque), before the list's own type-ahead.
              const keyed = PAYMENT_MODES.find((m) => PAYMENT_MODE_KEYS[m] === event.key.toLowerCase());
              if (keyed && !event.ctrlKey && !event.altKey && !event.metaKey) {
                event.preventDefault();
                set('mode', keyed);
              }
            }}
          />
          {errors.mode && (
            <span className="rec-field-note" role="alert">
              {errors.mode}
            </span>
          )}
        </div>
        {MODE_TEXT_FIELDS(entry.mode).map((field) => (
          <div key={field} className="rec-field">
            <label htmlFor={`payment-${field}`}>{LABELS[field]}</label>
            <input
              id={`payment-${field}`}
              type="text"
              autoComplete="off"
              placeholder={field === 'cheque_date' ? 'dd-mm-yyyy' : field === 'reference' ? 'UTR / transaction id (optional)' : undefined}
              aria-invalid={errors[field] ? true : undefined}
              value={entry[field]}
              onChange={(event) => set(field, event.target.value)}
            />
            {errors[field] && (
              <span className="rec-field-note" role="alert">
                {errors[field]}
              </span>
            )}
          </div>
        ))}
        <div className="rec-form-actions">
          <button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Submit'}
          </button>
          <PathLink to="/paymentdetails" className="rec-action">
            Back<kbd aria-hidden="true">Esc</kbd>
          </PathLink>
          <span className="rec-dim">Enter: next field · Mode: C, U, D, B, Q · Ctrl+S: save</span>
        </div>
      </form>
    </section>
  );
}
