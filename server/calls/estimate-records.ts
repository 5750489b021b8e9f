// The estimate (quotation) list, detail and delete.
import { orderDetail } from '../sales/order-views';
import { detailCall, estimateDeleteCall, listCall } from './sales-bill-calls';

export const estimateList = listCall('estimate.php', 'estimate');
export const estimateDetails = detailCall('estimate_details.php', 'estimate', orderDetail);
export const estimateDelete = estimateDeleteCall('estimate_delete.php');
