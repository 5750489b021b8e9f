// Writes the planned purchases, bills, payments, stock movements and cash book.
import type { ProductSeed, RetailSeed } from './catalogue';
import type { CustomerSeed } from './people';
import type { Moment, Plan, PlanLine } from './plan';
import { SUPPLIERS } from './shop';
import { istStamp } from './time';
import { supplierInvoiceKey, supplierInvoiceYear } from '../../../core/purchase/purchase.supplier-invoice';
import { chunks, idsInOrder, type Trx } from './write-catalogue';

export interface TradeIds {
  products: readonly number[];
  retail: readonly number[];
  customers: readonly number[];
  suppliers: readonly number[];
}

export interface TradeSeeds {
  products: readonly ProductSeed[];
  retail: readonly RetailSeed[];
  customers: readonly CustomerSeed[];
}

export async function writeTrade(trx: Trx, plan: Plan, seeds: TradeSeeds, ids: TradeIds, ownerId: number, now: Date) {
  const stamp = (moment: Moment) => istStamp(moment.date, moment.minute, now);

  // Each purchase carries its supplier's invoice (issue 30): the supplier's own series, "SBED/2025-26/0007", dated the
  // day the goods came in, unique per supplier and financial year as purchase entry requires.
  const invoicesOf = new Map<string, number>();
  const supplierInvoice = (supplier: number, date: string) => {
    const fy = supplierInvoiceYear(date);
    const seriesKey = `${supplier}|${fy}`;
    const n = (invoicesOf.get(seriesKey) ?? 0) + 1;
    invoicesOf.set(seriesKey, n);
    const initials = SUPPLIERS[supplier].name
      .split(/\s+/)
      .map((word) => word[0])
      .filter((letter) => /[A-Za-z]/.test(letter))
      .join('')
      .toUpperCase();
    const invoiceNo = `${initials}/${fy}/${String(n).padStart(4, '0')}`;
    return { supplier_invoice_no: invoiceNo, supplier_invoice_date: date, supplier_invoice_key: supplierInvoiceKey(invoiceNo), supplier_invoice_fy: fy };
  };
  const purchaseRows = plan.purchases.map((p) => ({
    ...supplierInvoice(p.supplier, p.date),
    supplier_id: ids.suppliers[p.supplier],
    order_date: p.date,
    supplier_name: SUPPLIERS[p.supplier].name,
    supplier_state: SUPPLIERS[p.supplier].state,
    subtotal: p.totals.subtotal,
    gst_bp: 1800,
    gst_amt: p.totals.gst,
    cgst_amt: p.totals.cgst,
    sgst_amt: p.totals.sgst,
    total: p.totals.grandTotal,
    paid_amount: p.payments.reduce((sum, pay) => sum + pay.amount, 0),
    version: 1,
    created_by: ownerId,
    created_at: stamp(p),
    updated_at: stamp(p),
  }));
  const returnedPurchases: Array<readonly [string, number]> = [];
  for (const part of chunks(purchaseRows)) {
    for (const row of await trx.insertInto('purchases').values(part).returning(['purchase_id', 'created_at']).execute())
      returnedPurchases.push([row.created_at, row.purchase_id]);
  }
  const purchaseIds = idsInOrder(
    purchaseRows.map((r) => r.created_at),
    returnedPurchases,
  );

  const purchaseLines = plan.purchases.flatMap((p, index) =>
    p.lines.map((line, i) => {
      const product = seeds.products[line.product];
      return {
        purchase_id: purchaseIds[index],
        line_no: i + 1,
        product_id: ids.products[line.product],
        product_name: product.product_name,
        serial_no: product.serial_no,
        box_contents: product.box_contents,
        count_of_pcs: product.count_of_pcs,
        rate_per: product.rate_per,
        unit: product.unit,
        rate: line.rate,
        qty: line.qty,
        total: p.totals.lineTotals[i],
      };
    }),
  );
  const purchaseLineIds = new Map<string, number>();
  for (const part of chunks(purchaseLines)) {
    for (const row of await trx.insertInto('purchase_lines').values(part).returning(['od_id', 'purchase_id', 'line_no']).execute())
      purchaseLineIds.set(`${row.purchase_id} ${row.line_no}`, row.od_id);
  }
  const supplierPayments = plan.purchases.flatMap((p, index) =>
    p.payments.map((pay) => ({
      purchase_id: purchaseIds[index],
      supplier_id: ids.suppliers[p.supplier],
      amount: pay.amount,
      paid_date: pay.date,
      balance_after: pay.balanceAfter,
      created_by: ownerId,
      created_at: stamp(pay),
    })),
  );
  for (const part of chunks(supplierPayments)) await trx.insertInto('supplier_payments').values(part).execute();

  const orderRows = plan.orders.map((o) => {
    const customer = seeds.customers[o.customer];
    return {
      kind: o.kind,
      fy: o.fy,
      bill_no: o.billNo,
      order_date: o.date,
      customer_id: ids.customers[o.customer],
      billing_name: customer.name,
      billing_phonenumber: customer.mobile,
      billing_address: customer.address,
      billing_state: customer.state,
      subtotal: o.totals.subtotal,
      discount_bp: o.rates.discountBp,
      discount_amt: o.totals.discount,
      commission_bp: o.rates.commissionBp,
      commission_amt: o.totals.commission,
      gst_bp: o.rates.gstBp,
      gst_amt: o.totals.gst,
      cgst_amt: o.totals.cgst,
      sgst_amt: o.totals.sgst,
      packing_bp: o.rates.packingBp,
      packing_amt: o.totals.packing,
      gst_on_packing: o.rates.gstOnPacking === true ? 1 : 0,
      round_off: o.totals.roundOff,
      total: o.totals.grandTotal,
      paid_amount: o.payments.reduce((sum, pay) => sum + pay.amount, 0),
      cancelled: o.cancelled ? 1 : 0,
      cancelled_at: o.cancelled ? stamp(o.cancelled) : null,
      cancelled_by: o.cancelled ? ownerId : null,
      version: 1,
      created_by: ownerId,
      created_at: stamp(o),
      updated_at: stamp(o.cancelled ?? o),
    };
  });
  const billKey = (row: { kind: string; fy: string; bill_no: number }) => `${row.kind} ${row.fy} ${row.bill_no}`;
  const returnedOrders: Array<readonly [string, number]> = [];
  for (const part of chunks(orderRows)) {
    for (const row of await trx.insertInto('orders').values(part).returning(['order_id', 'kind', 'fy', 'bill_no']).execute())
      returnedOrders.push([billKey(row), row.order_id]);
  }
  const orderIds = idsInOrder(orderRows.map(billKey), returnedOrders);

  const orderLines = plan.orders.flatMap((o, index) =>
    o.lines.map((line, i) => ({
      order_id: orderIds[index],
      line_no: i + 1,
      ...lineDetails(line, seeds, ids),
      rate: line.rate,
      qty: line.qty,
      discount_bp: line.discountBp,
      total: o.totals.lineTotals[i],
      gst_bp: line.gstBp ?? o.rates.gstBp,
    })),
  );
  const orderLineIds = new Map<string, number>();
  for (const part of chunks(orderLines)) {
    for (const row of await trx.insertInto('order_lines').values(part).returning(['od_id', 'order_id', 'line_no']).execute())
      orderLineIds.set(`${row.order_id} ${row.line_no}`, row.od_id);
  }

  // Issue 33 item 4: the units of the products that track unit serials, received on purchases and sold on bills (a
  // cancelled bill's units freed when it was cancelled), in the order they happened.
  const unitRow = { order_id: null, od_id: null, purchase_id: null, purchase_od_id: null, sold: 0, credit_note_id: null, released: null, released_at: null };
  const unitRows = [
    ...plan.purchases.flatMap((p, index) =>
      p.lines.flatMap((line, i) =>
        (line.unitSerials ?? []).map((unit_serial) => ({
          ...unitRow,
          unit_serial,
          product_id: ids.products[line.product],
          movement: 'purchase' as const,
          purchase_id: purchaseIds[index],
          purchase_od_id: purchaseLineIds.get(`${purchaseIds[index]} ${i + 1}`) ?? null,
          created_by: ownerId,
          created_at: stamp(p),
        })),
      ),
    ),
    ...plan.orders.flatMap((o, index) =>
      o.lines.flatMap((line, i) => {
        const product = line.product;
        if (product === null) return [];
        return (line.unitSerials ?? []).map((unit_serial) => ({
          ...unitRow,
          unit_serial,
          product_id: ids.products[product],
          movement: 'sale' as const,
          order_id: orderIds[index],
          od_id: orderLineIds.get(`${orderIds[index]} ${i + 1}`) ?? null,
          sold: o.cancelled ? 0 : 1,
          released: o.cancelled ? ('cancel' as const) : null,
          released_at: o.cancelled ? stamp(o.cancelled) : null,
          created_by: ownerId,
          created_at: stamp(o),
        }));
      }),
    ),
  ].sort((a, b) => a.created_at.localeCompare(b.created_at));
  for (const part of chunks(unitRows)) await trx.insertInto('unit_serials').values(part).execute();
  const customerPayments = plan.orders.flatMap((o, index) =>
    o.payments.map((pay) => ({
      order_id: orderIds[index],
      customer_id: ids.customers[o.customer],
      amount: pay.amount,
      paid_date: pay.date,
      balance_after: pay.balanceAfter,
      created_by: ownerId,
      created_at: stamp(pay),
    })),
  );
  for (const part of chunks(customerPayments)) await trx.insertInto('customer_payments').values(part).execute();

  const ledger = plan.moves
    .map((move) => ({
      product_kind: move.kind,
      product_id: move.kind === 'product' ? ids.products[move.item] : ids.retail[move.item],
      qty_change: move.qty,
      reason: move.reason,
      doc_kind: move.doc?.type ?? 'opening',
      doc_id: move.doc === null ? null : move.doc.type === 'order' ? orderIds[move.doc.index] : purchaseIds[move.doc.index],
      user_id: ownerId,
      created_at: stamp(move),
    }))
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  for (const part of chunks(ledger)) await trx.insertInto('stock_ledger').values(part).execute();

  const cash = plan.cashBook.map((row) => ({
    added_date: row.date,
    name: row.name,
    payment_sent: row.payment_sent,
    payment_method: row.payment_method,
    amount: row.amount,
    description: row.description,
    created_by: ownerId,
    created_at: stamp(row),
  }));
  for (const part of chunks(cash)) await trx.insertInto('payment_details').values(part).execute();

  return {
    purchaseLines: purchaseLines.length,
    orderLines: orderLines.length,
    payments: customerPayments.length + supplierPayments.length,
    ledger: ledger.length,
    unitSerials: unitRows.length,
  };
}

/** The product details a bill line keeps, copied from the product at the time of sale. */
function lineDetails(line: PlanLine, seeds: TradeSeeds, ids: TradeIds) {
  const blank = {
    product_id: null,
    retail_product_id: null,
    brand_name: '',
    serial_no: '',
    product_code: '',
    model: '',
    type: '',
    batch_no: '',
    hsn_code: '',
    box_contents: '',
    qty_per_box: 1,
    manual: 0,
  };
  if (line.product !== null) {
    const p = seeds.products[line.product];
    return {
      ...blank,
      product_id: ids.products[line.product],
      product_name: p.product_name,
      brand_name: p.brand,
      serial_no: p.serial_no,
      product_code: p.product_code,
      model: p.model,
      type: p.type,
      batch_no: p.batch_no,
      hsn_code: p.hsn_code,
      unit: p.unit,
      rate_per: p.rate_per,
      price_per_pcs: p.price_per_pcs,
      box_contents: p.box_contents,
      qty_per_box: p.qty_per_box,
    };
  }
  if (line.retail !== null) {
    const r = seeds.retail[line.retail];
    return {
      ...blank,
      retail_product_id: ids.retail[line.retail],
      product_name: r.product_name,
      brand_name: r.brand ?? '',
      product_code: r.product_code,
      hsn_code: r.hsn_code,
      unit: 'Pcs',
      rate_per: 'Pcs',
      price_per_pcs: r.rate,
      qty_per_box: r.qty_per_box,
    };
  }
  return { ...blank, product_name: line.manualName, unit: 'Nos', rate_per: 'Nos', price_per_pcs: line.rate, manual: 1 };
}
