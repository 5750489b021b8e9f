import { describe, expect, it } from 'vitest';
import { createCatalogue, type CatalogueProduct } from './cart.catalogue';
import type { CartEvent } from './cart.events';
import { FAN_LINE } from './cart.fixtures';
import { missingHsnWarning } from './cart.hsn';

const product = (hsnCode: string | null): CatalogueProduct => ({
  productId: FAN_LINE.productId ?? '',
  name: FAN_LINE.productName,
  serialNo: FAN_LINE.serialNo,
  productCode: FAN_LINE.productCode,
  brand: '',
  category: '',
  rate: FAN_LINE.rate,
  ratePer: '',
  pricePerPcs: 0,
  boxContents: '',
  qtyPerBox: 1,
  countOfPcs: 1,
  unit: 'Nos',
  hsnCode,
});
const added: CartEvent[] = [{ type: 'ProductAdded', line: FAN_LINE }];

describe('missingHsnWarning: the counter says when a product without an HSN code is billed', () => {
  it('warns on a GST bill and a retail bill, naming the product', () => {
    for (const mode of ['gst', 'retail'] as const) {
      expect(missingHsnWarning(added, createCatalogue(mode, [product('')]))).toBe(
        'No HSN Code for Crompton HS Plus: its invoice line will have none. Give it one under Products.',
      );
    }
  });

  it('says nothing for a product with an HSN code, one the list did not say of, on a quotation, or for other events', () => {
    expect(missingHsnWarning(added, createCatalogue('gst', [product('8414')]))).toBe('');
    expect(missingHsnWarning(added, createCatalogue('gst', [product(null)]))).toBe('');
    expect(missingHsnWarning(added, createCatalogue('estimate', [product('')]))).toBe('');
    expect(missingHsnWarning([{ type: 'LineRemoved', lineId: 'L1' }], createCatalogue('gst', [product('')]))).toBe('');
    expect(missingHsnWarning(added, null)).toBe('');
  });
});
