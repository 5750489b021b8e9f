// Every message a cart shows. The first group is the spec's exact wording (§5, §8); the rest fill its gaps.
import { MAX_RATE } from '../limits';
import { formatMoney } from '../money';

export const CART_MESSAGES = {
  invalidProductOrQuantity: 'Invalid product or quantity',
  invalidProductSelection: 'Invalid product selection!',
  selectCustomer: 'Please select a customer.',
  selectProduct: 'Please select a product',
  orderSaved: 'Order saved successfully!',
  saveFailed: 'Failed to save order.',
  productDeleted: 'Product Deleted Successfully',
  deleteFailed: 'Failed to delete product',
  deleteConfirm: 'Are you sure you want to delete this product?',

  itemNameRequired: 'Please enter the item name.',
  amountRequired: 'Please enter the amount.',
  amountInvalid: 'Amount must be above 0, with at most 2 decimals.',
  quantityRequired: 'Please enter the quantity.',
  quantityInvalid: 'Quantity must be a whole number from 1 to 1,00,000.',
  rateInvalid: `Rate must be a number from ${formatMoney(0)} to ${formatMoney(MAX_RATE)}, with at most 2 decimals.`,
  discountInvalid: 'Discount % must be a number from 0 to 100, with at most 2 decimals.',
  commissionInvalid: 'Commission % must be a number from 0 to 100, with at most 2 decimals.',
  ratesInvalid: 'GST and packing % must be from 0 to 100.',
  dateInvalid: 'Please enter a valid date.',
  lineLocked: 'This line is already saved: its rate and quantity cannot be changed.',
  savedLineDelete: 'This line is already saved: delete it from the saved order.',
  noSuchLine: 'That line is no longer in the cart.',
  duplicateLineId: 'A line with this id is already in the cart.',
  notOnThisScreen: 'Not available on this screen.',
  savedOrderInvalid: 'The saved order could not be read.',
  busySaving: 'Saving the order, please wait…',
  busyLoading: 'Loading products, please wait…',
  billLoadFailed: 'The bill could not be loaded.',
} as const;

/**
 * An unknown serial or code (issue 32): the spec's words (§5), then what was scanned, so the cashier can read it back
 * against the label. A scan with no text, or a bad quantity, keeps the spec's words alone.
 */
export const unknownProductKey = (key: string) => `${CART_MESSAGES.invalidProductOrQuantity}: no product with serial or code ${key}.`;
