// Writes tests/fixtures/journals/*.json: drafts stored by the builds that wrote each earlier journal version, made by
// those builds' own code (git archive of core/ at each commit), with the state each build folded them into. The
// journal tests load every fixture with today's reader and must get that state back. Run: npx tsx scripts/journal-fixtures.ts
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');
const WORK = join(ROOT, '.journal-fixtures');
const OUT = join(ROOT, 'tests/fixtures/journals');

/** The builds whose stored drafts must still load: the first of each journal and the last before it changed. */
/** label: the file name's build part when the build is the working tree (a commit names itself). */
const SALES_BUILDS: { commit: string; label?: string; note: string }[] = [
  { commit: '4b89152', note: 'sales journal v1, first build (no editors yet)' },
  { commit: 'b6befd7', note: 'sales journal v1, last build before the shared journal (editors, versioned saved orders)' },
  { commit: 'current', label: 'issue23', note: 'sales journal v2, the shared envelope (kind: sales), first written by issue 23' },
];
const PURCHASE_BUILDS: { commit: string; label?: string; note: string }[] = [
  { commit: 'f94d637', note: 'purchase journal v1, first build (no SupplierCleared yet)' },
  { commit: '214fc6e', note: 'purchase journal v1 with SupplierCleared, which that build wrote but its own reader threw away' },
  { commit: 'current', label: 'issue23', note: 'purchase journal v2, the shared envelope read through zod, first written by issue 23' },
];

// The old builds' modules are read as they were, untyped: their exports changed from build to build.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

/** 'current': the working tree, for the version written now. */
function checkout(commit: string): string {
  if (commit === 'current') return ROOT;
  const dir = join(WORK, commit);
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} core | tar -x -C ${dir}`], { cwd: ROOT });
  return dir;
}

const load = (dir: string, path: string): Promise<Loose> => import(pathToFileURL(join(dir, path)).href);

const WHOLESALE = {
  product: [
    {
      product_id: 101,
      product_name: 'Crompton HS Plus 1200mm',
      serial_no: 'CRHSP1200-000123',
      product_code: 'CF0001',
      sell_rate: '2450.00',
      rate_per: 'Nos',
      price_per_pcs: '2450.00',
      count_of_pcs: 1,
      box_contents: '1 Fan',
      qty_per_box: 1,
      unit: 'Nos',
    },
    {
      product_id: '102',
      product_name: 'Havells Pacer 1200mm',
      serial_no: 'HVPCR1200-000045',
      product_code: 'CF0002',
      sell_rate: 2050,
      rate_per: 'Box',
      price_per_pcs: '1025.00',
      count_of_pcs: '2',
      box_contents: '2 Fans',
      qty_per_box: 2,
      unit: 'Box',
    },
  ],
  customer: [{ user_id: 7, name: 'Ravi Traders', mobile: '9876543210', state: 'Tamil Nadu' }],
  gst: { cgst: '9.00', sgst: '9.00', packing_charge: '2.00' },
};
const RETAIL = {
  product: [{ product_id: 201, product_name: 'Crompton Fan Capacitor 2.5 MFD', product_code: 'RT001', rate: '85.00', qty_per_box: 10, count_of_pcs: 1 }],
  customer: [],
  gst: null,
};
const RAVI = { userId: '7', name: 'Ravi Traders', mobile: '9876543210', state: 'Tamil Nadu' };

/** Commands a cashier would give, each taken through the old build's decide (one it refuses is skipped). */
function salesCommands(mode: string, editor: boolean): Loose[] {
  const common: Loose[] = [
    { type: 'SetRates', gstBp: 1800, packingBp: 200 },
    { type: 'SelectCustomer', customer: RAVI },
  ];
  if (editor) {
    const line = {
      lineId: 'od-41',
      productId: '101',
      productName: 'Crompton HS Plus 1200mm',
      serialNo: 'CRHSP1200-000123',
      productCode: 'CF0001',
      rate: 245000,
      qty: 2,
      discountBp: 0,
      unit: 'Nos',
      ratePer: 'Nos',
      pricePerPcs: 245000,
      boxContents: '1 Fan',
      qtyPerBox: 1,
      countOfPcs: 1,
      manual: false,
      odId: '41',
    };
    common.push({
      type: 'LoadSavedOrder',
      order: {
        orderId: '12',
        billNo: '7',
        version: 3,
        orderDate: '2026-11-20',
        customer: RAVI,
        rates: { discountBp: 0, commissionBp: 0, gstBp: 1800, packingBp: 200 },
        lines: [line],
      },
    });
    common.push({ type: 'ChangeOrderDate', orderDate: '2026-11-19' });
  }
  if (mode === 'estimate') {
    return [
      ...common,
      { type: 'AddManualLine', name: 'Wiring and fitting', amount: '350', qty: '2', meta: { lineId: 'L1' } },
      { type: 'ChangeRate', lineId: 'L1', rate: '400' },
      { type: 'ChangeDiscount', discount: '5' },
    ];
  }
  if (mode === 'retail') {
    return [
      ...common,
      { type: 'AddProductByKey', key: 'rt001', meta: { lineId: 'L1' } },
      { type: 'AddProductByKey', key: 'RT001', meta: { lineId: 'L2' } },
      { type: 'ChangeQuantity', lineId: 'L1', qty: '4' },
    ];
  }
  return [
    ...common,
    { type: 'AddProductByKey', key: 'CRHSP1200-000123', meta: { lineId: 'L1' } },
    { type: 'AddProductByKey', key: 'CRHSP1200-000123', meta: { lineId: 'L2' } },
    { type: 'AddSuggestedProduct', productId: '102', qty: '3', meta: { lineId: 'L3' } },
    { type: 'ChangeRate', lineId: 'L3', rate: '1999.50' },
    { type: 'ChangeLineDiscount', lineId: 'L1', discount: '2.5' },
    { type: 'ChangeDiscount', discount: '3' },
    { type: 'ChangeCommission', commission: '1.25' },
    { type: 'AddManualLine', name: 'Installation', amount: '500', qty: '1', meta: { lineId: 'L4' } },
    { type: 'RemoveLine', lineId: 'L4' },
  ];
}

async function salesFixtures(commit: string, label: string, note: string): Promise<void> {
  const dir = checkout(commit);
  const cart = await load(dir, 'core/cart/index.ts');
  const cases: [string, string, boolean][] = [
    ['gst', 'pos', false],
    ['estimate', 'estimate', false],
    ['retail', 'retail', false],
  ];
  if (commit !== '4b89152') cases.push(['gst', 'edit', true]);
  for (const [mode, name, editor] of cases) {
    const catalogue = cart.catalogueFromPosList(mode, mode === 'retail' ? RETAIL : WHOLESALE);
    let journal = cart.createJournal(mode);
    for (const command of salesCommands(mode, editor)) {
      const decision = cart.decide(command, cart.fold(journal), catalogue);
      if (!cart.isRejection(decision)) journal = cart.append(journal, decision);
    }
    // The last change undone: a stored draft keeps what Ctrl+Shift+Z can redo.
    journal = cart.undo(journal);
    const stored = cart.serialiseJournal(journal);
    const fixture = { note, commit, mode, stored, events: journal.events.length, cursor: journal.cursor, state: cart.fold(journal) };
    writeFileSync(join(OUT, `sales-v${JSON.parse(stored).version}-${name}-${label}.json`), `${JSON.stringify(fixture, null, 2)}\n`);
  }
}

async function purchaseFixture(commit: string, label: string, note: string): Promise<void> {
  const dir = checkout(commit);
  // Since issue 34 the purchase entry is core/purchase/ (one index); the builds before kept it in core/purchase-*.ts.
  const journalModule = join(dir, 'core/purchase-journal.ts');
  const p = existsSync(join(dir, 'core/purchase/index.ts'))
    ? await load(dir, 'core/purchase/index.ts')
    : { ...(await load(dir, 'core/purchase-cart.ts')), ...(existsSync(journalModule) ? await load(dir, 'core/purchase-journal.ts') : {}) };
  const catalogue = p.purchaseCatalogue({
    product: [
      {
        product_id: '1',
        product_name: 'Crompton HS Plus 1200mm',
        serial_no: 'CRHS1200',
        sell_rate: '1500.00',
        purchase_rate: '1200.00',
        stock: 40,
        count_of_pcs: 1,
        unit: 'Nos',
        rate_per: 'Nos',
        box_contents: '1 Fan',
      },
      { product_id: '2', product_name: 'Symphony Diet 50T Air Cooler', serial_no: 'SYMD50T', sell_rate: '8450.50', purchase_rate: '7000.50', stock: 6 },
    ],
    gst: { cgst: '9.00', sgst: '9.00' },
  });
  const commands: Loose[] = [
    { type: 'SetDefaultGst', gstBp: 1800 },
    { type: 'SelectSupplier', supplier: { supplierId: '4', name: 'Chennai Fan House' } },
    { type: 'ClearSupplier' },
    { type: 'SelectSupplier', supplier: { supplierId: '5', name: 'Madurai Cooling Agencies' } },
    { type: 'ChangeOrderDate', orderDate: '2026-11-18' },
    { type: 'AddBySerial', serial: 'CRHS1200', lineId: 'P1' },
    { type: 'AddBySerial', serial: 'crhs1200', lineId: 'P2' },
    { type: 'AddByProductId', productId: '2', lineId: 'P3' },
    { type: 'ChangeQuantity', lineId: 'P3', qty: '3' },
    { type: 'ChangeRate', lineId: 'P1', rate: '1180.25' },
    { type: 'ChangeGst', gst: '12' },
    { type: 'RemoveLine', lineId: 'P3' },
    { type: 'ClearSupplier' },
  ];
  let journal = p.EMPTY_JOURNAL;
  for (const command of commands) {
    if (command.type === 'ClearSupplier' && commit === 'f94d637') continue; // that build had no "Select Supplier again"
    const decision = p.decidePurchase(command, p.foldPurchase(journal), catalogue);
    if (!p.isPurchaseRejection(decision)) journal = p.appendPurchase(journal, decision);
  }
  journal = p.undoPurchase(journal);
  const stored = p.serialisePurchaseJournal(journal);
  const fixture = { note, commit, stored, events: journal.events.length, cursor: journal.cursor, state: p.foldPurchase(journal) };
  writeFileSync(join(OUT, `purchase-v${JSON.parse(stored).version}-${label}.json`), `${JSON.stringify(fixture, null, 2)}\n`);
}

mkdirSync(OUT, { recursive: true });
try {
  for (const { commit, label, note } of SALES_BUILDS) await salesFixtures(commit, label ?? commit, note);
  for (const { commit, label, note } of PURCHASE_BUILDS) await purchaseFixture(commit, label ?? commit, note);
} finally {
  rmSync(WORK, { recursive: true, force: true });
}
