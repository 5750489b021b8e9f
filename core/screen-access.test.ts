import { describe, expect, it } from 'vitest';
import { privilegesNeeded } from './screen-access';

describe('privilegesNeeded', () => {
  it('names the privileges as the privilege screen does, never by their wire names', () => {
    expect(privilegesNeeded(['gstbill_list'])).toBe('the Sales or GST Bill List privilege');
    expect(privilegesNeeded(['supplier', 'payment_details'])).toBe('one of the privileges Supplier, Payment Details');
  });
});
