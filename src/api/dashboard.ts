import { callApi, type ApiResult } from './client';

/** dashboard.php: the four summary figures; any may be missing. */
export interface DashboardSummary {
  total_revenue?: string | number | null;
  total_order?: string | number | null;
  total_product?: string | number | null;
  total_customer?: string | number | null;
  /** Issue 30: purchases booked without the supplier's invoice number and date. */
  purchases_without_supplier_invoice?: string | number | null;
}

export function fetchDashboard(): Promise<ApiResult<DashboardSummary | null>> {
  return callApi<DashboardSummary | null>('dashboard.php', {});
}
