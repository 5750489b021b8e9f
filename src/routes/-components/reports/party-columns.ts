// The columns the pending and paid reports share, in the spec's order: the bill's date, the party, its mobile and the
// bill's three amounts (Indian-grouped, as their totals row is).
import type { PendingRow } from '../../../api/payments';
import type { Column } from '../../../ui/records/DataTable';
import { rupeesShown } from '../../../ui/records/order-rows';

export function partyBalanceColumns<Row extends PendingRow>(nameHeader: string): Column<Row>[] {
  return [
    { key: 'date', header: 'Order Date', cell: (row) => row.order_date },
    { key: 'name', header: nameHeader, className: 'rec-name', cell: (row) => row.user_name },
    { key: 'mobile', header: 'Mobile', cell: (row) => row.mobile },
    { key: 'actual', header: 'Actual Amount', numeric: true, cell: (row) => rupeesShown(row.actual_amount) },
    { key: 'paid', header: 'Paid Amount', numeric: true, cell: (row) => rupeesShown(row.paid_amount) },
    { key: 'pending', header: 'Pending Balance', numeric: true, cell: (row) => rupeesShown(row.pending_balance) },
  ];
}
