// /orderdetails, /estimatedetails, /retailorderdetails (spec §2): header, customer block, items, totals block.
import { useMemo } from 'react';
import { billNumber } from '../../../../core/bill-series';
import { setQuotationFor } from '../../../api/pos';
import { announce } from '../../../ui/status';
import { shareBill } from '../../../share/bill-share';
import type { ApiResult } from '../../../api/client';
import type { OrderDetail, OrderKind, OrderLine } from '../../../api/orders';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { detailCommands } from '../../../ui/records/detail-commands';
import { openInNewTab, PathLink, useGo } from '../../../ui/records/PathLink';
import { TotalsBlock } from '../../../ui/records/TotalsBlock';
import { totalsRows } from '../../../../core/records/totals-rows';
import '../../../styles/records.css';
import { CompliancePanel } from './CompliancePanel';
import { BillNumbers, billingFacts, Facts, ItemTable, LoadFailure, type ItemRow } from './BillParts';
import { ORDER_SCREENS } from './order-kinds';
import { RecordHead } from './RecordHead';

/** The item column: estimates show only the product name, retail adds the quantity per box, GST bills the serial. */
function itemName(kind: OrderKind, line: OrderLine) {
  if (kind === 'retail' && line.qty_per_box !== undefined && line.qty_per_box !== '') {
    return `${line.product_name} (${line.qty_per_box} per box)`;
  }
  if (kind === 'gst' && line.serial_no) {
    return (
      <>
        {line.product_name} <span className="rec-dim rec-code">{line.serial_no}</span>
      </>
    );
  }
  return line.product_name;
}

export function orderItemRows(kind: OrderKind, lines: readonly OrderLine[]): ItemRow[] {
  return lines.map((line) => ({
    key: line.order_detail_id,
    name: itemName(kind, line),
    rate: line.rate ?? line.amount ?? '0',
    qty: line.qty ?? line.quantity ?? '',
    total: line.totalamount,
  }));
}

export function OrderDetailsScreen({ kind, orderId, reply }: { kind: OrderKind; orderId: string; reply: ApiResult<OrderDetail> }) {
  const config = ORDER_SCREENS[kind];
  const go = useGo();
  // B (issue 32): the counter opens with the quotation's customer and lines; a billed quotation says which bill it became.
  const billQuotation = (quotation: OrderDetail) => {
    if (quotation.billed_bill_no) return announce(`Quotation no. ${quotation.bill_no} is already billed as bill no. ${quotation.billed_bill_no}.`);
    setQuotationFor('to-open', quotation.order_id);
    go('/pos');
  };
  const printPath = config.print(orderId);
  const receiptPath = config.receipt?.(orderId);
  const billDatePath = `/editbilldate/${orderId}${kind === 'retail' ? '?from=retail' : ''}`;
  const returnPath = `/salesreturn/${orderId}`;
  const commands = useMemo(
    () =>
      detailCommands(`${config.screen}-details`, {
        back: () => go(config.back),
        print: reply.ok ? () => openInNewTab(printPath) : undefined,
        receipt: reply.ok && receiptPath ? () => openInNewTab(receiptPath) : undefined,
        billDate: reply.ok && config.billDate ? () => go(billDatePath) : undefined,
        salesReturn: reply.ok && kind !== 'estimate' ? () => go(returnPath) : undefined,
        billQuotation: reply.ok && kind === 'estimate' ? () => billQuotation(reply.body) : undefined,
        share: reply.ok && kind !== 'estimate' ? () => void shareBill(orderId).then(announce) : undefined,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- billQuotation is remade each render from announce and go, which never change
    [config, go, printPath, receiptPath, billDatePath, returnPath, kind, reply, orderId],
  );
  useScreenCommands(`${config.screen}-details`, commands);

  const titleId = `${config.screen}-details-title`;
  if (!reply.ok) {
    return (
      <section className="rec-screen" aria-labelledby={titleId}>
        <RecordHead id={titleId} title={config.detailsTitle} />
        <LoadFailure reply={reply} back={config.back} />
      </section>
    );
  }
  const order = reply.body;
  return (
    <section className="rec-screen" aria-labelledby={titleId}>
      <RecordHead id={titleId} title={config.detailsTitle}>
        <PathLink to={printPath} newTab className="rec-action">
          Print<kbd aria-hidden="true">Ctrl+P</kbd>
        </PathLink>
        {receiptPath && (
          <PathLink to={receiptPath} newTab className="rec-action">
            80 mm Receipt<kbd aria-hidden="true">R</kbd>
          </PathLink>
        )}
        {config.billDate && (
          <PathLink to={billDatePath} className="rec-action">
            Edit Bill Date<kbd aria-hidden="true">D</kbd>
          </PathLink>
        )}
        {kind !== 'estimate' && (
          <PathLink to={returnPath} className="rec-action">
            Sales Return<kbd aria-hidden="true">Shift+R</kbd>
          </PathLink>
        )}
        {kind !== 'estimate' && (
          <button type="button" className="rec-action" onClick={() => void shareBill(orderId).then(announce)}>
            Share on WhatsApp<kbd aria-hidden="true">Alt+W</kbd>
          </button>
        )}
        {kind === 'estimate' && (
          <button type="button" className="rec-action" onClick={() => billQuotation(order)}>
            Bill this Quotation<kbd aria-hidden="true">B</kbd>
          </button>
        )}
        <PathLink to={config.back} className="rec-action">
          Back<kbd aria-hidden="true">Esc</kbd>
        </PathLink>
      </RecordHead>
      <BillNumbers orderId={order.order_id} billNo={order.bill_no} date={order.orderdate} />
      {kind === 'estimate' && order.billed_bill_no && (
        <p className="rec-notice" role="note" aria-label="Billed">
          Billed as GST bill no. {order.billed_bill_no}
        </p>
      )}
      {kind !== 'estimate' && <CompliancePanel orderId={orderId} billNo={billNumber(kind, order.bill_no)} />}
      <Facts label="Customer" facts={billingFacts(order)} />
      <div className="rec-detail-body">
        <ItemTable rateHeader={config.rateHeader} rows={orderItemRows(kind, order.order_details ?? [])} />
        <TotalsBlock rows={totalsRows(order)} />
      </div>
    </section>
  );
}
