import { describe, expect, it } from 'vitest';
import { bestParty, ledgerQuery, matchParties, type NamedParty } from './party-match';

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

describe("the pending reports' party picker (matchParties)", () => {
  const parties = [
    { id: '1', name: 'T. Ramesh', mobile: '9443000001' },
    { id: '2', name: 'Jeyam Cooling Point', mobile: '9443000002' },
    { id: '3', name: 'Jeyam Traders', mobile: '9443000003' },
    { id: '4', name: 'Jeyam Traders Madurai', mobile: '9876543210' },
    { id: '5', name: 'Sri Jeyam Stores', mobile: '9443000005' },
  ];
  const ids = (typed: string) => matchParties(parties, typed).map((p) => p.id);

  it('the exact name first, then names that start with the text, then word starts, then the mobile', () => {
    expect(ids('Jeyam Traders')).toEqual(['3', '4']);
    expect(ids('  jeyam   traders ')).toEqual(['3', '4']);
    expect(ids('Jeyam')).toEqual(['2', '3', '4', '5']);
    expect(ids('traders jeyam')).toEqual(['3', '4']);
    expect(ids('ramesh')).toEqual(['1']);
    expect(ids('98765')).toEqual(['4']);
    expect(ids('Jeyam Tx')).toEqual([]);
    expect(ids('')).toEqual([]);
  });

  it('every prefix of "Jeyam Traders" typed so far names a Jeyam, never T. Ramesh; the whole name names Jeyam Traders', () => {
    const typed = 'Jeyam Traders';
    for (let n = 1; n <= typed.length; n += 1) expect(matchParties(parties, typed.slice(0, n))[0]?.id).not.toBe('1');
    expect(matchParties(parties, typed)[0]?.name).toBe('Jeyam Traders');
  });
});
