// /ageingprint/{customer|supplier}?as_of= (issue 29 item 3): the ageing report on A4 with the shop's header, the as-on
// date, a row per party and the totals; the print dialog 2 seconds after it arrives (machines/print.ts). Chrome is
// hidden (src/ui/chrome.ts). The /ageing screen's Ctrl+P opens it for the date it shows.
import { createPrintMachine } from '../../machines/print';
import type { LedgerParty } from '../../core/ledger/documents';
import { fetchAgeing, type AgeingReply } from '../api/ageing';
import { AGEING_FIGURES, AGEING_TITLES } from '../routes/-components/ageing/ageing-columns';
import { PrintSheet, usePrintDocument } from './usePrintDocument';
import { ShopHeader } from './ShopHeader';
import './print.css';
import './payment-receipt.css';

const ageingMachine = createPrintMachine<AgeingReply>();

export const ageingTitle = (report: AgeingReply): string => `${AGEING_TITLES[report.party].replace(' ', '_')}_${report.as_of}`;

export function AgeingDocument({ report }: { report: AgeingReply }) {
  const nameHeader = report.party === 'customer' ? 'Customer Name' : 'Supplier Name';
  return (
    <article className="pr-sheet pr-a4 pr-payment" aria-label={AGEING_TITLES[report.party]}>
      <ShopHeader seller={report.seller_detail} />
      <header className="pr-title">
        <h1>{AGEING_TITLES[report.party]}</h1>
      </header>
      <dl className="pr-meta" aria-label="As on">
        <dt>As on</dt>
        <dd>{report.as_of}</dd>
        <dt>Total</dt>
        <dd>{report.totals.total}</dd>
      </dl>
      <table className="pr-items">
        <thead>
          <tr>
            <th scope="col">S.No</th>
            <th scope="col">{nameHeader}</th>
            <th scope="col">Mobile</th>
            {AGEING_FIGURES.map((f) => (
              <th key={f.key} scope="col" className="num">
                {f.header}
              </th>
            ))}
            <th scope="col">Oldest Unpaid</th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row, index) => (
            <tr key={row.id}>
              <td>{index + 1}</td>
              <td>{row.name}</td>
              <td>{row.mobile}</td>
              {AGEING_FIGURES.map((f) => (
                <td key={f.key} className="num">
                  {row[f.key]}
                </td>
              ))}
              <td>{row.oldest_date}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            {AGEING_FIGURES.map((f) => (
              <td key={f.key} className="num">
                {report.totals[f.key]}
              </td>
            ))}
            <td />
          </tr>
        </tfoot>
      </table>
    </article>
  );
}

export function AgeingPrintPage({ party, asOf }: { party: LedgerParty; asOf?: string | undefined }) {
  const { reply } = usePrintDocument({
    machine: ageingMachine,
    load: () => fetchAgeing(party, asOf),
    source: `${party}/${asOf ?? ''}`,
    input: { titleOf: ageingTitle, titleDuring: 'page' },
    keyword: 'ageing',
  });
  return (
    <PrintSheet sheet="a4" reply={reply}>
      {(report) => <AgeingDocument report={report} />}
    </PrintSheet>
  );
}
