// Sums of rupee text columns ("1234.50") for the reports' totals rows, in paise, shown with Indian grouping.
import { formatIndian } from '../../../../core/money';
import { amountOf } from '../../../../core/records/order-rows';

export function sumOf<Row>(rows: readonly Row[], pick: (row: Row) => string): string {
  return formatIndian(rows.reduce((sum, row) => sum + amountOf(pick(row)), 0));
}
