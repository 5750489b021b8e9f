import { describe, expect, it } from 'vitest';
import {
  decidePurchase,
  isPurchaseRejection,
  onlyInStock,
  purchaseBodyOf,
  purchaseCartTotals,
  purchaseCatalogue,
  purchaseEditBodyOf,
  purchaseSaveProblem,
  type PurchaseCommand,
} from './index';
import {
  appendPurchase,
  canUndoPurchase,
  deserialisePurchaseJournal,
  EMPTY_JOURNAL,
  foldPurchase,
  serialisePurchaseJournal,
  undoPurchase,
  type PurchaseJournal,
} from './purchase.journal';

const CATALOGUE = purchaseCatalogue({
  product: [
    {
      product_id: '1',
      product_name: 'Crompton HS Plus 1200mm',
      serial_no: 'CRHS1200',
      sell_rate: '1500.00',
      purchase_rate: '1200.00',
      stock: 2,
      count_of_pcs: 1,
      unit: 'Nos',
    },
    { product_id: '2', product_name: 'Symphony Diet 50T', serial_no: 'SYMD50T', sell_rate: '2450.50', purchase_rate: '2000.50', stock: 0 },
    { product_id: '3', product_name: 'LG 260L Frost Free', serial_no: 'LGFF260', sell_rate: '28000.00', purchase_rate: '22000.00', stock: 5 },
  ],
  gst: { cgst: '9.00', sgst: '9.00' },
  counter: { unit_serial_products: ['3'] },
});

let ids = 0;
function run(journal: PurchaseJournal, command: PurchaseCommand | ((n: string) => PurchaseCommand)) {
  ids += 1;
  const cmd = typeof command === 'function' ? command(`l${ids}`) : command;
  const decision = decidePurchase(cmd, foldPurchase(journal), CATALOGUE);
  if (isPurchaseRejection(decision)) return { journal, error: decision.error };
  return { journal: appendPurchase(journal, decision), error: null };
}

describe('purchase cart', () => {
  it("takes the default GST from the server's CGST + SGST and the purchase rate as the line rate", () => {
    expect(CATALOGUE.defaultGstBp).toBe(1800);
    const { journal } = run(EMPTY_JOURNAL, (id) => ({ type: 'AddBySerial', serial: ' crhs1200 ', lineId: id }));
    expect(foldPurchase(journal).lines[0]).toMatchObject({ productId: '1', rate: 120_000, qty: 1 });
  });

  it('adds the same product again by 1, never above its stock', () => {
    let j = run(EMPTY_JOURNAL, (id) => ({ type: 'AddBySerial', serial: 'CRHS1200', lineId: id })).journal;
    j = run(j, (id) => ({ type: 'AddByProductId', productId: '1', lineId: id })).journal;
    expect(foldPurchase(j).lines).toHaveLength(1);
    expect(foldPurchase(j).lines[0].qty).toBe(2);
    expect(run(j, (id) => ({ type: 'AddBySerial', serial: 'CRHS1200', lineId: id })).error).toBe('Only 2 items available in stock!');
    const cooler = run(EMPTY_JOURNAL, (id) => ({ type: 'AddBySerial', serial: 'SYMD50T', lineId: id })).journal;
    expect(run(cooler, (id) => ({ type: 'AddBySerial', serial: 'SYMD50T', lineId: id })).error).toBe(onlyInStock(0));
  });

  it("refuses an unknown serial and an unknown pick in the spec's words", () => {
    expect(run(EMPTY_JOURNAL, (id) => ({ type: 'AddBySerial', serial: 'NOPE', lineId: id })).error).toBe('Invalid product details!');
    expect(run(EMPTY_JOURNAL, (id) => ({ type: 'AddByProductId', productId: '99', lineId: id })).error).toBe('Invalid product selection!');
  });

  it('quantity at least 1 (leading zeros stripped), rate editable, GST editable; totals by the purchase arithmetic', () => {
    let j = run(EMPTY_JOURNAL, { type: 'SetDefaultGst', gstBp: 1800 }).journal;
    j = run(j, (id) => ({ type: 'AddBySerial', serial: 'CRHS1200', lineId: id })).journal;
    const lineId = foldPurchase(j).lines[0].lineId;
    j = run(j, { type: 'ChangeQuantity', lineId, qty: '007' }).journal;
    expect(foldPurchase(j).lines[0].qty).toBe(7);
    j = run(j, { type: 'ChangeQuantity', lineId, qty: '0' }).journal;
    expect(foldPurchase(j).lines[0].qty).toBe(1);
    j = run(j, { type: 'ChangeQuantity', lineId, qty: '3' }).journal;
    j = run(j, { type: 'ChangeRate', lineId, rate: '1199.99' }).journal;
    expect(run(j, { type: 'ChangeRate', lineId, rate: '-1' }).error).toMatch(/^Rate must be/);
    // 3 × 1,199.99 = 3,599.97; rounded 3,600; 18% = 648.00; grand total 4,248.00.
    expect(purchaseCartTotals(foldPurchase(j))).toMatchObject({ subtotal: 359_997, gst: 64_800, cgst: 32_400, sgst: 32_400, grandTotal: 424_800 });
    j = run(j, { type: 'ChangeGst', gst: '12' }).journal;
    expect(purchaseCartTotals(foldPurchase(j)).gst).toBe(43_200);
  });

  it('save needs a supplier ("Please select a customer."), a line ("Please select a product") and the supplier\'s invoice; the body is the spec\'s payload', () => {
    let j = run(EMPTY_JOURNAL, { type: 'SetDefaultGst', gstBp: 1800 }).journal;
    expect(purchaseSaveProblem(foldPurchase(j), '2026-11-21')).toBe('Please select a customer.');
    j = run(j, { type: 'SelectSupplier', supplier: { supplierId: '4', name: 'Chennai Fans' } }).journal;
    expect(purchaseSaveProblem(foldPurchase(j), '2026-11-21')).toBe('Please select a product');
    j = run(j, (id) => ({ type: 'AddBySerial', serial: 'CRHS1200', lineId: id })).journal;
    expect(purchaseSaveProblem(foldPurchase(j), '2026-11-21')).toBe("Enter the supplier's invoice number.");
    j = run(j, { type: 'ChangeSupplierInvoiceNo', invoiceNo: '  CF / 77 ' }).journal;
    expect(purchaseSaveProblem(foldPurchase(j), '2026-11-21')).toBe("Enter the supplier's invoice date (dd-mm-yyyy).");
    j = run(j, { type: 'ChangeSupplierInvoiceDate', invoiceDate: '2026-11-22' }).journal;
    expect(purchaseSaveProblem(foldPurchase(j), '2026-11-21')).toBe("The supplier's invoice date cannot be after the purchase date.");
    j = run(j, { type: 'ChangeSupplierInvoiceDate', invoiceDate: '2026-11-20' }).journal;
    expect(purchaseSaveProblem(foldPurchase(j), '2026-11-21')).toBeNull();
    expect(purchaseBodyOf(foldPurchase(j), '2026-11-21', 'r1')).toEqual({
      request_id: 'r1',
      supplier_id: '4',
      supplier_name: 'Chennai Fans',
      order_date: '21-11-2026',
      supplier_invoice_no: 'CF / 77',
      supplier_invoice_date: '20-11-2026',
      gst_percentage: '18.00',
      subtotal: '1200.00',
      cgst: '108.00',
      sgst: '108.00',
      total: '1416.00',
      productdetails: [
        {
          product_id: '1',
          product_name: 'Crompton HS Plus 1200mm',
          box_contents: '',
          count_of_pcs: '1',
          rate_per: '',
          unit: 'Nos',
          qty: 1,
          amount_per_product: '1200.00',
          total_per_product: '1200.00',
        },
      ],
    });
  });

  it('clears the supplier (Select Supplier again), and a second clear changes nothing', () => {
    let j = run(EMPTY_JOURNAL, { type: 'SelectSupplier', supplier: { supplierId: '4', name: 'Chennai Fans' } }).journal;
    j = run(j, { type: 'ClearSupplier' }).journal;
    expect(foldPurchase(j).supplier).toBeNull();
    expect(purchaseSaveProblem(foldPurchase(j), '2026-11-21')).toBe('Please select a customer.');
    const again = run(j, { type: 'ClearSupplier' });
    expect(again.journal).toBe(j);
  });

  it("an editor's saved line keeps its quantity, is deleted through the server, and sends od_id on save", () => {
    const loaded = run(EMPTY_JOURNAL, {
      type: 'LoadPurchase',
      purchase: {
        purchaseId: '9',
        version: 3,
        supplier: { supplierId: '4', name: 'Chennai Fans' },
        orderDate: '2026-11-20',
        supplierInvoiceNo: 'SF/9',
        supplierInvoiceDate: '2026-11-20',
        gstBp: 500,
        lines: [
          {
            lineId: 'od-7',
            productId: '1',
            productName: 'Fan',
            serialNo: 'CRHS1200',
            rate: 100_000,
            qty: 4,
            boxContents: '',
            countOfPcs: 1,
            ratePer: '',
            unit: '',
            odId: '7',
          },
        ],
      },
    }).journal;
    expect(canUndoPurchase(loaded)).toBe(false);
    expect(run(loaded, { type: 'ChangeQuantity', lineId: 'od-7', qty: '5' }).error).toMatch(/cannot be changed/);
    expect(run(loaded, { type: 'RemoveLine', lineId: 'od-7' }).error).toMatch(/already saved/);
    const rated = run(loaded, { type: 'ChangeRate', lineId: 'od-7', rate: '950' }).journal;
    const state = foldPurchase(rated);
    const body = purchaseEditBodyOf(state, state.saved ?? { purchaseId: '', version: 0 }, '2026-11-21', 'r2');
    expect(body).toMatchObject({ purchase_id: '9', version: 3, order_date: '20-11-2026', total: '3990.00' });
    expect(body.productdetails[0]).toEqual({
      product_id: '1',
      product_name: 'Fan',
      box_contents: '',
      qty: 4,
      amount_per_product: '950.00',
      total_per_product: '3800.00',
      od_id: '7',
    });
    const forgotten = run(rated, { type: 'ForgetSavedLine', lineId: 'od-7', version: 4 }).journal;
    expect(foldPurchase(forgotten)).toMatchObject({ lines: [], saved: { purchaseId: '9', version: 4 } });
  });

  it('a product that tracks unit serials takes each unit by its serial (qty follows), once on the purchase; the save sends them', () => {
    let j = run(EMPTY_JOURNAL, (id) => ({ type: 'AddBySerial', serial: 'LGFF260', lineId: id })).journal;
    j = run(j, (id) => ({ type: 'AddBySerial', serial: 'CRHS1200', lineId: id })).journal;
    const [fridge, fan] = foldPurchase(j).lines;
    expect(fridge).toMatchObject({ qty: 1, unitSerials: [] });
    expect(fan.unitSerials).toBeUndefined();
    const supplied = run(j, { type: 'SelectSupplier', supplier: { supplierId: '4', name: 'LG Electronics' } }).journal;
    const invoiced = run(run(supplied, { type: 'ChangeSupplierInvoiceNo', invoiceNo: 'LG/1' }).journal, {
      type: 'ChangeSupplierInvoiceDate',
      invoiceDate: '2026-11-20',
    }).journal;
    expect(purchaseSaveProblem(foldPurchase(invoiced), '2026-11-21')).toBe('LG 260L Frost Free: 1 unit needs 1 unit serial; 0 scanned.');
    expect(run(j, { type: 'AddUnitSerial', lineId: fan.lineId, unitSerial: 'CR1' }).error).toBe('Crompton HS Plus 1200mm does not track unit serials.');
    expect(run(j, { type: 'AddUnitSerial', lineId: fridge.lineId, unitSerial: '  ' }).error).toBe('Type or scan a unit serial.');
    let k = run(invoiced, { type: 'AddUnitSerial', lineId: fridge.lineId, unitSerial: ' lgd2110045a01 ' }).journal;
    k = run(k, { type: 'AddUnitSerial', lineId: fridge.lineId, unitSerial: 'LGD2110045A02' }).journal;
    expect(run(k, { type: 'AddUnitSerial', lineId: fridge.lineId, unitSerial: 'lgd2110045a01' }).error).toBe(
      'Unit serial LGD2110045A01 is on this purchase twice.',
    );
    expect(foldPurchase(k).lines[0]).toMatchObject({ qty: 2, unitSerials: ['LGD2110045A01', 'LGD2110045A02'] });
    expect(purchaseSaveProblem(foldPurchase(k), '2026-11-21')).toBeNull();
    const body = purchaseBodyOf(foldPurchase(k), '2026-11-21', 'r1');
    expect(body.productdetails.map((l) => l.unit_serials)).toEqual([['LGD2110045A01', 'LGD2110045A02'], undefined]);
    const removed = run(k, { type: 'RemoveUnitSerial', lineId: fridge.lineId, unitSerial: 'lgd2110045a01' }).journal;
    expect(foldPurchase(removed).lines[0]).toMatchObject({ qty: 1, unitSerials: ['LGD2110045A02'] });
    // Qty never falls below 1 with the last serial gone; the save then asks for it.
    const none = run(removed, { type: 'RemoveUnitSerial', lineId: fridge.lineId, unitSerial: 'LGD2110045A02' }).journal;
    expect(foldPurchase(none).lines[0]).toMatchObject({ qty: 1, unitSerials: [] });
    // The units survive a refresh and an undo takes the last one off.
    expect(foldPurchase(deserialisePurchaseJournal(serialisePurchaseJournal(k)))).toEqual(foldPurchase(k));
    expect(foldPurchase(undoPurchase(k)).lines[0].unitSerials).toEqual(['LGD2110045A01']);
  });

  it("on the editor a saved line's units are shown, stay as saved and are not sent again", () => {
    const loaded = run(EMPTY_JOURNAL, {
      type: 'LoadPurchase',
      purchase: {
        purchaseId: '9',
        version: 2,
        supplier: { supplierId: '4', name: 'LG Electronics' },
        orderDate: '2026-11-20',
        gstBp: 1800,
        supplierInvoiceNo: 'LG/1',
        supplierInvoiceDate: '2026-11-20',
        lines: [
          {
            lineId: 'od-7',
            productId: '3',
            productName: 'LG 260L Frost Free',
            serialNo: 'LGFF260',
            rate: 2_200_000,
            qty: 1,
            boxContents: '',
            countOfPcs: 1,
            ratePer: 'Nos',
            unit: 'Nos',
            odId: '7',
            unitSerials: ['LGD2110045A01'],
          },
        ],
      },
    }).journal;
    expect(run(loaded, { type: 'AddUnitSerial', lineId: 'od-7', unitSerial: 'LGD2' }).error).toMatch(/already saved/);
    expect(run(loaded, { type: 'RemoveUnitSerial', lineId: 'od-7', unitSerial: 'LGD2110045A01' }).error).toMatch(/already saved/);
    let j = run(loaded, (id) => ({ type: 'AddBySerial', serial: 'LGFF260', lineId: id })).journal;
    const added = foldPurchase(j).lines[1];
    expect(run(j, { type: 'AddUnitSerial', lineId: added.lineId, unitSerial: 'lgd2110045a01' }).error).toBe(
      'Unit serial LGD2110045A01 is on this purchase twice.',
    );
    j = run(j, { type: 'AddUnitSerial', lineId: added.lineId, unitSerial: 'LGD2110045A03' }).journal;
    const state = foldPurchase(j);
    expect(purchaseSaveProblem(state, '2026-11-21')).toBeNull();
    const body = purchaseEditBodyOf(state, state.saved ?? { purchaseId: '', version: 0 }, '2026-11-21', 'r3');
    expect(body.productdetails.map((l) => [l.od_id, l.unit_serials])).toEqual([
      ['7', undefined],
      ['', ['LGD2110045A03']],
    ]);
  });

  it('undoes by replaying, and keeps the journal across a refresh; an unreadable one is an empty purchase', () => {
    let j = run(EMPTY_JOURNAL, { type: 'SetDefaultGst', gstBp: 1800 }).journal;
    j = run(j, (id) => ({ type: 'AddBySerial', serial: 'CRHS1200', lineId: id })).journal;
    expect(foldPurchase(undoPurchase(j)).lines).toHaveLength(0);
    expect(undoPurchase(undoPurchase(j)).cursor).toBe(1);
    expect(foldPurchase(deserialisePurchaseJournal(serialisePurchaseJournal(j)))).toEqual(foldPurchase(j));
    expect(deserialisePurchaseJournal('{nonsense')).toBe(EMPTY_JOURNAL);
    expect(deserialisePurchaseJournal(JSON.stringify({ version: 1, kind: 'purchase', cursor: 1, events: [{ type: 'Hacked' }] }))).toBe(EMPTY_JOURNAL);
  });
});
