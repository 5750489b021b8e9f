// /customorderlist/{user_id} (spec §2): one customer's orders, date range (dd/mm/yyyy), search, 25 a page.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { fetchCustomer, fetchCustomerOrders, type CustomerOrderRow } from '../../../api/customer-records';
import type { Column } from '../../../ui/records/DataTable';
import { PathLink, useGo } from '../../../ui/records/PathLink';
import { listBinding } from '../../../ui/records/list-binding';
import { RecordList } from '../../../ui/records/RecordList';
import { haystack } from '../../../ui/records/search-index';
import { useClientList } from '../../../ui/records/useClientList';
import { PaymentStatusCell } from './OrderListScreen';
import { RecordHead } from './RecordHead';

// Spec §5: name, mobile or order id.
const orderHaystack = (row: CustomerOrderRow) => haystack(row.name, row.billing_phonenumber || row.mobile, row.order_id);
const dateOf = (row: CustomerOrderRow) => row.orderdate;

export function customerOrderPath(orderId: string, userId: string): string {
  return `/customorderdetails/${orderId}?user=${encodeURIComponent(userId)}`;
}

export function CustomerOrderListScreen({ userId }: { userId: string }) {
  const load = useCallback(() => fetchCustomerOrders(userId), [userId]);
  const list = useClientList({ load, what: 'customer_order.php', haystackOf: orderHaystack, dateOf });
  const [customer, setCustomer] = useState('');
  const go = useGo();
  useEffect(() => {
    let current = true;
    void fetchCustomer(userId).then((reply) => current && reply.ok && setCustomer(reply.body.name));
    return () => {
      current = false;
    };
  }, [userId]);

  const columns = useMemo<Column<CustomerOrderRow>[]>(
    () => [
      { key: 'id', header: 'Order ID', numeric: true, cell: (row) => row.order_id },
      { key: 'bill', header: 'Bill No.', numeric: true, className: 'rec-dim', cell: (row) => row.bill_no },
      { key: 'date', header: 'Date', cell: (row) => row.orderdate },
      { key: 'name', header: 'Customer Name', className: 'rec-name', cell: (row) => row.name },
      { key: 'mobile', header: 'Mobile Number', cell: (row) => row.billing_phonenumber || row.mobile },
      { key: 'amount', header: 'Amount', numeric: true, cell: (row) => row.amount },
      { key: 'status', header: 'Payment Status', cell: (row) => <PaymentStatusCell balance={row.balance} /> },
      {
        key: 'view',
        header: 'View',
        cell: (row) => (
          <PathLink to={customerOrderPath(row.order_id, userId)} tabIndex={-1}>
            View
          </PathLink>
        ),
      },
    ],
    [userId],
  );

  return (
    <section className="rec-screen" aria-labelledby="customer-orders-title">
      <RecordHead id="customer-orders-title" title="Orders History">
        {customer && <span className="rec-sub">{customer}</span>}
        <PathLink to="/customerlist" className="rec-action">
          Back<kbd aria-hidden="true">Alt+U</kbd>
        </PathLink>
      </RecordHead>
      <RecordList<CustomerOrderRow>
        {...listBinding(list, 'Search Order', { dates: true })}
        screen="customer-orders"
        tableLabel="Orders History"
        columns={columns}
        rowKey={(row) => row.order_id}
        emptyText="No orders found"
        labels={{ open: 'View' }}
        open={(row) => go(customerOrderPath(row.order_id, userId))}
      />
    </section>
  );
}
