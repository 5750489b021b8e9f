// Edit Bill Date: billdate_detail.php reads a bill's date, billdate_update.php moves it.
import { callApi, type ApiResult } from './client';

export function fetchBillDate(orderId: string): Promise<ApiResult<{ added_date: string }>> {
  return callApi<{ added_date: string }>('billdate_detail.php', { order_id: orderId });
}

export function updateBillDate(orderId: string, newDate: string): Promise<ApiResult<unknown>> {
  return callApi('billdate_update.php', { order_id: orderId, new_date: newDate });
}
