// The columns the pending and paid reports share, in the spec's order: the bill's date, the party, its mobile and the
// bill's amounts (Indian-grouped, as their totals row is).
import type { PendingRow } from '../../../api/payments';
import type { Column } from '../../../ui/records/DataTable';
import { rupeesShown } from '../../../../core/records/order-rows';

/** withCredit (the pending reports, issue 29 item 7): a Credit column between Paid and Pending, so the row adds up. */
export function partyBalanceColumns<Row extends PendingRow>(nameHeader: string, withCredit = false): Column<Row>[] {
  return [
    { key: 'date', header: 'Order Date', cell: (row) => row.order_date },
    { key: 'name', header: nameHeader, className: 'rec-name', cell: (row) => row.user_name },
    { key: 'mobile', header: 'Mobile', cell: (row) => row.mobile },
    { key: 'actual', header: 'Actual Amount', numeric: true, cell: (row) => rupeesShown(row.actual_amount) },
    { key: 'paid', header: 'Paid Amount', numeric: true, cell: (row) => rupeesShown(row.paid_amount) },
    ...(withCredit ? [{ key: 'credit', header: 'Credit', numeric: true, cell: (row: Row) => rupeesShown(row.credit_amount ?? '0') }] : []),
    { key: 'pending', header: 'Pending Balance', numeric: true, cell: (row) => rupeesShown(row.pending_balance) },
  ];
}
