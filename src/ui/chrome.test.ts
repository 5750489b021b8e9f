import { describe, expect, it } from 'vitest';
import { isChromeHidden } from './chrome';

describe('header, side menu and footer are hidden on', () => {
  it.each([
    '/login',
    '/invoice/12',
    '/estimate_invoice/7',
    '/retailinvoice/7',
    '/retailreceipt/7',
    '/paidprint/3/9',
    '/paidprintsupplier/3/9',
    '/pos',
    '/pos/',
    '/estimate',
    '/posretailadd',
    '/retailpos',
    '/editorderdetails/5',
    '/editestimatedetails/5',
    '/editretailorderdetails/5',
  ])('%s', (path) => expect(isChromeHidden(path)).toBe(true));
});

describe('header, side menu and footer are shown on', () => {
  it.each(['/home', '/customerlist', '/orderlist', '/estimatelist', '/orderdetails/5', '/estimatedetails/5', '/posx', '/invoice', '/nowhere'])('%s', (path) =>
    expect(isChromeHidden(path)).toBe(false),
  );
});
