import { describe, expect, it } from 'vitest';
import { catalogueFromPosList, createCatalogue, emptyCatalogue, resolveEntry, suggest, type CatalogueProduct } from './cart.catalogue';
import { CATALOGUES, RAVI, KIRAN } from './cart.fixtures';

describe('catalogue from the POS list reply', () => {
  it('reads products, customers and the server rates; GST = cgst + sgst, packing = packing_charge', () => {
    const catalogue = CATALOGUES.gst;
    expect(catalogue.products).toHaveLength(5);
    expect(catalogue.products[0]).toEqual({
      productId: '101',
      name: 'Crompton HS Plus',
      serialNo: 'CRHSP1200-000123',
      productCode: 'CF0001',
      brand: 'Crompton',
      category: 'Ceiling Fans',
      rate: 245000,
      ratePer: 'Nos',
      pricePerPcs: 245000,
      boxContents: '1 Fan',
      qtyPerBox: 1,
      countOfPcs: 1,
      unit: 'Nos',
      // The spec's list has no hsn_code: unknown, not missing.
      hsnCode: null,
    });
    expect(catalogue.customers).toEqual([RAVI, KIRAN]);
    expect(catalogue.defaultRates).toEqual({ gstBp: 1800, packingBp: 200 });
  });

  it('the wholesale POS bills at sell_rate; the retail POS at rate', () => {
    const record = { product_id: 1, product_name: 'Fan', serial_no: 'S1', product_code: 'C1', sell_rate: '100.00', rate: '120.00' };
    expect(catalogueFromPosList('gst', { product: [record] }).products[0].rate).toBe(10000);
    expect(catalogueFromPosList('retail', { product: [record] }).products[0].rate).toBe(12000);
  });

  it('builds a list object once per mode: the same list held again (answered 304) is not parsed anew', () => {
    const list = { product: [{ product_id: 1, product_name: 'Fan', serial_no: 'S1', product_code: 'C1', sell_rate: '100.00', rate: '120.00' }] };
    const wholesale = catalogueFromPosList('gst', list);
    expect(catalogueFromPosList('gst', list)).toBe(wholesale);
    expect(catalogueFromPosList('retail', list)).not.toBe(wholesale);
    expect(catalogueFromPosList('gst', { ...list })).not.toBe(wholesale);
  });

  it('retail tax defaults to cgst 0, sgst 0, packing 0.00 until the server sends values', () => {
    expect(CATALOGUES.retail.defaultRates).toEqual({ gstBp: 0, packingBp: 0 });
    expect(catalogueFromPosList('retail', null).defaultRates).toEqual({ gstBp: 0, packingBp: 0 });
  });

  it('skips records without an id and reads bad numbers as 0', () => {
    const catalogue = catalogueFromPosList('gst', {
      product: [
        { product_id: null, product_name: 'Ghost' },
        { product_id: 9, product_name: 'Odd', sell_rate: 'abc', count_of_pcs: '-2' },
      ],
      customer: [{ user_id: '', name: 'Nobody' }],
      gst: { cgst: 'nine', sgst: 9, packing_charge: '' },
    });
    expect(catalogue.products.map((p) => [p.productId, p.rate, p.countOfPcs])).toEqual([['9', 0, 0]]);
    expect(catalogue.customers).toEqual([]);
    expect(catalogue.defaultRates).toEqual({ gstBp: 900, packingBp: 0 });
  });
});

describe('resolveEntry: an exact match fills the other field', () => {
  it('a serial fills the name and the default quantity (count_of_pcs)', () => {
    expect(resolveEntry(CATALOGUES.gst, 'key', ' hvpcr1200-000045 ')).toMatchObject({ key: 'HVPCR1200-000045', name: 'Havells Pacer', defaultQty: 2 });
  });
  it('a name, in any case, fills the serial', () => {
    expect(resolveEntry(CATALOGUES.gst, 'name', 'crompton hs plus')).toMatchObject({ key: 'CRHSP1200-000123', name: 'Crompton HS Plus', defaultQty: 1 });
  });
  it('a retail code fills the name', () => {
    expect(resolveEntry(CATALOGUES.retail, 'key', 'RT002')).toMatchObject({ key: 'RT002', name: 'Universal AC Remote Control' });
  });
  it('a partial serial or name fills nothing', () => {
    expect(resolveEntry(CATALOGUES.gst, 'key', 'CRHSP')).toBeNull();
    expect(resolveEntry(CATALOGUES.gst, 'name', 'Crompton')).toBeNull();
  });
});

describe('suggest: name search', () => {
  const names = (found: CatalogueProduct[]) => found.map((p) => p.name);

  it('matches a substring, case-insensitive', () => {
    expect(names(suggest(CATALOGUES.gst, 'PACER', 10))).toEqual(['Havells Pacer']);
    expect(names(suggest(CATALOGUES.gst, 'r', 10))).toEqual(['Crompton HS Plus', 'Havells Pacer', 'Bajaj Frore Crest']);
  });
  it('names starting with the text come first', () => {
    expect(names(suggest(CATALOGUES.gst, 'cr', 10))).toEqual(['Crompton HS Plus', 'Bajaj Frore Crest']);
    const catalogue = createCatalogue('gst', ['Super Fan', 'Fan Regulator', 'Table Fan', 'Fancy Light'].map(product));
    expect(names(suggest(catalogue, 'fan', 10))).toEqual(['Fan Regulator', 'Fancy Light', 'Super Fan', 'Table Fan']);
  });
  it('returns at most `limit` suggestions', () => {
    const catalogue = createCatalogue(
      'gst',
      Array.from({ length: 50 }, (_, i) => product(`Fan ${i}`)),
    );
    expect(suggest(catalogue, 'fan', 5)).toHaveLength(5);
    expect(names(suggest(catalogue, 'an 4', 3))).toEqual(['Fan 4', 'Fan 40', 'Fan 41']);
  });
  it('blank text or an empty catalogue suggests nothing', () => {
    expect(suggest(CATALOGUES.gst, '  ', 10)).toEqual([]);
    expect(suggest(emptyCatalogue('gst'), 'fan', 10)).toEqual([]);
    expect(suggest(CATALOGUES.gst, 'fan', 0)).toEqual([]);
  });
  it('searches 20,000 products quickly', () => {
    const catalogue = createCatalogue(
      'gst',
      Array.from({ length: 20_000 }, (_, i) => product(`Brand${i % 17} Model ${i} Ceiling Fan`)),
    );
    expect(names(suggest(catalogue, 'model 19999', 10))).toEqual(['Brand7 Model 19999 Ceiling Fan']);
  });
});

function product(name: string, index = 0): CatalogueProduct {
  return {
    productId: name,
    name,
    serialNo: `S-${name}-${index}`,
    productCode: '',
    brand: '',
    category: '',
    rate: 100,
    ratePer: '',
    pricePerPcs: 0,
    boxContents: '',
    qtyPerBox: 0,
    countOfPcs: 0,
    unit: '',
    hsnCode: '8414',
  };
}
