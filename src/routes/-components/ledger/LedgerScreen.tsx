// /ledger/customer/{id} and /ledger/supplier/{id} (issue 29 item 2): a party's statement of account — the balance
// brought forward, every document with its running balance, the closing — for a From/To period, with Export CSV
// (X) and Ctrl+P opening the A4 "Statement of Account" for the same period (print it, or save it as a PDF); on a
// customer's ledger, W opens a WhatsApp reminder of what they owe (issue 29 item 5) and Alt+W shares the statement's
// PDF on WhatsApp (issue 33 item 5).
import '../../../styles/records.css';
import '../reports/reports.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toDmy, type DateRange } from '../../../../core/dates';
import { fetchLedger, type LedgerParty, type PartyLedgerReply } from '../../../api/ledger';
import type { ApiResult } from '../../../api/client';
import type { Command } from '../../../commands/types';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { DateRangeFilter } from '../../../ui/records/DateRangeFilter';
import { openInNewTab } from '../../../ui/records/PathLink';
import { RecordHead } from '../records/RecordHead';
import { ExportButton } from '../reports/ExportButton';
import { KIND_LABELS, statementPath } from './ledger-paths';
import { balanceShown, LedgerEntryRow } from './ledger-rows';
import { openReminder } from './whatsapp-reminder';
import { shareStatement } from '../../../share/statement-share';

const TITLES: Record<LedgerParty, string> = { customer: 'Customer Ledger', supplier: 'Supplier Ledger' };

/** A balance as the ledger reads it: Dr when the party owes (a customer) / Cr when the shop owes (a supplier). */
export function LedgerScreen({ party, id }: { party: LedgerParty; id: string }) {
  const [range, setRange] = useState<DateRange | null>(null);
  const [reply, setReply] = useState<ApiResult<PartyLedgerReply> | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const fromRef = useRef<HTMLInputElement>(null);
  const period = useMemo(() => (range ? { from: toDmy(range.from), to: toDmy(range.to) } : {}), [range]);

  useEffect(() => {
    let current = true;
    setReply(null);
    void fetchLedger({ party, id, ...period }).then((answer) => {
      if (current) setReply(answer);
    });
    return () => {
      current = false;
    };
  }, [party, id, period]);

  const ledger = reply?.ok ? reply.body : null;
  const remind = useCallback(() => {
    setNotice(null);
    void openReminder(id).then(setNotice);
  }, [id]);
  const share = useCallback(() => {
    setNotice(null);
    void shareStatement({ party, id, ...period }).then(setNotice);
  }, [party, id, period]);
  const commands = useMemo<Command[]>(
    () => [
      {
        id: 'ledger.print',
        title: 'Print Statement of Account',
        group: 'Screen',
        keywords: ['print', 'statement', 'ledger', 'pdf'],
        kbd: 'ctrl+p',
        run: () => openInNewTab(statementPath(party, id, period)),
      },
      { id: 'ledger.dates', title: 'From Date', group: 'Screen', keywords: ['date', 'from', 'period'], kbd: 'f', run: () => fromRef.current?.focus() },
      ...(party === 'customer'
        ? [
            {
              id: 'ledger.whatsapp',
              title: 'WhatsApp Reminder',
              group: 'Screen',
              keywords: ['whatsapp', 'reminder', 'collect', 'outstanding'],
              kbd: 'w',
              run: remind,
            } satisfies Command,
            {
              id: 'ledger.share',
              title: 'Share Statement on WhatsApp',
              group: 'Screen',
              keywords: ['whatsapp', 'share', 'statement', 'pdf', 'send'],
              kbd: 'alt+w',
              run: share,
            } satisfies Command,
          ]
        : []),
    ],
    [party, id, period, remind, share],
  );
  useScreenCommands('ledger', commands);

  const title = ledger ? `${TITLES[party]}: ${ledger.party.name}` : TITLES[party];
  return (
    <section className="rec-screen" aria-labelledby="ledger-title">
      <RecordHead id="ledger-title" title={title}>
        <ExportButton
          screen="ledger"
          fileName={`${party}-ledger-${id}.csv`}
          header={['Date', 'Type', 'Number', 'Narration', 'Debit', 'Credit', 'Balance']}
          rows={() =>
            ledger
              ? [
                  ['', 'Brought Forward', '', '', '', '', ledger.opening],
                  ...ledger.rows.map((r) => [r.date, KIND_LABELS[r.kind] ?? r.kind, r.number, r.narration, r.debit, r.credit, r.balance]),
                  ['', 'Closing Balance', '', '', '', '', ledger.closing],
                ]
              : []
          }
        />
        <button type="button" className="rec-button" onClick={() => openInNewTab(statementPath(party, id, period))}>
          Print
          <kbd aria-hidden="true">Ctrl+P</kbd>
        </button>
        {party === 'customer' && (
          <button type="button" className="rec-button" onClick={remind}>
            WhatsApp Reminder
            <kbd aria-hidden="true">W</kbd>
          </button>
        )}
        {party === 'customer' && (
          <button type="button" className="rec-button" onClick={share}>
            Share Statement
            <kbd aria-hidden="true">Alt+W</kbd>
          </button>
        )}
      </RecordHead>
      {ledger && (
        <p className="rep-ledger-party">
          {ledger.party.name}
          {ledger.party.mobile && ` · ${ledger.party.mobile}`}
          {ledger.party.address && ` · ${ledger.party.address}`}
        </p>
      )}
      <DateRangeFilter
        idPrefix="ledger"
        applied={range !== null}
        onApply={setRange}
        onLeave={() => fromRef.current?.blur()}
        fromRef={fromRef}
        incomplete="showAll"
      />
      {notice && (
        <p className="rec-notice" role="status">
          {notice}
        </p>
      )}
      {reply && !reply.ok && (
        <p role="alert" className="rec-error">
          {reply.network ? 'Could not reach the server. Please try again.' : reply.msg}
        </p>
      )}
      <table className="rec-table rec-wide" aria-label={TITLES[party]} aria-busy={reply === null}>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Type</th>
            <th scope="col">Number</th>
            <th scope="col" className="rec-name">
              Narration
            </th>
            <th scope="col" className="num">
              Debit
            </th>
            <th scope="col" className="num">
              Credit
            </th>
            <th scope="col" className="num">
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {ledger && (
            <tr>
              <td />
              <th scope="row" colSpan={5}>
                Brought Forward
              </th>
              <td className="num">{balanceShown(party, ledger.opening)}</td>
            </tr>
          )}
          {reply === null && (
            <tr className="rec-placeholder">
              <td colSpan={7}>Loading...</td>
            </tr>
          )}
          {ledger?.rows.map((row, index) => (
            <LedgerEntryRow key={`${row.kind}-${row.number}-${index}`} party={party} row={row} narrationClassName="rec-name" />
          ))}
        </tbody>
        {ledger && (
          <tfoot>
            <tr>
              <td />
              <th scope="row" colSpan={5}>
                Closing Balance
              </th>
              <td className="num">{balanceShown(party, ledger.closing)}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </section>
  );
}
