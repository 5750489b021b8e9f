import { describe, expect, it } from 'vitest';
import type { Flag } from './permissions';
import { DASHBOARD_FIGURES, FIGURE_SCREENS, visibleFigures } from './dashboard';
import { screenRule } from './screen-access';

const staff = (...flags: Flag[]) => ({ flags: new Set(flags), isOwner: false });

describe('the dashboard figures each user may see', () => {
  it('the owner sees them all', () => {
    expect(visibleFigures({ flags: new Set(), isOwner: true })).toEqual([...DASHBOARD_FIGURES]);
  });
  it('an employee with no flags, or a POS-only cashier, sees none', () => {
    expect(visibleFigures(staff())).toEqual([]);
    expect(visibleFigures(staff('gstbill'))).toEqual([]);
  });
  it('revenue and orders go with the sales report or the bill lists', () => {
    expect(visibleFigures(staff('sales_gst'))).toEqual(['total_revenue', 'total_order']);
    expect(visibleFigures(staff('gstbill_list'))).toEqual(['total_revenue', 'total_order']);
  });
  it('purchases without supplier invoice with the purchase list', () => {
    expect(visibleFigures(staff('purchase_list'))).toEqual(['purchases_without_supplier_invoice']);
  });
  it('products with the product screens, customers with the customer screens', () => {
    expect(visibleFigures(staff('product'))).toEqual(['total_product']);
    expect(visibleFigures(staff('customer', 'gstbill'))).toEqual(['total_customer']);
  });
  it('every screen named is in the route table', () => {
    for (const routes of Object.values(FIGURE_SCREENS)) for (const route of routes) expect(screenRule(route), route).toBeDefined();
  });
});
