// The retail order list (and its index for the browser), detail and delete (which cancels).
import { retailOrderDetail } from '../sales/order-views';
import { cancelCall, detailCall, indexCall, listCall } from './sales-bill-calls';

export const retailOrderList = listCall('retail_order.php', 'retail');
export const retailOrderListIndex = indexCall('retail_order_index.php', 'retail');
export const retailOrderDetails = detailCall('retail_order_details.php', 'retail', retailOrderDetail);
export const retailOrderDelete = cancelCall('retail_order_delete.php', 'retail');
