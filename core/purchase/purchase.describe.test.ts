import { describe, expect, it } from 'vitest';
import { initialPurchase, type PurchaseCartLine, type PurchaseCartState } from './purchase.state';
import { describePurchaseEvent } from './purchase.describe';

const FAN: PurchaseCartLine = {
  lineId: 'a',
  productId: '1',
  productName: 'Crompton HS Plus 1200mm',
  serialNo: 'CRHS1200',
  rate: 120_000,
  qty: 2,
  boxContents: '',
  countOfPcs: 1,
  ratePer: '',
  unit: '',
  odId: null,
};
const withFan: PurchaseCartState = { ...initialPurchase(), lines: [FAN] };

describe('the purchase journal as a terminal log', () => {
  it('describes each event in one line', () => {
    const empty = initialPurchase();
    expect(describePurchaseEvent({ type: 'SupplierSelected', supplier: { supplierId: '4', name: 'Chennai Fan House' } }, empty)).toBe(
      'supplier Chennai Fan House',
    );
    expect(describePurchaseEvent({ type: 'SupplierCleared' }, empty)).toBe('supplier cleared');
    expect(describePurchaseEvent({ type: 'OrderDateChanged', orderDate: '2026-11-18' }, empty)).toBe('date → 18-11-2026');
    expect(describePurchaseEvent({ type: 'GstChanged', gstBp: 1200 }, empty)).toBe('GST → 12%');
    expect(describePurchaseEvent({ type: 'DefaultGstSet', gstBp: 1800 }, empty)).toBe('GST 18% (shop default)');
    expect(describePurchaseEvent({ type: 'ProductAdded', line: { ...FAN, qty: 1 } }, empty)).toBe('+ CRHS1200 Crompton HS Plus 1200mm ×1 @ 1,200.00');
    expect(describePurchaseEvent({ type: 'QuantityIncreased', lineId: 'a' }, withFan)).toBe('+ CRHS1200 Crompton HS Plus 1200mm ×1 (now ×3)');
    expect(describePurchaseEvent({ type: 'QuantityChanged', lineId: 'a', qty: 5 }, withFan)).toBe('qty CRHS1200 Crompton HS Plus 1200mm → ×5');
    expect(describePurchaseEvent({ type: 'RateChanged', lineId: 'a', rate: 11_250_050 }, withFan)).toBe('rate CRHS1200 Crompton HS Plus 1200mm → 1,12,500.50');
    expect(describePurchaseEvent({ type: 'LineRemoved', lineId: 'z' }, withFan)).toBe('− (removed line)');
    expect(describePurchaseEvent({ type: 'SavedLineDeleted', lineId: 'a', version: 3 }, withFan)).toBe(
      '− CRHS1200 Crompton HS Plus 1200mm (deleted on the server)',
    );
    expect(
      describePurchaseEvent(
        {
          type: 'PurchaseLoaded',
          purchase: {
            purchaseId: '9',
            version: 1,
            supplier: { supplierId: '4', name: 'Chennai Fan House' },
            orderDate: '2026-11-18',
            supplierInvoiceNo: 'SF/9',
            supplierInvoiceDate: '2026-11-18',
            gstBp: 1800,
            lines: [FAN],
          },
        },
        empty,
      ),
    ).toBe('loaded purchase 9: Chennai Fan House, 1 saved line(s)');
    expect(describePurchaseEvent({ type: 'PurchaseCleared' }, withFan)).toBe('purchase cleared');
  });
});
