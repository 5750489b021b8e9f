// /customerlist (spec §2): every customer loaded once, searched on the client, 25 a page.
import { useMemo } from 'react';
import { deleteCustomer, fetchCustomers, type CustomerRecord } from '../../../api/customer-records';
import { showAlert } from '../../../ui/alerts';
import { announce } from '../../../ui/status';
import type { Column } from '../../../ui/records/DataTable';
import { firstSerial } from '../../../ui/records/pager';
import { PathLink, useGo } from '../../../ui/records/PathLink';
import { haystack } from '../../../ui/records/search-index';
import { useClientList } from '../../../ui/records/useClientList';
import { ManagedListScreen } from './ManagedListScreen';
import { ledgerPath } from '../ledger/ledger-paths';

export const CUSTOMER_DELETE = {
  words: { text: 'Are you sure you want to delete this customer?', cancel: 'Cancel', confirm: 'Delete' },
  invalid: 'Invalid User ID',
  network: 'Failed to delete customer. Please try again.',
} as const;

// Spec §5: name (any case), mobile or GST number.
const customerHaystack = (c: CustomerRecord) => haystack(c.name, c.mobile || c.telephone, c.tax_number);
const viewPath = (c: CustomerRecord) => `/viewcustomer/${c.user_id}`;
const historyPath = (c: CustomerRecord) => `/customorderlist/${c.user_id}`;

export function CustomerListScreen() {
  const list = useClientList({ load: fetchCustomers, what: 'customer_list.php', haystackOf: customerHaystack });
  const go = useGo();
  const first = firstSerial(list.page);

  const columns = useMemo<Column<CustomerRecord>[]>(
    () => [
      { key: 'sno', header: 'S.No.', numeric: true, className: 'rec-dim', cell: (_row, index) => first + index },
      { key: 'name', header: 'Customer Name', className: 'rec-name', cell: (row) => row.name },
      { key: 'mobile', header: 'Mobile', cell: (row) => row.mobile || row.telephone },
      { key: 'gst', header: 'GST Number', cell: (row) => row.tax_number },
      {
        key: 'history',
        header: 'Orders History',
        cell: (row) => (
          <PathLink to={historyPath(row)} tabIndex={-1}>
            Orders
          </PathLink>
        ),
      },
    ],
    [first],
  );

  const remove = async (row: CustomerRecord) => {
    if (!row.user_id) return showAlert(CUSTOMER_DELETE.invalid);
    const reply = await deleteCustomer(row.user_id);
    if (reply.ok) {
      announce(reply.msg);
      list.reload();
    } else showAlert(reply.network ? CUSTOMER_DELETE.network : `Error: ${reply.msg}`);
  };

  return (
    <ManagedListScreen<CustomerRecord>
      screen="customers"
      title="Customer Management"
      addPath="/addcustomer"
      addLabel="Add Customer"
      list={list}
      columns={columns}
      actionLinks={(row) => (
        <PathLink to={viewPath(row)} tabIndex={-1}>
          Edit
        </PathLink>
      )}
      rowKey={(row) => row.user_id}
      labels={{ open: 'View', edit: 'Edit', history: 'Orders History', ledger: 'Ledger', remove: 'Delete' }}
      open={(row) => go(viewPath(row))}
      edit={(row) => go(viewPath(row))}
      history={(row) => go(historyPath(row))}
      ledger={(row) => go(ledgerPath('customer', row.user_id))}
      remove={{ words: CUSTOMER_DELETE.words, run: remove, missing: () => showAlert(CUSTOMER_DELETE.invalid) }}
    />
  );
}
