// Which GST lines the counter shows (issue 32): the invoice's own rule (core/tax-columns.ts saleSplit: the place of
// supply, the customer's state or else its GSTIN's, against the seller's state from the settings), never a state of
// its own. Until a customer is chosen the bill is the shop's own state's (CGST + SGST).
import type { TaxSplit } from '../billing';
import { saleSplit } from '../tax-columns';
import type { Catalogue } from './cart.catalogue';
import type { CartCustomer } from './cart.state';

export function counterSplit(catalogue: Pick<Catalogue, 'sellerState' | 'gstins'>, customer: CartCustomer | null): TaxSplit {
  if (customer === null) return 'intra';
  return saleSplit(customer.state, catalogue.gstins.get(customer.userId), catalogue.sellerState);
}
