import { describe, expect, it } from 'vitest';
import { matchParty, parseReportQuery, reportHref } from './report-query';

const TODAY = '2026-11-21';

describe('palette report commands', () => {
  it('"sales gst this month" opens the sales GST report for November', () => {
    const query = parseReportQuery('sales gst this month', TODAY);
    expect(query).toEqual({
      path: '/gstreport',
      search: { from: '01-11-2026', to: '30-11-2026' },
      title: 'Sales GST Report: 01-11-2026 to 30-11-2026',
      flag: 'sales_gst',
    });
    expect(query && reportHref(query)).toBe('/gstreport?from=01-11-2026&to=30-11-2026');
  });

  it('"gstr3b this month" opens the GSTR-3B working of November; last month, a typed month and bare "gstr3b" too', () => {
    const query = parseReportQuery('gstr3b this month', TODAY);
    expect(query).toEqual({ path: '/gstr3b', search: { month: '11-2026' }, title: 'GSTR-3B: 11-2026', flag: 'sales_gst' });
    expect(query && reportHref(query)).toBe('/gstr3b?month=11-2026');
    expect(parseReportQuery('GSTR-3B last month', TODAY)?.search).toEqual({ month: '10-2026' });
    expect(parseReportQuery('gstr3b 03-2026', TODAY)?.search).toEqual({ month: '03-2026' });
    expect(parseReportQuery('gstr3b', TODAY)?.search).toEqual({ month: '11-2026' });
    expect(parseReportQuery('gstr3b someday', TODAY)).toBeNull();
  });

  it('"purchase gst last fy" is April 2025 to March 2026; a year such as 2024-25 works too', () => {
    expect(parseReportQuery('Purchase GST  last FY', TODAY)?.search).toEqual({ from: '01-04-2025', to: '31-03-2026' });
    expect(parseReportQuery('purchase gst 2024-25', TODAY)?.search).toEqual({ from: '01-04-2024', to: '31-03-2025' });
    expect(parseReportQuery('sales gst', TODAY)).toMatchObject({ path: '/gstreport', search: {} });
  });

  it('unknown date words are not a report command', () => {
    expect(parseReportQuery('sales gst someday', TODAY)).toBeNull();
    expect(parseReportQuery('customer', TODAY)).toBeNull();
  });

  it('stock, pending and paid take a party as typed', () => {
    expect(parseReportQuery('stock Chennai Fans', TODAY)).toMatchObject({ path: '/stock', search: { party: 'Chennai Fans' } });
    expect(parseReportQuery('pending Murugan', TODAY)).toMatchObject({ path: '/paymentpending', search: { party: 'Murugan' } });
    expect(parseReportQuery('paid Chennai Fans', TODAY)).toMatchObject({ path: '/paid_report_supplier', search: { party: 'Chennai Fans' } });
    expect(parseReportQuery('supplier pending Chennai', TODAY)).toMatchObject({ path: '/supplierpending', search: { party: 'Chennai' } });
    expect(parseReportQuery('customer paid Murugan', TODAY)).toMatchObject({ path: '/paid_report', search: { party: 'Murugan' } });
    expect(parseReportQuery('stock', TODAY)).toMatchObject({ path: '/stock', search: {} });
  });

  it('finds the party: exact name first, then a name containing the words', () => {
    const parties = [{ name: 'Murugan Electricals' }, { name: 'Murugan' }, { name: 'Lakshmi Home Appliances' }];
    expect(matchParty(parties, 'murugan')).toEqual({ name: 'Murugan' });
    expect(matchParty(parties, 'lakshmi')).toEqual({ name: 'Lakshmi Home Appliances' });
    expect(matchParty(parties, 'ganesh')).toBeNull();
  });
});

describe('the ITC register from the palette (issue 30)', () => {
  it('"itc this month", "itc last month" and "itc 9-2026" open /itc on that month, under the purchase GST flag', () => {
    const today = '2026-12-05';
    expect(parseReportQuery('itc this month', today)).toEqual({
      path: '/itc',
      search: { month: '12-2026' },
      title: 'ITC Register: 12-2026',
      flag: 'purchase_gst',
    });
    expect(parseReportQuery('ITC', today)?.search).toEqual({ month: '12-2026' });
    const last = parseReportQuery('itc last month', today);
    expect(last && reportHref(last)).toBe('/itc?month=11-2026');
    expect(parseReportQuery('itc 9-2026', today)?.search).toEqual({ month: '09-2026' });
    expect(parseReportQuery('itc 13-2026', today)).toBeNull();
    expect(parseReportQuery('itc 06-2017', today)).toBeNull();
  });
});
