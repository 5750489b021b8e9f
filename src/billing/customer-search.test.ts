import { describe, expect, it } from 'vitest';
import type { CartCustomer } from '../../core/cart';
import { customerLabel, findCustomers } from './customer-search';

const c = (userId: string, name: string, mobile: string, state = ''): CartCustomer => ({ userId, name, mobile, state });
const CUSTOMERS = [
  c('1', 'Murugan Electricals', '9443012345', 'Tamil Nadu'),
  c('2', 'Lakshmi Home Appliances', '9847011111'),
  c('3', 'Sri Murugan Stores', '9000012345'),
];
const names = (list: CartCustomer[]) => list.map((x) => x.name);

describe('customer picker search', () => {
  it('matches names by substring, case-insensitive, names starting with the text first', () => {
    expect(names(findCustomers(CUSTOMERS, 'murugan'))).toEqual(['Murugan Electricals', 'Sri Murugan Stores']);
    expect(names(findCustomers(CUSTOMERS, 'HOME'))).toEqual(['Lakshmi Home Appliances']);
  });

  it('matches mobiles by their digits', () => {
    expect(names(findCustomers(CUSTOMERS, '98470'))).toEqual(['Lakshmi Home Appliances']);
    expect(names(findCustomers(CUSTOMERS, '12345'))).toEqual(['Murugan Electricals', 'Sri Murugan Stores']);
  });

  it('empty text finds nothing; the limit holds', () => {
    expect(findCustomers(CUSTOMERS, '  ')).toEqual([]);
    expect(findCustomers(CUSTOMERS, 'a', 1)).toHaveLength(1);
  });

  it('labels a customer by name, mobile and state', () => {
    expect(customerLabel(CUSTOMERS[0])).toBe('Murugan Electricals · 9443012345 · Tamil Nadu');
    expect(customerLabel(CUSTOMERS[1])).toBe('Lakshmi Home Appliances · 9847011111');
  });
});
