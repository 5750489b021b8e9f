import { z } from 'zod';
import { visibleFigures, type DashboardFigure } from '../../core/dashboard';
import { formatRupees } from '../../core/money';
import { defineCall } from '../call';
import { signedIn } from './sales-bill-calls';

/**
 * The four summary figures, each only to those who may open a screen listing what it counts (core/dashboard.ts,
 * issue 28): revenue and orders need the sales report or the bill lists; a figure the user may not see is left out.
 */
export const dashboard = defineCall({
  path: 'dashboard.php',
  schema: z.object({}).passthrough(),
  async run({ db, user }) {
    const visible = new Set<DashboardFigure>(visibleFigures(signedIn(user)));
    const body: Partial<Record<DashboardFigure, string | number>> = {};
    if (visible.has('total_revenue') || visible.has('total_order')) {
      // Revenue and orders count issued sales bills (GST and retail); estimates and cancelled bills are not sales.
      const sales = await db
        .selectFrom('orders')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.coalesce(eb.fn.sum<number>('total'), eb.lit(0)).as('revenue')])
        .where('kind', 'in', ['gst', 'retail'])
        .where('cancelled', '=', 0)
        .executeTakeFirstOrThrow();
      if (visible.has('total_revenue')) body.total_revenue = formatRupees(Number(sales.revenue));
      if (visible.has('total_order')) body.total_order = Number(sales.count);
    }
    if (visible.has('total_product')) {
      const products = await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      body.total_product = Number(products.count);
    }
    if (visible.has('total_customer')) {
      const customers = await db
        .selectFrom('customers')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      body.total_customer = Number(customers.count);
    }
    if (visible.has('purchases_without_supplier_invoice')) {
      const purchases = await db
        .selectFrom('purchases')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('supplier_invoice_no', 'is', null)
        .executeTakeFirstOrThrow();
      body.purchases_without_supplier_invoice = Number(purchases.count);
    }
    return { body };
  },
});
