// The purchase entry's words (spec §4, §5 as the purchase screens show them): one place, so the decider, the screen
// and the tests read the same text.
import { MAX_RATE } from '../cart/cart.input';
import { formatMoney } from '../money';

export const PURCHASE_MESSAGES = {
  selectSupplier: 'Please select a customer.',
  selectProduct: 'Please select a product',
  invalidSelection: 'Invalid product selection!',
  invalidDetails: 'Invalid product details!',
  saved: 'Purchase saved successfully!',
  saveFailed: 'Failed to save Purchase.',
  rateInvalid: `Rate must be a number from ${formatMoney(0)} to ${formatMoney(MAX_RATE)}, with at most 2 decimals.`,
  gstInvalid: 'GST % must be a number from 0 to 100, with at most 2 decimals.',
  quantityInvalid: 'Quantity must be a whole number from 1 to 1,00,000.',
  dateInvalid: 'Please enter a valid date.',
  lineLocked: 'This line is already saved: its quantity cannot be changed.',
  noSuchLine: 'That line is no longer in the purchase.',
  /** The editor refuses a saved purchase it cannot read (purchase.detail.ts), as the bill editors do. */
  savedPurchaseInvalid: 'The saved purchase could not be read.',
} as const;

export const onlyInStock = (stock: number) => `Only ${stock} items available in stock!`;
