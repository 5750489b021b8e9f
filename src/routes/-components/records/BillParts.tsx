// Pieces every bill detail screen shares: the bill's numbers, the facts list (customer block), the item table, a load failure.
import type { ReactNode } from 'react';
import type { ApiResult } from '../../../api/client';
import { rupeesShown } from '../../../../core/records/order-rows';
import { PathLink } from '../../../ui/records/PathLink';

export function Facts({ label, facts }: { label: string; facts: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="rec-facts" aria-label={label}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The line under a bill's title: Order ID, Bill No. (when numbered) and Date, then anything the screen adds. */
export function BillNumbers({ orderId, billNo, date, children }: { orderId: string; billNo?: string | number | null; date: string; children?: ReactNode }) {
  return (
    <p className="rec-detail-head">
      <span>
        <span className="rec-dim">Order ID</span> {orderId}
      </span>
      {billNo && (
        <span>
          <span className="rec-dim">Bill No.</span> {billNo}
        </span>
      )}
      <span>
        <span className="rec-dim">Date</span> {date}
      </span>
      {children}
    </p>
  );
}

/** The spec's customer block of a bill: Name, Address, Mobile, State. */
export function billingFacts(bill: {
  billing_name: string;
  billing_address: string;
  mobile: string;
  billing_state: string;
}): ReadonlyArray<readonly [string, ReactNode]> {
  return [
    ['Name', bill.billing_name],
    ['Address', bill.billing_address],
    ['Mobile', bill.mobile],
    ['State', bill.billing_state],
  ];
}

export interface ItemRow {
  key: string;
  name: ReactNode;
  rate: string;
  qty: string | number;
  total: string;
  extra?: ReadonlyArray<ReactNode>;
}

/** S.No, Product Name, the rate column, Qty, Total (and any extra columns before Total). */
export function ItemTable({ rateHeader, rows, extraHeaders = [] }: { rateHeader: string; rows: readonly ItemRow[]; extraHeaders?: readonly string[] }) {
  return (
    <table className="rec-items" aria-label="Items">
      <thead>
        <tr>
          <th scope="col" className="num">
            S.No
          </th>
          <th scope="col">Product Name</th>
          <th scope="col" className="num">
            {rateHeader}
          </th>
          <th scope="col" className="num">
            Qty
          </th>
          {extraHeaders.map((header) => (
            <th key={header} scope="col" className="num">
              {header}
            </th>
          ))}
          <th scope="col" className="num">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.key}>
            <td className="num rec-dim">{index + 1}</td>
            <td className="rec-name">{row.name}</td>
            <td className="num">{rupeesShown(row.rate)}</td>
            <td className="num">{row.qty}</td>
            {(row.extra ?? []).map((cell, i) => (
              <td key={extraHeaders[i] ?? i} className="num">
                {cell}
              </td>
            ))}
            <td className="num">{rupeesShown(row.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What a detail screen shows when its record did not load. */
export function LoadFailure({ reply, back }: { reply: ApiResult<unknown>; back: string }) {
  if (reply.ok) return null;
  return (
    <>
      <p className="rec-error" role="alert">
        {reply.network ? 'Could not reach the server. Please try again.' : reply.msg}
      </p>
      <PathLink to={back} className="rec-action rec-back-alone">
        Back<kbd aria-hidden="true">Esc</kbd>
      </PathLink>
    </>
  );
}
