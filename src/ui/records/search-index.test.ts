import { describe, expect, it } from 'vitest';
import { createSearchIndex, haystack } from './search-index';

const customers = [
  { name: 'Murugan Electricals', mobile: '9443012345', gst: '33AAACR5055K1ZE' },
  { name: 'Lakshmi Home Appliances', mobile: '9847011111', gst: '' },
  { name: 'A. Murugesan', mobile: '7425440905', gst: '29AAACR5055K1ZF' },
];
const index = () => createSearchIndex(customers.map((c) => haystack(c.name, c.mobile, c.gst)));

describe('the customer search index', () => {
  it('matches name in any case, mobile or GST number', () => {
    const search = index();
    expect(search.search('MURUG')).toEqual([0, 2]);
    expect(search.search('98470')).toEqual([1]);
    expect(search.search('33aaacr')).toEqual([0]);
  });

  it('gives every row for a blank query and none for an unknown one', () => {
    const search = index();
    expect(search.search('  ')).toEqual([0, 1, 2]);
    expect(search.search('zzz')).toEqual([]);
  });

  it('narrows and widens as the query is typed and erased', () => {
    const search = index();
    expect(search.search('m')).toEqual([0, 1, 2]);
    expect(search.search('mu')).toEqual([0, 2]);
    expect(search.search('mure')).toEqual([]);
    expect(search.search('mu')).toEqual([0, 2]);
    expect(search.search('lak')).toEqual([1]);
  });

  it('never matches across two fields', () => {
    expect(index().search('electricals9443')).toEqual([]);
  });
});
