import { describe, expect, it } from 'vitest';
import { emptyRetail, retailFields, retailPayload, retailProblems, retailValues } from './retail-form';

describe('the retail product forms: Barcodes and Track Unit Serials (issue 33)', () => {
  const filled = { ...emptyRetail(), product_name: 'Iron Box', hsn_code: '8516', rate: '1250' };

  it('come after the spec fields, on the add and the edit form', () => {
    expect(retailFields('add').map((f) => f.name)).toEqual([
      'product_name',
      'hsn_code',
      'gst_percentage',
      'rate',
      'qty_per_box',
      'stock',
      'barcodes',
      'track_unit_serials',
    ]);
    expect(retailFields('edit').map((f) => f.label)).toEqual([
      'Product Name',
      'Product Code',
      'HSN Code',
      'GST %',
      'Rate',
      'Qty Per Box',
      'Stock',
      'Barcodes',
      'Track Unit Serials',
    ]);
  });

  it('take codes separated by spaces or commas, checked by the schema the server uses', () => {
    expect(retailProblems({ ...filled, barcodes: '8901030865343, iron-box-7' })).toEqual({});
    expect(retailPayload({ ...filled, barcodes: '8901030865343, iron-box-7', track_unit_serials: '1' })).toMatchObject({
      barcodes: ['8901030865343', 'IRON-BOX-7'],
      track_unit_serials: '1',
    });
    expect(retailPayload(filled)).toMatchObject({ barcodes: [], track_unit_serials: '0' });
    expect(retailProblems({ ...filled, barcodes: '036000291453' })).toEqual({
      barcodes: 'Barcodes 036000291453 is not a valid UPC-A: its check digit should be 2, not 3',
    });
  });

  it("show a stored product's codes and choice", () => {
    const values = retailValues({
      sno: 1,
      product_id: '4',
      product_name: 'Iron Box',
      product_code: 'RT-1004',
      rate: '1250.00',
      qty_per_box: 1,
      stock: 3,
      count_of_pcs: 1,
      category_id: '',
      category_name: '',
      brand_id: '',
      brand: '',
      hsn_code: '8516',
      gst_percentage: '',
      barcodes: ['8901030865343', 'IRON-BOX-7'],
      track_unit_serials: '1',
    });
    expect(values).toMatchObject({ barcodes: '8901030865343 IRON-BOX-7', track_unit_serials: '1' });
  });
});
