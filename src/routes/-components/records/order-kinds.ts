// What differs between the order, estimate and retail order screens (spec §2): titles, paths, the rate column.
import type { OrderKind } from '../../../api/orders';

export interface OrderScreens {
  /** Command scope and element ids. */
  screen: string;
  title: string;
  detailsTitle: string;
  listPath: string;
  details(orderId: string): string;
  edit(orderId: string): string;
  print(orderId: string): string;
  /** The 80 mm thermal receipt (retail bills). */
  receipt?(orderId: string): string;
  /** Where the details screen's Back goes. */
  back: string;
  rateHeader: string;
  /** The list call's name, for the console when it fails. */
  call: string;
  /** Bill dates can be edited on GST and retail bills, not on quotations. */
  billDate: boolean;
  add?: { label: string; path: string };
}

export const ORDER_SCREENS: Record<OrderKind, OrderScreens> = {
  gst: {
    screen: 'orders',
    title: 'Order Management',
    detailsTitle: 'Order Details',
    listPath: '/orderlist',
    details: (id) => `/orderdetails/${id}`,
    edit: (id) => `/editorderdetails/${id}`,
    print: (id) => `/invoice/${id}`,
    back: '/orderlist',
    rateHeader: 'Sell Rate',
    call: 'order.php',
    billDate: true,
  },
  estimate: {
    screen: 'estimates',
    title: 'Estimate Management',
    detailsTitle: 'Estimate Details',
    listPath: '/estimatelist',
    details: (id) => `/estimatedetails/${id}`,
    edit: (id) => `/editestimatedetails/${id}`,
    print: (id) => `/estimate_invoice/${id}`,
    back: '/estimatelist',
    rateHeader: 'Sell Rate',
    call: 'estimate.php',
    billDate: false,
  },
  retail: {
    screen: 'retail-orders',
    title: 'Retail Order Management',
    detailsTitle: 'Retail Order Details',
    listPath: '/retailorderlist',
    details: (id) => `/retailorderdetails/${id}`,
    edit: (id) => `/editretailorderdetails/${id}`,
    // The spec leaves the retail invoice path open; the print issue serves it here.
    print: (id) => `/retailinvoice/${id}`,
    receipt: (id) => `/retailreceipt/${id}`,
    back: '/retailpos',
    rateHeader: 'Rate',
    call: 'retail_order.php',
    billDate: true,
    // Spec §2: the retail add screen's button reads "Add Estimate".
    add: { label: 'Add Estimate', path: '/posretailadd' },
  },
};

export const ORDER_DELETE = {
  words: { text: 'Are you sure you want to delete this product?', cancel: 'No', confirm: 'Yes, Delete' },
  done: 'Data Deleted Successfully',
  failed: 'Failed To Delete Subcategory',
} as const;
