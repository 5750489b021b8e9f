// /cancelorder (spec §2): cancelled bills, From/To filter on their dd/mm/yyyy dates, search, a view link.
import { useMemo } from 'react';
import { fetchCancelledOrders, type CancelledOrder } from '../../../api/cancelled';
import type { Column } from '../../../ui/records/DataTable';
import { PathLink, useGo } from '../../../ui/records/PathLink';
import { listBinding } from '../../../ui/records/list-binding';
import { RecordList } from '../../../ui/records/RecordList';
import { haystack } from '../../../ui/records/search-index';
import { useClientList } from '../../../ui/records/useClientList';
import { RecordHead } from './RecordHead';

const cancelledHaystack = (row: CancelledOrder) => haystack(row.name, row.mobile, row.order_id, row.bill_no);
const dateOf = (row: CancelledOrder) => row.orderdate;
const detailPath = (row: CancelledOrder) => `/cancelorderdetails/${row.order_id}`;

export function CancelledListScreen() {
  const list = useClientList({ load: fetchCancelledOrders, what: 'cancel_order.php', haystackOf: cancelledHaystack, dateOf });
  const go = useGo();
  const columns = useMemo<Column<CancelledOrder>[]>(
    () => [
      { key: 'id', header: 'Order ID', numeric: true, cell: (row) => row.order_id },
      { key: 'bill', header: 'Bill No.', numeric: true, className: 'rec-dim', cell: (row) => row.bill_no ?? '' },
      { key: 'date', header: 'Date', cell: (row) => row.orderdate },
      { key: 'name', header: 'Customer Name', className: 'rec-name', cell: (row) => row.name },
      { key: 'mobile', header: 'Mobile Number', cell: (row) => row.mobile },
      { key: 'amount', header: 'Amount', numeric: true, cell: (row) => row.amount },
      {
        key: 'view',
        header: 'View',
        cell: (row) => (
          <PathLink to={detailPath(row)} tabIndex={-1}>
            View
          </PathLink>
        ),
      },
    ],
    [],
  );
  return (
    <section className="rec-screen" aria-labelledby="cancelled-title">
      <RecordHead id="cancelled-title" title="Cancelled Orders" />
      <RecordList<CancelledOrder>
        {...listBinding(list, 'Search Order', { dates: true })}
        screen="cancelled"
        tableLabel="Cancelled Orders"
        columns={columns}
        rowKey={(row) => row.order_id}
        emptyText="No orders found"
        labels={{ open: 'View' }}
        open={(row) => go(detailPath(row))}
      />
    </section>
  );
}
