import { describe, expect, it } from 'vitest';
import type { BillDetailLine } from '../api/print';
import { itemColumns } from './item-columns';

const line = (over: Partial<BillDetailLine> = {}): BillDetailLine => ({
  order_detail_id: '1', brand_name: '', product_name: 'Fan', serial_no: '', product_code: '', model: '', type: '', batch_no: '', hsn_code: '',
  amount_per_product: '100.00', qty: 1, unit: '', discount_percentage: '0.00', total_per_product: '100.00', ...over,
});
const titles = (...args: Parameters<typeof itemColumns>) => itemColumns(...args).map((c) => c.title);

describe('the invoice item columns', () => {
  it('leave out every column no line has a value in', () => {
    expect(titles('invoice', [line(), line()])).toEqual(['S.No', 'Product', 'Rate', 'Qty', 'Total']);
  });

  it('keep a column one line fills', () => {
    expect(titles('invoice', [line({ brand_name: 'Crompton', serial_no: 'CR1', hsn_code: '8414', unit: 'Nos' }), line({ model: 'HS', discount_percentage: '5.00' })])).toEqual([
      'S.No', 'Brand', 'Product', 'Serial No', 'Model', 'HSN', 'Rate', 'Qty', 'Unit', 'Disc %', 'Total',
    ]);
    expect(titles('invoice', [line({ type: 'Fan', batch_no: ' B1 ' })])).toEqual(['S.No', 'Product', 'Type', 'Batch', 'Rate', 'Qty', 'Total']);
  });

  it('name the code column Code on a retail bill, filled by the product code', () => {
    expect(titles('retail', [line({ product_code: 'BJP2' })])).toEqual(['S.No', 'Product', 'Code', 'Rate', 'Qty', 'Total']);
    expect(titles('retail', [line({ serial_no: '' , product_code: '' })])).toEqual(['S.No', 'Product', 'Rate', 'Qty', 'Total']);
  });
});
