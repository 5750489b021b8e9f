// /orderlist, /estimatelist, /retailorderlist (spec §2): every bill of the kind is read once per visit in columns
// (order_index.php) and from then on any From/To range and search is answered and paged in the browser (a keystroke
// repaints at once); until it is in, the first page and any search come from the server.
import { useMemo } from 'react';
import { billName, billNumber } from '../../../../core/bill-series';
import { deleteOrder, fetchOrderIndex, fetchOrderPage, type OrderKind, type OrderListRow } from '../../../api/orders';
import { INVALID_REPLY } from '../../../api/client';
import { showAlert } from '../../../ui/alerts';
import type { Column } from '../../../ui/records/DataTable';
import { rangeQuery } from '../../../ui/records/date-filter';
import { pageTotal, paymentStatus } from '../../../../core/records/order-rows';
import { PAGE_SIZE } from '../../../ui/records/pager';
import { PathLink, useGo } from '../../../ui/records/PathLink';
import { listBinding } from '../../../ui/records/list-binding';
import { RecordList } from '../../../ui/records/RecordList';
import { holdOrders } from '../../../ui/records/held-orders';
import { useServerList, type ServerQuery, type WholeList } from '../../../ui/records/useServerList';
import { ORDER_DELETE, ORDER_SCREENS } from './order-kinds';
import { RecordHead } from './RecordHead';

const fetchers = Object.fromEntries(
  (['gst', 'estimate', 'retail'] as const).map((kind) => [
    kind,
    (query: ServerQuery) => fetchOrderPage(kind, { ...rangeQuery(query.range), search: query.search, page: query.page, per_page: PAGE_SIZE }),
  ]),
) as Record<OrderKind, (query: ServerQuery) => ReturnType<typeof fetchOrderPage>>;

const wholeList =
  (kind: OrderKind): WholeList<OrderListRow> =>
  async () => {
    const reply = await fetchOrderIndex(kind);
    if (!reply.ok) return reply;
    try {
      return { ...reply, body: holdOrders(reply.body) };
    } catch {
      return { ok: false, code: 200, msg: INVALID_REPLY };
    }
  };
const wholeLists: Record<OrderKind, WholeList<OrderListRow>> = { gst: wholeList('gst'), estimate: wholeList('estimate'), retail: wholeList('retail') };

export function PaymentStatusCell({ balance }: { balance: string }) {
  const status = paymentStatus(balance);
  return <span className={status === 'Pending' ? 'rec-pending' : 'rec-paid'}>{status}</span>;
}

export function OrderListScreen({ kind }: { kind: OrderKind }) {
  const config = ORDER_SCREENS[kind];
  const list = useServerList(fetchers[kind], config.call, wholeLists[kind]);
  const go = useGo();

  const columns = useMemo<Column<OrderListRow>[]>(
    () => [
      // The spec's column label; under it the printed bill number with its series (issue 32): the number on the paper,
      // the one people type in Search Order. The internal order_id stays in the links and calls.
      { key: 'id', header: 'Order ID', numeric: true, cell: (row) => (kind === 'retail' ? billNumber('retail', row.bill_no) : row.bill_no) },
      { key: 'date', header: 'Date', cell: (row) => row.orderdate },
      { key: 'name', header: 'Customer Name', className: 'rec-name', cell: (row) => row.name },
      { key: 'mobile', header: 'Mobile Number', cell: (row) => row.billing_phonenumber || row.mobile },
      { key: 'amount', header: 'Amount', numeric: true, cell: (row) => row.amount },
      { key: 'status', header: 'Payment Status', cell: (row) => <PaymentStatusCell balance={row.balance} /> },
      // A quotation turned into a bill (issue 32) names that bill as it is printed; blank while not billed.
      ...(kind === 'estimate'
        ? [{ key: 'billed', header: 'Billed as', cell: (row: OrderListRow) => (row.billed_bill_no ? billName('gst', row.billed_bill_no) : '') }]
        : []),
      {
        key: 'view',
        header: 'View',
        cell: (row) => (
          <PathLink to={config.details(row.order_id)} tabIndex={-1}>
            View
          </PathLink>
        ),
      },
    ],
    [config, kind],
  );

  return (
    <section className="rec-screen" aria-labelledby={`${config.screen}-title`} data-search-in={list.held ? 'page' : 'server'}>
      <RecordHead id={`${config.screen}-title`} title={config.title}>
        {config.add && (
          <PathLink to={config.add.path} className="rec-action">
            {config.add.label}
            <kbd aria-hidden="true">A</kbd>
          </PathLink>
        )}
      </RecordHead>
      <RecordList<OrderListRow>
        {...listBinding(list, 'Search Order', { dates: true })}
        screen={config.screen}
        tableLabel={config.title}
        columns={columns}
        actionLinks={(row) => (
          <PathLink to={config.edit(row.order_id)} tabIndex={-1}>
            Edit
          </PathLink>
        )}
        rowKey={(row) => row.order_id}
        emptyText="No orders found"
        labels={{ open: 'View', edit: 'Edit', remove: 'Delete', add: config.add?.label }}
        open={(row) => go(config.details(row.order_id))}
        edit={(row) => go(config.edit(row.order_id))}
        add={config.add ? () => go(config.add?.path ?? '/') : undefined}
        remove={{
          words: ORDER_DELETE.words,
          run: async (row) => {
            const reply = await deleteOrder(kind, row.order_id);
            showAlert(reply.ok ? ORDER_DELETE.done : ORDER_DELETE.failed);
            if (reply.ok) list.reload();
          },
        }}
        footer={
          <tr>
            <th scope="row" colSpan={4}>
              Total
            </th>
            <td className="num">{pageTotal(list.rows)}</td>
            <td colSpan={kind === 'estimate' ? 4 : 3} />
          </tr>
        }
      />
    </section>
  );
}
