// The billing screens' customer picker: type a name or a mobile number.
import type { CartCustomer } from '../../core/cart';

/** Names holding the text (case-insensitive) or mobiles holding its digits; names starting with it come first. */
export function findCustomers(customers: readonly CartCustomer[], text: string, limit = 8): CartCustomer[] {
  const query = text.trim().toLowerCase();
  if (query === '') return [];
  const digits = /^\+?[\d\s-]+$/.test(query) ? query.replace(/\D/g, '') : '';
  const starting: CartCustomer[] = [];
  const containing: CartCustomer[] = [];
  for (const customer of customers) {
    if (starting.length >= limit) break;
    const name = customer.name.toLowerCase();
    const at = name.indexOf(query);
    if (at === 0 || (digits !== '' && customer.mobile.startsWith(digits))) starting.push(customer);
    else if (containing.length < limit && (at > 0 || (digits !== '' && customer.mobile.includes(digits)))) containing.push(customer);
  }
  return starting.concat(containing).slice(0, limit);
}

/** "Ravi Traders · 9876543210 · Tamil Nadu" */
export function customerLabel(customer: CartCustomer): string {
  return [customer.name, customer.mobile, customer.state].filter((part) => part !== '').join(' · ');
}
