import { describe, expect, it } from 'vitest';
import { paletteFilter } from './palette-filter';

describe('paletteFilter', () => {
  it('offers the command whose words match, and not one whose id only scatters the letters', () => {
    expect(paletteFilter('account.logout', 'log out', ['Log out', 'sign out', 'logout'])).toBeGreaterThan(0.5);
    expect(paletteFilter('catalogue.product-update', 'log out', ['Product Update', 'bulk price', 'update list', 'prices'])).toBe(0);
  });

  it('keeps prefixes and word-start abbreviations', () => {
    expect(paletteFilter('nav.customers', 'cust', ['Customer', 'customerlist'])).toBeGreaterThan(0);
    expect(paletteFilter('nav.sales-gst-report', 'sgr', ['Sales GST Report', 'gstreport'])).toBeGreaterThan(0);
    expect(paletteFilter('nav.pos', 'bill', ['GST Bill or POS', 'pos', 'bill', 'sale'])).toBeGreaterThan(0);
  });
});
