// Five months of trade, simulated in date order over indices into the seeds: purchases bring stock in, bills take it
// out (a line is left off when the stock is short), a few bills are cancelled and give their stock back.
import { purchaseTotals, salesTotals, type PurchaseTotals, type SalesRates, type SalesTotals } from '../../../core/billing';
import { lineGstBp } from '../../../core/gst-rates';
import { financialYear, type IsoDate } from '../../../core/dates';
import type { ProductSeed, RetailSeed } from './catalogue';
import { paymentMode, planCashBook, planPayments, type PlanCash, type PlanPayment } from './payments';
import type { CustomerSeed } from './people';
import type { Rng } from './random';
import { SHOP_CLOSES, SHOP_OPENS, addDays, daysBetween } from './time';

export type OrderKind = 'gst' | 'estimate' | 'retail';

export interface Moment {
  date: IsoDate;
  minute: number;
}

export interface PlanLine {
  product: number | null;
  retail: number | null;
  /** Free-text estimate line (product and retail both null). */
  manualName: string;
  rate: number;
  qty: number;
  discountBp: number;
  /** The GST rate the line is billed at (issue 31 item 4): its product's own, or the bill's. */
  gstBp?: number;
  /** Issue 33 item 4: on a GST bill, the units of a product that tracks unit serials (one per unit sold). */
  unitSerials?: string[];
}

export interface PlanOrder extends Moment {
  kind: OrderKind;
  fy: string;
  billNo: number;
  customer: number;
  lines: PlanLine[];
  rates: SalesRates;
  totals: SalesTotals;
  payments: PlanPayment[];
  cancelled: Moment | null;
}

export interface PlanPurchase extends Moment {
  supplier: number;
  /** unitSerials: the units received of a product that tracks unit serials (one per unit). */
  lines: Array<{ product: number; rate: number; qty: number; unitSerials?: string[] }>;
  totals: PurchaseTotals;
  payments: PlanPayment[];
}

export interface PlanMove extends Moment {
  kind: 'product' | 'retail';
  item: number;
  qty: number;
  reason: 'opening' | 'purchase' | 'sale' | 'cancel';
  doc: { type: 'order' | 'purchase'; index: number } | null;
}

export interface Plan {
  purchases: PlanPurchase[];
  orders: PlanOrder[];
  moves: PlanMove[];
  cashBook: PlanCash[];
  /** Stock after everything, by product / retail product index. */
  stock: number[];
  retailStock: number[];
}

export interface PlanInput {
  products: readonly ProductSeed[];
  retail: readonly RetailSeed[];
  customers: readonly CustomerSeed[];
  today: IsoDate;
  openedOn: IsoDate;
  /** The highest bill number already used for a kind in a financial year (0 when none). */
  lastBillNo: (kind: OrderKind, fy: string) => number;
}

export const PLAN_SIZE = { days: 150, purchases: 60, gst: 100, retail: 28, estimate: 25, cancelled: 4, cashBook: 30 } as const;

const GST_BP = 1800;
const MANUAL_LINES: ReadonlyArray<readonly [string, number, number, number]> = [
  ['Installation Charges', 500_00, 1, 2],
  ['Copper Pipe Extra (per ft)', 250_00, 3, 12],
  ['Transport Charges', 300_00, 1, 1],
  ['AC Stand Fixing', 450_00, 1, 2],
  ['Old AC Removal', 800_00, 1, 1],
];

type Draft = Moment &
  (
    | { type: 'purchase'; supplier: number; lines: PlanPurchase['lines'] }
    | { type: 'order'; kind: OrderKind; customer: number; lines: PlanLine[]; rates: SalesRates }
  );

export function planTrade(rng: Rng, input: PlanInput): Plan {
  const { products, retail, customers, today } = input;
  const used = new Set<string>();
  const slot = (minDays: number, maxDays: number): Moment => {
    for (;;) {
      const moment = { date: addDays(today, -rng.int(minDays, maxDays)), minute: rng.int(SHOP_OPENS, SHOP_CLOSES) };
      const key = `${moment.date} ${moment.minute}`;
      if (!used.has(key)) {
        used.add(key);
        return moment;
      }
    }
  };
  const big = (product: number) => products[product].sell_rate >= 5000_00;
  const productQty = (product: number, max: number) => (big(product) ? rng.int(1, 2) : rng.int(1, max));
  const lineCount = (max: number) => (rng.chance(0.6) ? rng.int(1, 3) : rng.int(4, max));
  const productLine = (product: number, qty: number): PlanLine => ({
    product,
    retail: null,
    manualName: '',
    rate: products[product].sell_rate,
    qty,
    discountBp: 0,
  });

  const bySupplier = new Map<number, number[]>();
  products.forEach((product, index) => bySupplier.set(product.supplier, [...(bySupplier.get(product.supplier) ?? []), index]));
  const suppliers = [...bySupplier.keys()];
  const businesses = customers.flatMap((c, i) => (c.business ? [i] : []));
  const walkIns = customers.flatMap((c, i) => (!c.business && c.state === 'Tamil Nadu' ? [i] : []));
  const allProducts = products.map((_, i) => i);
  const allCustomers = customers.map((_, i) => i);

  const drafts: Draft[] = [];
  for (let i = 0; i < PLAN_SIZE.purchases; i++) {
    const supplier = rng.pick(suppliers);
    const lines = rng
      .sample(bySupplier.get(supplier) ?? [], rng.int(1, 6))
      .map((product) => ({ product, rate: products[product].purchase_rate, qty: big(product) ? rng.int(2, 8) : rng.int(2, 20) }));
    drafts.push({ type: 'purchase', ...slot(1, PLAN_SIZE.days), supplier, lines });
  }
  for (let i = 0; i < PLAN_SIZE.gst; i++) {
    const lines = rng.sample(allProducts, lineCount(8)).map((p) => productLine(p, productQty(p, 10)));
    const rates = {
      discountBp: rng.pick([0, 0, 0, 100, 200, 250, 300, 500]),
      commissionBp: rng.chance(0.1) ? rng.pick([100, 200]) : 0,
      gstBp: GST_BP,
      packingBp: rng.chance(0.3) ? 100 : 0,
      // The demo shop bills by the law's rule: packing in the taxable value (issue 31 item 5).
      gstOnPacking: true,
    };
    drafts.push({ type: 'order', kind: 'gst', ...slot(0, PLAN_SIZE.days), customer: rng.pick(rng.chance(0.8) ? businesses : allCustomers), lines, rates });
  }
  for (let i = 0; i < PLAN_SIZE.retail; i++) {
    const lines = rng
      .sample(
        retail.map((_, r) => r),
        rng.int(1, 4),
      )
      .map((r): PlanLine => ({
        product: null,
        retail: r,
        manualName: '',
        rate: retail[r].rate,
        qty: rng.int(1, retail[r].rate < 200_00 ? 10 : 3),
        discountBp: 0,
      }));
    const rates = { discountBp: 0, commissionBp: 0, gstBp: GST_BP, packingBp: 0, gstOnPacking: true };
    drafts.push({ type: 'order', kind: 'retail', ...slot(0, PLAN_SIZE.days), customer: rng.pick(walkIns), lines, rates });
  }
  for (let i = 0; i < PLAN_SIZE.estimate; i++) {
    const lines = rng.sample(allProducts, lineCount(6)).map((p) => productLine(p, productQty(p, 12)));
    if (rng.chance(0.3)) {
      const [name, rate, low, high] = rng.pick(MANUAL_LINES);
      lines.push({ product: null, retail: null, manualName: name, rate, qty: rng.int(low, high), discountBp: 0 });
    }
    const rates = { discountBp: rng.pick([0, 0, 200, 300, 500]), commissionBp: 0, gstBp: GST_BP, packingBp: 0, gstOnPacking: true };
    drafts.push({ type: 'order', kind: 'estimate', ...slot(0, PLAN_SIZE.days), customer: rng.pick(allCustomers), lines, rates });
  }
  drafts.sort((a, b) => a.date.localeCompare(b.date) || a.minute - b.minute);

  const stock = products.map((p) => p.stock);
  const retailStock = retail.map((r) => r.stock);
  // Issue 33 item 4: each unit of a product that tracks unit serials, in the order it came into the shop (the opening
  // stock's units first: from before kulir, never received on a purchase). A bill sells the oldest. Each lot is a new
  // run of the maker's numbers, "LGD211" + lot "0045" + unit "007".
  let lot = 40;
  const newUnits = (product: number, qty: number): string[] => {
    const prefix = products[product].unitSerialPrefix;
    if (prefix === null) return [];
    lot += 1;
    return Array.from({ length: qty }, (_, unit) => `${prefix}${String(lot).padStart(4, '0')}${String(unit + 1).padStart(3, '0')}`);
  };
  const units = products.map((p, product) => newUnits(product, p.stock));
  const opened: Moment = { date: input.openedOn, minute: SHOP_OPENS - 60 };
  const moves: PlanMove[] = [
    ...products.flatMap((p, item): PlanMove[] => (p.stock > 0 ? [{ ...opened, kind: 'product', item, qty: p.stock, reason: 'opening', doc: null }] : [])),
    ...retail.flatMap((r, item): PlanMove[] => (r.stock > 0 ? [{ ...opened, kind: 'retail', item, qty: r.stock, reason: 'opening', doc: null }] : [])),
  ];
  const purchases: PlanPurchase[] = [];
  const orders: PlanOrder[] = [];
  const billNos = new Map<string, number>();

  for (const draft of drafts) {
    const at: Moment = { date: draft.date, minute: draft.minute };
    if (draft.type === 'purchase') {
      const doc = { type: 'purchase' as const, index: purchases.length };
      const lines = draft.lines.map((line) => {
        stock[line.product] += line.qty;
        moves.push({ ...at, kind: 'product', item: line.product, qty: line.qty, reason: 'purchase', doc });
        const received = newUnits(line.product, line.qty);
        units[line.product].push(...received);
        return received.length > 0 ? { ...line, unitSerials: received } : line;
      });
      const totals = purchaseTotals(lines, GST_BP);
      const payments = planPayments(rng, paymentMode(rng, daysBetween(draft.date, today)), totals.grandTotal, draft.date, draft.minute, today);
      purchases.push({ ...at, supplier: draft.supplier, lines, totals, payments });
      continue;
    }
    const doc = { type: 'order' as const, index: orders.length };
    const lines =
      draft.kind === 'estimate'
        ? draft.lines
        : draft.lines.flatMap((line) => {
            const [kind, item, levels] = line.product !== null ? ['product' as const, line.product, stock] : ['retail' as const, line.retail ?? 0, retailStock];
            if (levels[item] < line.qty) return [];
            levels[item] -= line.qty;
            moves.push({ ...at, kind, item, qty: -line.qty, reason: 'sale', doc });
            const sold = line.product !== null && products[line.product].unitSerialPrefix !== null ? units[line.product].splice(0, line.qty) : [];
            return [sold.length > 0 ? { ...line, unitSerials: sold } : line];
          });
    if (lines.length === 0) continue;
    const fy = financialYear(draft.date);
    const key = `${draft.kind} ${fy}`;
    const billNo = (billNos.get(key) ?? input.lastBillNo(draft.kind, fy)) + 1;
    billNos.set(key, billNo);
    const rated = lines.map((line) => ({ ...line, gstBp: lineGstBp(line.product !== null ? input.products[line.product].gst_bp : null, draft.rates.gstBp) }));
    const totals = salesTotals(rated, draft.rates);
    const mode = draft.kind === 'estimate' ? 'none' : draft.kind === 'retail' ? 'full' : paymentMode(rng, daysBetween(draft.date, today));
    const payments = planPayments(rng, mode, totals.grandTotal, draft.date, draft.minute, today);
    orders.push({ ...at, kind: draft.kind, fy, billNo, customer: draft.customer, lines: rated, rates: draft.rates, totals, payments, cancelled: null });
  }

  const cancellable = orders.flatMap((order, index) => (order.kind === 'gst' && daysBetween(order.date, today) >= 3 ? [index] : []));
  for (const index of rng.sample(cancellable, PLAN_SIZE.cancelled)) {
    const order = orders[index];
    const cancelled: Moment = { date: addDays(order.date, rng.int(1, 2)), minute: rng.int(SHOP_OPENS, SHOP_CLOSES) };
    orders[index] = { ...order, payments: [], cancelled };
    for (const line of order.lines) {
      if (line.product === null) continue;
      stock[line.product] += line.qty;
      moves.push({ ...cancelled, kind: 'product', item: line.product, qty: line.qty, reason: 'cancel', doc: { type: 'order', index } });
    }
  }

  const cashBook = planCashBook(rng, today, customers, PLAN_SIZE.cashBook);
  return { purchases, orders, moves, cashBook, stock, retailStock };
}
