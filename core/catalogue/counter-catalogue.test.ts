// The counter's catalogue index built from the list in columns is the one built from the spec's list of objects.
import { describe, expect, it } from 'vitest';
import { catalogueFromPosList, findByKey, resolveEntry, suggest, type PosProductRecord } from '../cart/cart.catalogue';
import { formatRupees } from '../money';
import { encodeProducts, type CounterProduct } from './counter-columns';

const products: CounterProduct[] = [
  {
    product_id: 101,
    product_name: 'Crompton HS Plus',
    serial_no: 'CRHSP1200-000123',
    product_code: 'CF0001',
    category_name: 'Ceiling Fans',
    brand: 'Crompton',
    unit: 'Nos',
    rate_per: 'Nos',
    box_contents: '1 Fan',
    hsn_code: '841451',
    gst_percentage: '',
    sell_rate: 245_000,
    rate: 260_000,
    price_per_pcs: 245_000,
    count_of_pcs: 1,
    qty_per_box: 1,
    stock: 12,
    barcodes: '8901030865275 036000291452',
  },
  {
    product_id: 102,
    product_name: 'Havells Pacer',
    serial_no: 'HVPCR1200-000045',
    product_code: 'CF0002',
    category_name: 'Ceiling Fans',
    brand: 'Havells',
    unit: 'Box',
    rate_per: 'Box',
    box_contents: '2 Fans',
    hsn_code: '',
    gst_percentage: '5',
    sell_rate: 205_000,
    rate: 205_000,
    price_per_pcs: 102_500,
    count_of_pcs: 2,
    qty_per_box: 2,
    stock: 3,
    barcodes: '',
  },
];

/** The same products as pos_product_list.php sends them. */
function asRecords(list: readonly CounterProduct[]): PosProductRecord[] {
  return list.map((p) => ({
    product_id: String(p.product_id),
    product_name: p.product_name,
    serial_no: p.serial_no,
    product_code: p.product_code,
    category_name: p.category_name,
    brand: p.brand,
    sell_rate: formatRupees(p.sell_rate),
    sell_price: formatRupees(p.sell_rate),
    rate: formatRupees(p.rate),
    amount: formatRupees(p.sell_rate),
    rate_per: p.rate_per,
    price_per_pcs: formatRupees(p.price_per_pcs),
    count_of_pcs: p.count_of_pcs,
    box_contents: p.box_contents,
    qty_per_box: p.qty_per_box,
    unit: p.unit,
    hsn_code: p.hsn_code,
    gst_percentage: p.gst_percentage,
    stock: p.stock,
    ...(p.barcodes === '' ? {} : { barcodes: p.barcodes.split(' ') }),
  }));
}

describe('the counter catalogue from the list in columns', () => {
  const gst = { cgst: '9.00', sgst: '9.00', packing_charge: '1.00' };

  it("holds the same products, rates and keys as the one built from the spec's list", () => {
    const fromColumns = catalogueFromPosList('gst', { product_columns: encodeProducts(products), customer: [], gst });
    const fromRecords = catalogueFromPosList('gst', { product: asRecords(products), customer: [], gst });
    expect(fromColumns.products).toEqual(fromRecords.products);
    expect(fromColumns.defaultRates).toEqual({ gstBp: 1800, packingBp: 100 });
    expect(findByKey(fromColumns, 'hvpcr1200-000045 ')?.rate).toBe(205_000);
    expect(resolveEntry(fromColumns, 'name', 'crompton hs plus')?.defaultQty).toBe(1);
    expect(suggest(fromColumns, 'pacer').map((p) => p.productId)).toEqual(['102']);
    // Issue 31 item 4: a product's own GST rate, none for one at the shop's CGST + SGST.
    expect(fromColumns.products.map((p) => p.gstBp)).toEqual([undefined, 500]);
  });

  it('a box barcode finds its product in the same map as a serial, from either form of the list', () => {
    for (const catalogue of [
      catalogueFromPosList('gst', { product_columns: encodeProducts(products), customer: [], gst }),
      catalogueFromPosList('gst', { product: asRecords(products), customer: [], gst }),
    ]) {
      expect(catalogue.products[0].barcodes).toEqual(['8901030865275', '036000291452']);
      expect(catalogue.products[1].barcodes).toBeUndefined();
      expect(findByKey(catalogue, ' 8901030865275')?.productId).toBe('101');
      // A UPC-A as a scanner sends it as an EAN-13 (a leading 0).
      expect(findByKey(catalogue, '0036000291452')?.productId).toBe('101');
      expect(resolveEntry(catalogue, 'key', '036000291452')).toMatchObject({ key: 'CRHSP1200-000123', name: 'Crompton HS Plus' });
    }
  });

  it("a serial wins over another product's barcode", () => {
    const clashing = products.map((p) => (p.product_id === 101 ? { ...p, barcodes: 'HVPCR1200-000045' } : p));
    const catalogue = catalogueFromPosList('gst', { product_columns: encodeProducts(clashing), customer: [], gst });
    expect(findByKey(catalogue, 'HVPCR1200-000045')?.productId).toBe('102');
  });

  it('a retail list is entered by its product code', () => {
    const retail = catalogueFromPosList('retail', {
      product_columns: encodeProducts(products.map((p) => ({ ...p, serial_no: p.product_code }))),
      customer: [],
      gst,
    });
    expect(findByKey(retail, 'cf0002')?.name).toBe('Havells Pacer');
  });
});
