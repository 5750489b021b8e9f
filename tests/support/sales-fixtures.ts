// Test data for the sales record calls, written straight into the database as the POS would leave it.
import type { Kysely } from 'kysely';
import { salesTotals, type SalesRates } from '../../core/billing';
import { financialYear, type IsoDate } from '../../core/dates';
import type { Database, OrderTable } from '../../server/db/types';

const AT = '2026-11-21T06:30:00.000Z';

export async function ownerIdOf(db: Kysely<Database>): Promise<number> {
  const owner = await db.selectFrom('employees').select('user_id').where('is_owner', '=', 1).executeTakeFirstOrThrow();
  return owner.user_id;
}

export async function addSupplier(db: Kysely<Database>, name = 'Chennai Fans Distributors'): Promise<number> {
  const row = await db
    .insertInto('suppliers')
    .values({ supplier_name: name, mobile: '9840012345', address: 'Parrys, Chennai', state: 'Tamil Nadu', gst_number: '', created_at: AT, updated_at: AT })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface ProductSeed {
  name: string;
  serial: string;
  rate: number;
  stock: number;
  brand?: string;
  hsn?: string;
  /** The product's own GST rate in basis points (issue 31 item 4); left out: the shop's CGST + SGST. */
  gstBp?: number;
}

async function brandId(db: Kysely<Database>, name: string | undefined): Promise<number | null> {
  if (!name) return null;
  const found = await db.selectFrom('brands').select('brand_id').where('brand_name', '=', name).executeTakeFirst();
  if (found) return found.brand_id;
  return (await db.insertInto('brands').values({ brand_name: name }).returning('brand_id').executeTakeFirstOrThrow()).brand_id;
}

export async function addProduct(db: Kysely<Database>, supplierId: number, seed: ProductSeed): Promise<number> {
  const row = await db
    .insertInto('products')
    .values({
      product_name: seed.name,
      supplier_id: supplierId,
      category_id: null,
      brand_id: await brandId(db, seed.brand),
      unit_id: null,
      batch_no: '',
      serial_no: seed.serial,
      product_code: '',
      model: '',
      type: '',
      hsn_code: seed.hsn ?? '841451',
      purchase_rate: Math.round(seed.rate * 0.8),
      sell_rate: seed.rate,
      price_per_pcs: seed.rate,
      rate: seed.rate,
      rate_per: 'Nos',
      count_of_pcs: 1,
      box_contents: '',
      qty_per_box: 1,
      stock: seed.stock,
      ...(seed.gstBp === undefined ? {} : { gst_bp: seed.gstBp }),
      created_at: AT,
      updated_at: AT,
    })
    .returning('product_id')
    .executeTakeFirstOrThrow();
  return row.product_id;
}

export async function addRetailProduct(
  db: Kysely<Database>,
  seed: { name: string; code: string; rate: number; stock: number; qtyPerBox?: number },
): Promise<number> {
  const row = await db
    .insertInto('retail_products')
    .values({
      product_name: seed.name,
      product_code: seed.code,
      category_id: null,
      brand_id: null,
      hsn_code: '8516',
      rate: seed.rate,
      qty_per_box: seed.qtyPerBox ?? 1,
      count_of_pcs: 1,
      stock: seed.stock,
      created_at: AT,
      updated_at: AT,
    })
    .returning('product_id')
    .executeTakeFirstOrThrow();
  return row.product_id;
}

export interface CustomerSeed {
  name: string;
  mobile?: string;
  tax_number?: string;
  address?: string;
  state?: string;
  place_of_supply?: string;
  credit_limit?: number;
  email?: string;
  city?: string;
  pincode?: string;
}

export async function addCustomer(db: Kysely<Database>, seed: CustomerSeed): Promise<number> {
  const row = await db
    .insertInto('customers')
    .values({
      name: seed.name,
      mobile: seed.mobile ?? '9443012345',
      email: seed.email ?? '',
      tax_number: seed.tax_number ?? '',
      address: seed.address ?? 'East Masi Street, Madurai',
      city: seed.city ?? 'Madurai',
      state: seed.state ?? 'Tamil Nadu',
      pincode: seed.pincode ?? '625001',
      place_of_supply: seed.place_of_supply ?? 'Tamil Nadu',
      credit_limit: seed.credit_limit ?? 0,
      created_at: AT,
      updated_at: AT,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return row.user_id;
}

export interface LineSeed {
  productId?: number;
  retailProductId?: number;
  /** Free-text (estimate) line name; catalogue lines take the product's name. */
  name?: string;
  rate: number;
  qty: number;
  discountBp?: number;
  /** The line's own GST rate (issue 31 item 4); absent, the bill's, and the stored line carries none. */
  gstBp?: number;
}

export interface OrderSeed {
  kind: OrderTable['kind'];
  customerId: number;
  createdBy: number;
  date?: IsoDate;
  lines: LineSeed[];
  rates?: Partial<SalesRates>;
  paid?: number;
}

export interface SeededOrder {
  orderId: number;
  billNo: number;
  total: number;
}

/** Bills as pos_order.php would: next bill number of its kind and year, totals by core/billing, stock taken out. */
export async function addOrder(db: Kysely<Database>, seed: OrderSeed): Promise<SeededOrder> {
  const date = seed.date ?? '2026-11-20';
  const fy = financialYear(date);
  const rates: SalesRates = { discountBp: 0, commissionBp: 0, gstBp: seed.kind === 'retail' ? 0 : 1800, packingBp: 0, ...seed.rates };
  const totals = salesTotals(
    seed.lines.map((l) => ({ rate: l.rate, qty: l.qty, discountBp: l.discountBp ?? 0, gstBp: l.gstBp })),
    rates,
  );
  const last = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.max('bill_no').as('n'))
    .where('kind', '=', seed.kind)
    .where('fy', '=', fy)
    .executeTakeFirst();
  const billNo = Number(last?.n ?? 0) + 1;
  const customer = await db.selectFrom('customers').selectAll().where('user_id', '=', seed.customerId).executeTakeFirstOrThrow();
  const order = await db
    .insertInto('orders')
    .values({
      kind: seed.kind,
      fy,
      bill_no: billNo,
      order_date: date,
      customer_id: seed.customerId,
      billing_name: customer.name,
      billing_phonenumber: customer.mobile,
      billing_address: customer.address,
      billing_state: customer.state,
      subtotal: totals.subtotal,
      discount_bp: rates.discountBp,
      discount_amt: totals.discount,
      commission_bp: rates.commissionBp,
      commission_amt: totals.commission,
      gst_bp: rates.gstBp,
      gst_amt: totals.gst,
      cgst_amt: totals.cgst,
      sgst_amt: totals.sgst,
      packing_bp: rates.packingBp,
      packing_amt: totals.packing,
      round_off: totals.roundOff,
      total: totals.grandTotal,
      paid_amount: seed.paid ?? 0,
      cancelled: 0,
      cancelled_at: null,
      cancelled_by: null,
      version: 1,
      created_by: seed.createdBy,
      created_at: AT,
      updated_at: AT,
    })
    .returning('order_id')
    .executeTakeFirstOrThrow();
  for (const [index, line] of seed.lines.entries()) {
    const product =
      line.productId === undefined
        ? undefined
        : await db
            .selectFrom('products as p')
            .leftJoin('brands as b', 'b.brand_id', 'p.brand_id')
            .selectAll('p')
            .select('b.brand_name')
            .where('p.product_id', '=', line.productId)
            .executeTakeFirstOrThrow();
    const retail =
      line.retailProductId === undefined
        ? undefined
        : await db.selectFrom('retail_products').selectAll().where('product_id', '=', line.retailProductId).executeTakeFirstOrThrow();
    await db
      .insertInto('order_lines')
      .values({
        order_id: order.order_id,
        line_no: index + 1,
        product_id: product?.product_id ?? null,
        retail_product_id: retail?.product_id ?? null,
        product_name: product?.product_name ?? retail?.product_name ?? line.name ?? 'Installation Charges',
        brand_name: product?.brand_name ?? '',
        serial_no: product?.serial_no ?? '',
        product_code: retail?.product_code ?? '',
        model: '',
        type: '',
        batch_no: '',
        hsn_code: product?.hsn_code ?? retail?.hsn_code ?? '',
        unit: 'Nos',
        rate_per: product?.rate_per ?? '',
        price_per_pcs: product?.price_per_pcs ?? line.rate,
        box_contents: '',
        qty_per_box: retail?.qty_per_box ?? product?.qty_per_box ?? 1,
        rate: line.rate,
        qty: line.qty,
        discount_bp: line.discountBp ?? 0,
        total: totals.lineTotals[index],
        manual: product || retail ? 0 : 1,
        ...(line.gstBp === undefined ? {} : { gst_bp: line.gstBp }),
      })
      .execute();
    if (seed.kind === 'estimate' || (!product && !retail)) continue;
    const kind = product ? 'product' : 'retail';
    const id = product?.product_id ?? retail?.product_id ?? 0;
    await db
      .updateTable(product ? 'products' : 'retail_products')
      .set((eb) => ({ stock: eb('stock', '-', line.qty) }))
      .where('product_id', '=', id)
      .execute();
    await db
      .insertInto('stock_ledger')
      .values({
        product_kind: kind,
        product_id: id,
        qty_change: -line.qty,
        reason: 'sale',
        doc_kind: 'order',
        doc_id: order.order_id,
        user_id: seed.createdBy,
        created_at: AT,
      })
      .execute();
  }
  return { orderId: order.order_id, billNo, total: totals.grandTotal };
}

export async function stockOf(db: Kysely<Database>, kind: 'product' | 'retail', productId: number): Promise<number> {
  const row = await db
    .selectFrom(kind === 'product' ? 'products' : 'retail_products')
    .select('stock')
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.stock;
}

export async function auditCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function lastAudit(db: Kysely<Database>) {
  const row = await db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  return {
    ...row,
    before: row.before_json ? (JSON.parse(row.before_json) as Record<string, unknown>) : null,
    after: row.after_json ? (JSON.parse(row.after_json) as Record<string, unknown>) : null,
  };
}

export interface Shop {
  ownerId: number;
  supplierId: number;
  /** Crompton HS Plus 1200mm fan, ₹1,500.00, 100 in stock. */
  fan: number;
  /** Symphony Diet 50T cooler, ₹2,450.50, 10 in stock. */
  cooler: number;
  /** Retail: Bajaj 2-pin plug, ₹45.00 (box of 10), 500 in stock. */
  plug: number;
  /** Murugan Electricals, Madurai, Tamil Nadu, with a GSTIN. */
  murugan: number;
  /** Lakshmi Home Appliances, Kochi, Kerala. */
  lakshmi: number;
}

export const MURUGAN_GSTIN = '33AAACR5055K1ZE';

/** A small shop: one supplier, two products, one retail product, two customers; no bills yet. */
export async function seedShop(db: Kysely<Database>): Promise<Shop> {
  const ownerId = await ownerIdOf(db);
  const supplierId = await addSupplier(db);
  return {
    ownerId,
    supplierId,
    fan: await addProduct(db, supplierId, { name: 'Crompton HS Plus 1200mm', serial: 'CRHS1200', rate: 150_000, stock: 100, brand: 'Crompton' }),
    cooler: await addProduct(db, supplierId, { name: 'Symphony Diet 50T', serial: 'SYMD50T', rate: 245_050, stock: 10, hsn: '847960', brand: 'Symphony' }),
    plug: await addRetailProduct(db, { name: 'Bajaj 2-pin plug', code: 'BJP2', rate: 4_500, stock: 500, qtyPerBox: 10 }),
    murugan: await addCustomer(db, {
      name: 'Murugan Electricals',
      mobile: '9443012345',
      tax_number: MURUGAN_GSTIN,
      address: '12 East Masi Street',
      state: 'Tamil Nadu',
      place_of_supply: 'Tamil Nadu',
      credit_limit: 5_000_000,
      email: 'murugan@example.in',
      city: 'Madurai',
      pincode: '625001',
    }),
    lakshmi: await addCustomer(db, {
      name: 'Lakshmi Home Appliances',
      mobile: '9847011111',
      address: 'MG Road',
      state: 'Kerala',
      place_of_supply: 'Kerala',
      city: 'Kochi',
      pincode: '682016',
    }),
  };
}

/** The GST bill most tests use: 80 fans at 10% line discount and one cooler; 5% discount, 2% commission, 1% packing, 18% GST. */
export function bigGstBill(shop: Shop, customerId = shop.murugan): OrderSeed {
  return {
    kind: 'gst',
    customerId,
    createdBy: shop.ownerId,
    date: '2026-11-20',
    lines: [
      { productId: shop.fan, rate: 150_000, qty: 80, discountBp: 1000 },
      { productId: shop.cooler, rate: 245_050, qty: 1 },
    ],
    rates: { discountBp: 500, commissionBp: 200, gstBp: 1800, packingBp: 100 },
  };
}
