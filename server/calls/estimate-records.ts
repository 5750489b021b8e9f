// The estimate (quotation) list (and its index for the browser), detail and delete.
import { orderDetail } from '../sales/order-views';
import { detailCall, estimateDeleteCall, indexCall, listCall } from './sales-bill-calls';

export const estimateList = listCall('estimate.php', 'estimate');
export const estimateListIndex = indexCall('estimate_index.php', 'estimate');
export const estimateDetails = detailCall('estimate_details.php', 'estimate', orderDetail);
export const estimateDelete = estimateDeleteCall('estimate_delete.php');
