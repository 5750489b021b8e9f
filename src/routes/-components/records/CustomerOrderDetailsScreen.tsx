// /customorderdetails/{order_id} (spec §2): invoice number, date, billing block, item table, totals.
import { useMemo } from 'react';
import type { CustomerOrderDetail } from '../../../api/customer-records';
import type { ApiResult } from '../../../api/client';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { detailCommands } from '../../../ui/records/detail-commands';
import { openInNewTab, PathLink, useGo } from '../../../ui/records/PathLink';
import { TotalsBlock } from '../../../ui/records/TotalsBlock';
import { totalsRows } from '../../../../core/records/totals-rows';
import '../../../styles/records.css';
import { billingFacts, Facts, ItemTable, LoadFailure } from './BillParts';
import { RecordHead } from './RecordHead';

export function CustomerOrderDetailsScreen({ reply, userId }: { reply: ApiResult<CustomerOrderDetail>; userId?: string }) {
  const go = useGo();
  const back = userId ? `/customorderlist/${userId}` : '/customerlist';
  // A customer's bill is a GST or retail bill: its tax invoice prints at /invoice (Ctrl+P, as on every details screen).
  const printPath = reply.ok ? `/invoice/${reply.body.order_id}` : null;
  const commands = useMemo(
    () => detailCommands('customer-order', { back: () => go(back), print: printPath ? () => openInNewTab(printPath) : undefined }),
    [go, back, printPath],
  );
  useScreenCommands('customer-order', commands);

  if (!reply.ok) {
    return (
      <section className="rec-screen" aria-labelledby="customer-order-title">
        <RecordHead id="customer-order-title" title="Customer Order Details" />
        <LoadFailure reply={reply} back={back} />
      </section>
    );
  }
  const order = reply.body;
  const lines = order.order_details ?? [];
  return (
    <section className="rec-screen" aria-labelledby="customer-order-title">
      <RecordHead id="customer-order-title" title="Customer Order Details">
        {printPath && (
          <PathLink to={printPath} newTab className="rec-action">
            Print<kbd aria-hidden="true">Ctrl+P</kbd>
          </PathLink>
        )}
        <PathLink to={back} className="rec-action">
          Back<kbd aria-hidden="true">Esc</kbd>
        </PathLink>
      </RecordHead>
      <p className="rec-detail-head">
        <span>
          <span className="rec-dim">Invoice No.</span> {order.bill_no ?? order.order_id}
        </span>
        <span>
          <span className="rec-dim">Date</span> {order.orderdate}
        </span>
      </p>
      <Facts label="Billing" facts={billingFacts(order)} />
      <div className="rec-detail-body">
        <ItemTable
          rateHeader="Rate"
          extraHeaders={['HSN', 'Disc %']}
          rows={lines.map((line) => ({
            key: line.order_detail_id,
            name: line.product_name,
            rate: line.amount,
            qty: line.qty,
            extra: [line.hsn_code, Number(line.discount_percentage) > 0 ? line.discount_percentage : ''],
            total: line.net_total ?? line.totalamount,
          }))}
        />
        <TotalsBlock rows={totalsRows(order)} />
      </div>
    </section>
  );
}
