import { z } from 'zod';
import { formatRupees } from '../../core/money';
import { defineCall } from '../call';

export const dashboard = defineCall({
  path: 'dashboard.php',
  schema: z.object({}).passthrough(),
  async run({ db }) {
    // Revenue and orders count issued sales bills (GST and retail); estimates and cancelled bills are not sales.
    const sales = await db
      .selectFrom('orders')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.coalesce(eb.fn.sum<number>('total'), eb.lit(0)).as('revenue')])
      .where('kind', 'in', ['gst', 'retail'])
      .where('cancelled', '=', 0)
      .executeTakeFirstOrThrow();
    const products = await db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    const customers = await db.selectFrom('customers').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    return {
      body: {
        total_revenue: formatRupees(Number(sales.revenue)),
        total_order: Number(sales.count),
        total_product: Number(products.count),
        total_customer: Number(customers.count),
      },
    };
  },
});
