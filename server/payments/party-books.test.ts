import { describe, expect, it } from 'vitest';
import { joinAddress } from './party-books';

describe('joinAddress: the party line of a payment receipt', () => {
  it('joins address, city and state, leaving out the blank ones', () => {
    expect(joinAddress('12 East Masi Street', 'Madurai', 'Tamil Nadu')).toBe('12 East Masi Street, Madurai, Tamil Nadu');
    expect(joinAddress(' 12 East Masi Street ', '', 'Tamil Nadu')).toBe('12 East Masi Street, Tamil Nadu');
    expect(joinAddress('', '', '')).toBe('');
  });

  it('does not say a city or state twice when the address already names it', () => {
    expect(joinAddress('166, Bazaar Street, Karaikudi', 'Karaikudi', 'Tamil Nadu')).toBe('166, Bazaar Street, Karaikudi, Tamil Nadu');
    expect(joinAddress('Car Street, MANGALURU, Karnataka', 'Mangaluru', 'karnataka')).toBe('Car Street, MANGALURU, Karnataka');
    // Only whole pieces count: "Madurai Road" does not name Madurai.
    expect(joinAddress('4, Madurai Road', 'Madurai', 'Tamil Nadu')).toBe('4, Madurai Road, Madurai, Tamil Nadu');
  });
});
