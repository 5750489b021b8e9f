// The dashboard's four figures (issue 28): each is shown only to those who may open a screen that lists what it
// counts, so the dashboard never tells anyone more than their own screens would. One rule for dashboard.php and the
// dashboard screen.
import { mayOpen, screenRule, type ScreenUser } from './screen-access';

export const DASHBOARD_FIGURES = ['total_revenue', 'total_order', 'total_product', 'total_customer', 'purchases_without_supplier_invoice'] as const;
export type DashboardFigure = (typeof DASHBOARD_FIGURES)[number];

/**
 * The screens that list what each figure counts. Revenue and orders are the sales bills: the sales report (/gstreport,
 * sales_gst) and the bill lists (/orderlist, gstbill_list) show them; products /products; customers /customerlist.
 */
export const FIGURE_SCREENS: Readonly<Record<DashboardFigure, readonly string[]>> = {
  total_revenue: ['/gstreport', '/orderlist'],
  total_order: ['/gstreport', '/orderlist'],
  total_product: ['/products'],
  total_customer: ['/customerlist'],
  // Issue 30: the accountant's to-do, listed by the purchase list's "without supplier invoice" filter.
  purchases_without_supplier_invoice: ['/purchaselist'],
};

/** The figures this user may see, in the dashboard's order (the owner sees them all). */
export function visibleFigures(user: ScreenUser): DashboardFigure[] {
  return DASHBOARD_FIGURES.filter((figure) =>
    FIGURE_SCREENS[figure].some((route) => {
      const rule = screenRule(route);
      return rule !== undefined && mayOpen(rule.access, user);
    }),
  );
}
