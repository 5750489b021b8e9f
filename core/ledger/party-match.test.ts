import { describe, expect, it } from 'vitest';
import { bestParty, ledgerQuery, type NamedParty } from './party-match';

const parties: NamedParty[] = [
  { party: 'customer', id: '1', name: 'T. Ramesh' },
  { party: 'customer', id: '2', name: 'Jeyam Cooling Point' },
  { party: 'customer', id: '3', name: 'Jeyam Traders' },
  { party: 'supplier', id: '9', name: 'Sri Jeyam Distributors' },
  { party: 'supplier', id: '8', name: 'Kovai Cooling' },
];

describe('the party "ledger <name>" opens', () => {
  it('reads the words after ledger or statement', () => {
    expect(ledgerQuery('ledger jeyam')).toBe('jeyam');
    expect(ledgerQuery('  Statement  Jeyam Traders ')).toBe('Jeyam Traders');
    expect(ledgerQuery('ledger')).toBeNull();
    expect(ledgerQuery('pending jeyam')).toBeNull();
  });

  it('exact name, then a name starting with the words (shortest first), then a word starting with them, then containing', () => {
    expect(bestParty(parties, 'jeyam traders')?.id).toBe('3');
    expect(bestParty(parties, 'jeyam')?.id).toBe('3');
    expect(bestParty(parties, 'jeyam c')?.id).toBe('2');
    expect(bestParty(parties, 'cooling')?.id).toBe('8');
    expect(bestParty(parties, 'distrib')?.id).toBe('9');
    expect(bestParty(parties, 'amesh')?.id).toBe('1');
    expect(bestParty(parties, 'nobody')).toBeNull();
    expect(bestParty(parties, '  ')).toBeNull();
  });
});
