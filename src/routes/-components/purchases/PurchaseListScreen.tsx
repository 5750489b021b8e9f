// /purchaselist, Purchase Management (back-office §2): client-side pages of 25, a Total row for the page shown,
// view, edit and delete (confirm) per row, and Add Purchase.
import { useCallback, useMemo } from 'react';
import { deletePurchase, fetchPurchaseList, type PurchaseRow } from '../../../api/purchases';
import { showAlert } from '../../../ui/alerts';
import type { Column } from '../../../ui/records/DataTable';
import { pageTotal } from '../../../../core/records/order-rows';
import { PathLink, useGo } from '../../../ui/records/PathLink';
import { haystack } from '../../../ui/records/search-index';
import { useClientList } from '../../../ui/records/useClientList';
import { announce } from '../../../ui/status';
import { DELETE_WORDS, ManagedListScreen } from '../records/ManagedListScreen';

const purchaseHaystack = (row: PurchaseRow) => haystack(row.order_id, row.name, row.billing_phonenumber, row.supplier_invoice_no);

/** Issue 30: purchases booked without the supplier's invoice number (the dashboard's count). */
export const withoutSupplierInvoice = (row: PurchaseRow): boolean => (row.supplier_invoice_no ?? '') === '';
const detailsPath = (id: string) => `/purchasedetails/${id}`;
const editPath = (id: string) => `/editpurchase/${id}`;

export function PurchaseListScreen({ missingInvoice = false }: { missingInvoice?: boolean }) {
  const load = useCallback(
    () => fetchPurchaseList().then((reply) => (reply.ok && missingInvoice ? { ...reply, body: reply.body.filter(withoutSupplierInvoice) } : reply)),
    [missingInvoice],
  );
  const list = useClientList({ load, what: 'pos_purchase_list', haystackOf: purchaseHaystack });
  const go = useGo();
  const columns = useMemo<Column<PurchaseRow>[]>(
    () => [
      { key: 'id', header: 'Purchase ID', numeric: true, cell: (row) => row.order_id },
      { key: 'date', header: 'Date', cell: (row) => row.orderdate },
      { key: 'name', header: 'SupplierName', className: 'rec-name', cell: (row) => row.name },
      { key: 'phone', header: 'Phone Number', cell: (row) => row.billing_phonenumber },
      { key: 'amount', header: 'Amount', numeric: true, cell: (row) => row.amount },
      { key: 'invoice-no', header: 'Supplier Invoice No', cell: (row) => row.supplier_invoice_no ?? '' },
      { key: 'invoice-date', header: 'Supplier Invoice Date', cell: (row) => row.supplier_invoice_date ?? '' },
    ],
    [],
  );
  const remove = async (row: PurchaseRow) => {
    const reply = await deletePurchase(row.order_id);
    if (reply.ok) {
      announce('Data Deleted Successfully');
      showAlert('Data Deleted Successfully');
      list.reload();
    } else showAlert(reply.network ? 'Failed To Delete Subcategory' : reply.msg || 'Failed To Delete Subcategory');
  };
  return (
    <ManagedListScreen<PurchaseRow>
      screen="purchaselist"
      title={missingInvoice ? 'Purchases without supplier invoice' : 'Purchase Management'}
      addPath="/addpurchase"
      addLabel="Add Purchase"
      addAs="button"
      list={list}
      columns={columns}
      actionLinks={(row) => (
        <>
          <PathLink to={detailsPath(row.order_id)} tabIndex={-1}>
            View
          </PathLink>
          <PathLink to={editPath(row.order_id)} tabIndex={-1}>
            Edit
          </PathLink>
        </>
      )}
      rowKey={(row) => row.order_id}
      labels={{ open: 'View', edit: 'Edit', remove: 'Delete' }}
      open={(row) => go(detailsPath(row.order_id))}
      edit={(row) => go(editPath(row.order_id))}
      remove={{ words: DELETE_WORDS, run: remove }}
      footer={
        <tr>
          <th scope="row" colSpan={4}>
            Total
          </th>
          <td className="num">{pageTotal(list.rows)}</td>
          <td colSpan={3} />
        </tr>
      }
    />
  );
}
