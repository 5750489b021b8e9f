import type { Kysely } from 'kysely';
import { addDays, todayInKolkata } from '../../core/dates';
import { BRANDS, PRODUCT_CATEGORIES, UNITS } from './demo/catalogue-data';
import { makeProducts, makeRetailProducts } from './demo/catalogue';
import { makeCustomers } from './demo/people';
import { PLAN_SIZE, planTrade, type OrderKind } from './demo/plan';
import { Rng } from './demo/random';
import { RETAIL_CATEGORIES } from './demo/retail-data';
import { SUPPLIERS } from './demo/shop';
import { istStamp } from './demo/time';
import { writeBarcodes, writeCustomers, writeNames, writeProducts, writeRetail, writeShop, writeSuppliers } from './demo/write-catalogue';
import { writeTrade } from './demo/write-trade';
import { writeReturns } from './demo/returns';
import type { Database } from './types';

/** Every demo shop is the same shop: the generator is seeded with this. */
const DEMO_SEED = 0x6b756c69; // "kuli"

/**
 * Seeds the demo shop on a database with no products: the shop's settings, catalogue, suppliers, customers and five
 * months of purchases, bills, payments and cash book before `now`. Answers a one-line summary, or null when it did nothing.
 */
export async function seedDemo(db: Kysely<Database>, now: Date): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const anyProduct = await trx.selectFrom('products').select('product_id').limit(1).executeTakeFirst();
    const anyRetail = await trx.selectFrom('retail_products').select('product_id').limit(1).executeTakeFirst();
    if (anyProduct || anyRetail) return null;
    const owner = await trx.selectFrom('employees').select('user_id').where('is_owner', '=', 1).orderBy('user_id').executeTakeFirst();
    if (!owner) throw new Error('The demo shop needs the owner account: bootstrap the database first.');
    const lastBills = await trx
      .selectFrom('orders')
      .select(['kind', 'fy'])
      .select((eb) => eb.fn.max('bill_no').as('last'))
      .groupBy(['kind', 'fy'])
      .execute();
    const lastBill = new Map(lastBills.map((row) => [`${row.kind} ${row.fy}`, Number(row.last)]));

    const rng = new Rng(DEMO_SEED);
    const today = todayInKolkata(now);
    const openedOn = addDays(today, -(PLAN_SIZE.days + 5));
    const openedAt = istStamp(openedOn, 9 * 60, now);
    const products = makeProducts(rng, openedOn);
    const retail = makeRetailProducts(rng);
    const customers = makeCustomers(rng);
    const plan = planTrade(rng, {
      products,
      retail,
      customers,
      today,
      openedOn,
      lastBillNo: (kind: OrderKind, fy: string) => lastBill.get(`${kind} ${fy}`) ?? 0,
    });

    await writeShop(trx, now.toISOString());
    const names = await writeNames(
      trx,
      [...PRODUCT_CATEGORIES.map((c) => c.name), ...RETAIL_CATEGORIES],
      BRANDS.map(([name]) => name),
      UNITS,
    );
    const suppliers = await writeSuppliers(trx, rng, openedAt);
    const ids = {
      suppliers,
      products: await writeProducts(trx, products, plan.stock, suppliers, names, openedAt),
      retail: await writeRetail(trx, retail, plan.retailStock, names, openedAt),
      customers: await writeCustomers(trx, customers, openedAt),
    };
    await writeBarcodes(trx, ids.products);
    const written = await writeTrade(trx, plan, { products, retail, customers }, ids, owner.user_id, now);
    const returns = await writeReturns(trx, owner.user_id, now);

    const bills = (kind: OrderKind) => plan.orders.filter((o) => o.kind === kind).length;
    const cancelled = plan.orders.filter((o) => o.cancelled !== null).length;
    return [
      `${SUPPLIERS.length} suppliers`,
      `${products.length} products`,
      `${retail.length} retail products`,
      `${customers.length} customers`,
      `${plan.purchases.length} purchases`,
      `${bills('gst')} GST bills (${cancelled} cancelled)`,
      `${bills('retail')} retail bills`,
      `${bills('estimate')} estimates`,
      `${written.payments} payments`,
      `${plan.cashBook.length} cash book entries`,
      `${written.ledger} stock movements`,
      `${returns} sales returns`,
    ].join(', ');
  });
}
