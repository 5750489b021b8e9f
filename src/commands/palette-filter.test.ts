import { describe, expect, it } from 'vitest';
import { groupsByBestMatch, paletteFilter } from './palette-filter';

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

  it('puts a command whose title words start with the typed words above one that only lists the word', () => {
    // cmdk alone scores Settings (keyword "gst") 0.900 and the GST report 0.891 for "gst".
    const report = paletteFilter('nav.sales-gst-report', 'gst', ['Sales GST Report', 'gstreport']);
    const settings = paletteFilter('nav.settings', 'gst', ['Settings', 'settings', 'shop', 'gst']);
    expect(report).toBeGreaterThan(settings);
    expect(paletteFilter('nav.sales-gst-report', 'sales rep', ['Sales GST Report', 'gstreport'])).toBeGreaterThanOrEqual(0.99);
  });

  it('lists the group holding the best match first, and keeps the usual order when nothing is typed', () => {
    const commands = [
      { id: 'catalogue.retail-products', title: 'Retail Products', keywords: ['retailproduct', 'retail product'], group: 'Menu' },
      { id: 'nav.stock-report', title: 'Stock Report', keywords: ['stock'], group: 'Reports' },
      { id: 'account.logout', title: 'Log out', keywords: ['sign out'], group: 'Account' },
    ] as const;
    expect(groupsByBestMatch(['Menu', 'Reports', 'Account'], commands, 'rep')).toEqual(['Reports', 'Menu', 'Account']);
    expect(groupsByBestMatch(['Menu', 'Reports', 'Account'], commands, '')).toEqual(['Menu', 'Reports', 'Account']);
  });
});
