// /cancelorderdetails/{order_id} (spec §2): the cancelled bill from cancel_order.php, Back and a print link.
import { useMemo } from 'react';
import type { CancelledOrder } from '../../../api/cancelled';
import type { ApiResult } from '../../../api/client';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { detailCommands } from '../../../ui/records/detail-commands';
import { openInNewTab, PathLink, useGo } from '../../../ui/records/PathLink';
import { TotalsBlock } from '../../../ui/records/TotalsBlock';
import { totalsRows } from '../../../../core/records/totals-rows';
import '../../../styles/records.css';
import { BillNumbers, Facts, ItemTable, LoadFailure } from './BillParts';
import { RecordHead } from './RecordHead';

const BACK = '/cancelorder';

export function CancelledDetailsScreen({ orderId, reply }: { orderId: string; reply: ApiResult<CancelledOrder> }) {
  const go = useGo();
  const printPath = `/invoice/${orderId}`;
  const commands = useMemo(
    () => detailCommands('cancelled-details', { back: () => go(BACK), print: reply.ok ? () => openInNewTab(printPath) : undefined }),
    [go, printPath, reply.ok],
  );
  useScreenCommands('cancelled-details', commands);

  if (!reply.ok) {
    return (
      <section className="rec-screen" aria-labelledby="cancelled-details-title">
        <RecordHead id="cancelled-details-title" title="Cancelled Order Details" />
        <LoadFailure reply={reply} back={BACK} />
      </section>
    );
  }
  const order = reply.body;
  const place = [order.billing_city, order.billing_state, order.billing_pincode].filter(Boolean).join(', ');
  return (
    <section className="rec-screen" aria-labelledby="cancelled-details-title">
      <RecordHead id="cancelled-details-title" title="Cancelled Order Details">
        <PathLink to={printPath} newTab className="rec-action">
          Print<kbd aria-hidden="true">Ctrl+P</kbd>
        </PathLink>
        <PathLink to={BACK} className="rec-action">
          Back<kbd aria-hidden="true">Esc</kbd>
        </PathLink>
      </RecordHead>
      <BillNumbers orderId={order.order_id} billNo={order.bill_no} date={order.orderdate}>
        <span className="rec-pending">Cancelled</span>
      </BillNumbers>
      <Facts
        label="Customer"
        facts={[
          ['Name', order.billing_name || order.name],
          ['Address', order.billing_address],
          ['Place', place],
          ['Mobile', order.mobile],
          ['E-mail', order.email],
        ]}
      />
      <div className="rec-detail-body">
        <ItemTable
          rateHeader="Rate"
          rows={(order.order_details ?? []).map((line) => ({
            key: line.order_detail_id,
            name: line.product_name,
            rate: line.amount,
            qty: line.qty,
            total: line.totalamount,
          }))}
        />
        <TotalsBlock rows={totalsRows({ ...order, billing_state: order.billing_state ?? '' })} />
      </div>
    </section>
  );
}
