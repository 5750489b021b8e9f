// /statement/{customer|supplier}/{id}?from=&to= (issue 29 item 2): the A4 "Statement of Account" with the shop's
// header, the party, the period, the balance brought forward, every row with its running balance and the closing;
// the print dialog 2 seconds after it arrives (machines/print.ts). Chrome is hidden (src/ui/chrome.ts).
import { createPrintMachine } from '../../machines/print';
import { fetchLedger, type LedgerParty, type PartyLedgerReply } from '../api/ledger';
import { balanceShown, LedgerEntryRow } from '../routes/-components/ledger/ledger-rows';
import { PrintSheet, usePrintDocument } from './usePrintDocument';
import { ShopHeader } from './ShopHeader';
import './print.css';
import './payment-receipt.css';

const statementMachine = createPrintMachine<PartyLedgerReply>();

export const statementTitle = (ledger: PartyLedgerReply): string => `Statement_of_Account_${ledger.party.name.trim()}`;

export function StatementDocument({ ledger }: { ledger: PartyLedgerReply }) {
  const seller = ledger.seller_detail;
  const party = ledger.party.type;
  const period = ledger.from_date || ledger.to_date ? `${ledger.from_date || 'the start'} to ${ledger.to_date || 'date'}` : 'All dates';
  return (
    <article className="pr-sheet pr-a4 pr-payment" aria-label="Statement of Account">
      <ShopHeader seller={seller} />
      <header className="pr-title">
        <h1>Statement of Account</h1>
      </header>
      <section className="pr-parties">
        <div className="pr-buyer" aria-label={party === 'customer' ? 'Customer' : 'Supplier'}>
          <p className="pr-label">{party === 'customer' ? 'Customer' : 'Supplier'}</p>
          <p className="pr-buyer-name">{ledger.party.name}</p>
          {ledger.party.mobile && <p>Phone: {ledger.party.mobile}</p>}
          {ledger.party.address && <p>{ledger.party.address}</p>}
          {ledger.party.gst_number && <p>GSTIN: {ledger.party.gst_number}</p>}
        </div>
        <dl className="pr-meta" aria-label="Period">
          <dt>Period</dt>
          <dd>{period}</dd>
          <dt>Closing Balance</dt>
          <dd>{balanceShown(party, ledger.closing)}</dd>
        </dl>
      </section>
      <table className="pr-items">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Type</th>
            <th scope="col">Number</th>
            <th scope="col">Narration</th>
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
          <tr>
            <td colSpan={6}>Brought Forward</td>
            <td className="num">{balanceShown(party, ledger.opening)}</td>
          </tr>
          {ledger.rows.map((row, index) => (
            <LedgerEntryRow key={`${row.kind}-${row.number}-${index}`} party={party} row={row} />
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={6}>
              Closing Balance
            </th>
            <td className="num">{balanceShown(party, ledger.closing)}</td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}

export function StatementPage({ party, id, from, to }: { party: LedgerParty; id: string; from?: string | undefined; to?: string | undefined }) {
  const { reply } = usePrintDocument({
    machine: statementMachine,
    load: () => fetchLedger({ party, id, from, to }),
    source: `${party}/${id}/${from ?? ''}/${to ?? ''}`,
    input: { titleOf: statementTitle, titleDuring: 'page' },
    keyword: 'statement',
  });
  return (
    <PrintSheet sheet="a4" reply={reply}>
      {(ledger) => <StatementDocument ledger={ledger} />}
    </PrintSheet>
  );
}
