// The GSTR-3B working's tables (issue 30), shared by /gstr3b and its print: 3.1(a) beside GSTR-1's own figures, 3.2 by
// place of supply beside GSTR-1's, table 4 (ITC available, reversed, net) and the tax payable with the credit used in
// the law's order and the cash to pay. Amounts arrive as rupees (the portal's JSON), shown in the Indian grouping.
import { resolveState } from '../../../../core/gst-states';
import { formatIndian } from '../../../../core/money';
import type { Gstr3bWorking } from '../../../api/gstr3b';

const r = (rupees: number | undefined): string => formatIndian(Math.round((rupees ?? 0) * 100));
const placeName = (pos: string): string => `${pos} - ${resolveState(pos)?.name ?? ''}`;

export function Gstr3bTables({ data, className = 'rec-table' }: { data: Gstr3bWorking; className?: string }) {
  const own = data.sup_details.osup_det;
  const gstr1 = data.gstr1.osup_det;
  const agrees31 = own.txval === gstr1.txval && own.iamt === gstr1.iamt && own.camt === gstr1.camt && own.samt === gstr1.samt;
  const places = [...new Set([...data.inter_sup.unreg_details.map((x) => x.pos), ...data.gstr1.unreg_details.map((x) => x.pos)])].sort();
  const avl = data.itc_elg.itc_avl.find((x) => x.ty === 'OTH');
  const rev = data.itc_elg.itc_rev.find((x) => x.ty === 'OTH');
  const net = data.itc_elg.itc_net;
  const t = data.tax_payable;
  return (
    <div className="gstr3b-tables">
      <table className={className} aria-label="3.1(a) Outward taxable supplies">
        <caption>3.1(a) Outward taxable supplies (other than zero rated, nil rated and exempted), net of credit notes</caption>
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col">Taxable Value</th>
            <th scope="col">Integrated Tax</th>
            <th scope="col">Central Tax</th>
            <th scope="col">State/UT Tax</th>
            <th scope="col">Cess</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">GSTR-3B</th>
            <td className="num">{r(own.txval)}</td>
            <td className="num">{r(own.iamt)}</td>
            <td className="num">{r(own.camt)}</td>
            <td className="num">{r(own.samt)}</td>
            <td className="num">{r(own.csamt)}</td>
          </tr>
          <tr>
            <th scope="row">GSTR-1</th>
            <td className="num">{r(gstr1.txval)}</td>
            <td className="num">{r(gstr1.iamt)}</td>
            <td className="num">{r(gstr1.camt)}</td>
            <td className="num">{r(gstr1.samt)}</td>
            <td className="num">{r(gstr1.csamt)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={6} className={agrees31 ? 'gstr3b-agrees' : 'gstr3b-differs'}>
              {agrees31 ? 'Agrees with GSTR-1' : 'Differs from GSTR-1'}
            </td>
          </tr>
        </tfoot>
      </table>

      <table className={className} aria-label="3.2 Inter-state supplies to unregistered persons">
        <caption>3.2 Inter-state supplies to unregistered persons, by place of supply</caption>
        <thead>
          <tr>
            <th scope="col">Place of Supply</th>
            <th scope="col">Taxable Value</th>
            <th scope="col">Integrated Tax</th>
            <th scope="col">GSTR-1 Taxable Value</th>
            <th scope="col">GSTR-1 Integrated Tax</th>
            <th scope="col">Check</th>
          </tr>
        </thead>
        <tbody>
          {places.length === 0 && (
            <tr>
              <td colSpan={6}>None this month</td>
            </tr>
          )}
          {places.map((pos) => {
            const a = data.inter_sup.unreg_details.find((x) => x.pos === pos);
            const b = data.gstr1.unreg_details.find((x) => x.pos === pos);
            const agrees = (a?.txval ?? 0) === (b?.txval ?? 0) && (a?.iamt ?? 0) === (b?.iamt ?? 0);
            return (
              <tr key={pos}>
                <th scope="row">{placeName(pos)}</th>
                <td className="num">{r(a?.txval)}</td>
                <td className="num">{r(a?.iamt)}</td>
                <td className="num">{r(b?.txval)}</td>
                <td className="num">{r(b?.iamt)}</td>
                <td className={agrees ? 'gstr3b-agrees' : 'gstr3b-differs'}>{agrees ? 'Agrees' : 'Differs'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <table className={className} aria-label="4 Eligible ITC">
        <caption>4 Eligible ITC</caption>
        <thead>
          <tr>
            <th scope="col">Details</th>
            <th scope="col">Integrated Tax</th>
            <th scope="col">Central Tax</th>
            <th scope="col">State/UT Tax</th>
            <th scope="col">Cess</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">4(A)(5) All other ITC (purchases)</th>
            <td className="num">{r(avl?.iamt)}</td>
            <td className="num">{r(avl?.camt)}</td>
            <td className="num">{r(avl?.samt)}</td>
            <td className="num">{r(avl?.csamt)}</td>
          </tr>
          <tr>
            <th scope="row">4(B)(2) ITC reversed, others (debit notes)</th>
            <td className="num">{r(rev?.iamt)}</td>
            <td className="num">{r(rev?.camt)}</td>
            <td className="num">{r(rev?.samt)}</td>
            <td className="num">{r(rev?.csamt)}</td>
          </tr>
          <tr>
            <th scope="row">4(C) Net ITC available</th>
            <td className="num">{r(net.iamt)}</td>
            <td className="num">{r(net.camt)}</td>
            <td className="num">{r(net.samt)}</td>
            <td className="num">{r(net.csamt)}</td>
          </tr>
        </tbody>
      </table>

      <table className={className} aria-label="Tax payable">
        <caption>Tax payable: credit used in the law&apos;s order (IGST credit first), and cash to pay</caption>
        <thead>
          <tr>
            <th scope="col">Tax</th>
            <th scope="col">Payable</th>
            <th scope="col">Paid by IGST credit</th>
            <th scope="col">Paid by CGST credit</th>
            <th scope="col">Paid by SGST credit</th>
            <th scope="col">Cash to pay</th>
            <th scope="col">Credit left</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Integrated Tax</th>
            <td className="num">{r(t.liability.iamt)}</td>
            <td className="num">{r(t.itc_used.igst.iamt)}</td>
            <td className="num">{r(t.itc_used.cgst.iamt)}</td>
            <td className="num">{r(t.itc_used.sgst.iamt)}</td>
            <td className="num">{r(t.cash.iamt)}</td>
            <td className="num">{r(t.itc_carried.iamt)}</td>
          </tr>
          <tr>
            <th scope="row">Central Tax</th>
            <td className="num">{r(t.liability.camt)}</td>
            <td className="num">{r(t.itc_used.igst.camt)}</td>
            <td className="num">{r(t.itc_used.cgst.camt)}</td>
            <td className="num">—</td>
            <td className="num">{r(t.cash.camt)}</td>
            <td className="num">{r(t.itc_carried.camt)}</td>
          </tr>
          <tr>
            <th scope="row">State/UT Tax</th>
            <td className="num">{r(t.liability.samt)}</td>
            <td className="num">{r(t.itc_used.igst.samt)}</td>
            <td className="num">—</td>
            <td className="num">{r(t.itc_used.sgst.samt)}</td>
            <td className="num">{r(t.cash.samt)}</td>
            <td className="num">{r(t.itc_carried.samt)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
