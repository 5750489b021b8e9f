import { describe, expect, it } from 'vitest';
import { emptyProduct, productFields, productPayload, productProblems } from './product-form';

describe('product form rules (spec §5)', () => {
  it('add needs name, supplier, serial no, hsn code and sell rate; brand and unit are optional', () => {
    expect(Object.keys(productProblems('add', emptyProduct()))).toEqual(['product_name', 'supplier_id', 'serial_no', 'hsn_code', 'sell_rate']);
    const filled = { ...emptyProduct(), product_name: 'Fan', supplier_id: '1', serial_no: 'a1', hsn_code: '8414', sell_rate: '1,500.50' };
    expect(productProblems('add', filled)).toEqual({});
    expect(productPayload(filled)).toMatchObject({ serial_no: 'A1', sell_rate: '1500.50', brand_id: '' });
  });

  it('edit needs brand and unit too, and checks amounts and stock', () => {
    const filled = {
      ...emptyProduct(),
      product_name: 'Fan',
      supplier_id: '1',
      serial_no: 'a1',
      hsn_code: '8414',
      sell_rate: '15.555',
      batch_no: 'b',
      model: 'm',
      type: 't',
      stock: '-1',
    };
    expect(productProblems('edit', filled)).toEqual({
      brand_id: 'Brand is required',
      unit_id: 'Unit is required',
      sell_rate: 'Sell Rate must be an amount in rupees such as 1234.50, not "15.555" (more than 2 decimals)',
      stock: 'Stock cannot be negative',
    });
  });
});

describe('the Barcodes field (issue 33 item 3)', () => {
  const filled = { ...emptyProduct(), product_name: 'Fridge', supplier_id: '1', serial_no: 'lg-1', hsn_code: '8418', sell_rate: '28500' };
  it('takes codes separated by spaces or commas, checked by the schema the server uses', () => {
    expect(productProblems('add', { ...filled, barcodes: '8901030865275, lg-box-7' })).toEqual({});
    expect(productPayload({ ...filled, barcodes: '8901030865275, lg-box-7' })).toMatchObject({ barcodes: ['8901030865275', 'LG-BOX-7'] });
    expect(productPayload(filled)).toMatchObject({ barcodes: [] });
    expect(productProblems('add', { ...filled, barcodes: '8901030865279' })).toEqual({
      barcodes: 'Barcodes 8901030865279 is not a valid EAN-13: its check digit should be 5, not 9',
    });
  });
});

describe('the product forms mark as required what their schemas refuse blank', () => {
  const none = { suppliers: [], brands: [], units: [], categories: [] };
  const required = (mode: 'add' | 'edit') =>
    productFields(mode, none)
      .filter((f) => f.required)
      .map((f) => f.name);
  it('add: name, supplier, serial no, HSN code and sell rate', () => {
    expect(required('add')).toEqual(['product_name', 'supplier_id', 'serial_no', 'hsn_code', 'sell_rate']);
  });
  it('edit: every field but category and product code', () => {
    expect(required('edit')).toEqual([
      'product_name',
      'supplier_id',
      'batch_no',
      'serial_no',
      'brand_id',
      'unit_id',
      'model',
      'type',
      'hsn_code',
      'purchase_rate',
      'sell_rate',
      'stock',
    ]);
    expect(productProblems('edit', { ...emptyProduct(), stock: '' }).stock).toBe('Stock is required');
  });
});
