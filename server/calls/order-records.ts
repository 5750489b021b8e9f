// The wholesale GST order list (and its index for the browser), detail and delete (which cancels).
import { orderDetail } from '../sales/order-views';
import { cancelCall, detailCall, indexCall, listCall } from './sales-bill-calls';

export const orderList = listCall('order.php', 'gst');
export const orderListIndex = indexCall('order_index.php', 'gst');
export const orderDetails = detailCall('order_details.php', 'gst', orderDetail);
export const orderDelete = cancelCall('order_delete.php', 'gst');
