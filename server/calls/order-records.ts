// The wholesale GST order list, detail and delete (which cancels).
import { orderDetail } from '../sales/order-views';
import { cancelCall, detailCall, listCall } from './sales-bill-calls';

export const orderList = listCall('order.php', 'gst');
export const orderDetails = detailCall('order_details.php', 'gst', orderDetail);
export const orderDelete = cancelCall('order_delete.php', 'gst');
