import { describe, expect, it } from 'vitest';
import {
  applyChanges,
  counterListRequestSchema,
  decodeProducts,
  encodeProducts,
  packColumns,
  productAt,
  readProductColumns,
  unpackColumns,
  type CounterProduct,
} from './counter-columns';

function product(id: number, name: string, extra: Partial<CounterProduct> = {}): CounterProduct {
  return {
    product_id: id,
    product_name: name,
    serial_no: `SN${id}`,
    product_code: `PC${id}`,
    category_name: 'Ceiling Fans',
    brand: 'Crompton',
    unit: 'Nos',
    rate_per: 'Nos',
    box_contents: '',
    hsn_code: '841451',
    gst_percentage: '',
    sell_rate: 150_000,
    rate: 145_000,
    price_per_pcs: 145_000,
    count_of_pcs: 1,
    qty_per_box: 1,
    stock: 10,
    barcodes: '',
    ...extra,
  };
}

const fan = product(1, 'Crompton HS Plus 1200mm');
const cooler = product(2, 'Symphony Diet 50T', { brand: 'Symphony', category_name: 'Air Coolers', sell_rate: 245_050, hsn_code: '' });
const heater = product(3, 'Bajaj Majesty 15L', { brand: 'Bajaj', category_name: 'Water Heaters', stock: 0 });
const bulb = product(4, 'Philips 9W LED', {
  brand: 'Philips',
  category_name: 'Lighting',
  unit: 'Box',
  rate_per: 'Box',
  box_contents: '10 Nos',
  qty_per_box: 10,
  count_of_pcs: 10,
});

describe('the counter list in columns', () => {
  it('round-trips every field of every product, in the list order (name, then id)', () => {
    const columns = encodeProducts([fan, cooler, heater, bulb]);
    expect(decodeProducts(columns)).toEqual([heater, fan, bulb, cooler]);
    expect(productAt(columns, 3)).toEqual(cooler);
  });

  it('holds each repeated text once', () => {
    const columns = encodeProducts([fan, product(5, 'Crompton Aura 900mm'), product(6, 'Crompton Neo 1200mm')]);
    expect(columns.dict.filter((text) => text === 'Crompton')).toHaveLength(1);
    expect(columns.brand).toEqual([0, 0, 0].map(() => columns.dict.indexOf('Crompton')));
  });

  it('orders equal names by id, and names by code unit (upper case before lower)', () => {
    const columns = encodeProducts([product(9, 'fan'), product(8, 'Fan'), product(7, 'Fan')]);
    expect(columns.product_id).toEqual([7, 8, 9]);
  });

  it('survives JSON and is read back', () => {
    const columns = encodeProducts([fan, cooler]);
    expect(readProductColumns(JSON.parse(JSON.stringify(columns)))).toEqual(columns);
    expect(readProductColumns(encodeProducts([]))).toEqual(encodeProducts([]));
  });

  it('refuses columns of different lengths, indexes outside the dictionary, or a value of the wrong kind', () => {
    const columns = encodeProducts([fan, cooler]);
    expect(readProductColumns({ ...columns, stock: [1] })).toBeNull();
    expect(readProductColumns({ ...columns, brand: [0, 99] })).toBeNull();
    expect(readProductColumns({ ...columns, brand: [0, -1] })).toBeNull();
    expect(readProductColumns({ ...columns, sell_rate: [1.5, 2] })).toBeNull();
    expect(readProductColumns({ ...columns, serial_no: ['A', 7] })).toBeNull();
    expect(readProductColumns({ ...columns, dict: undefined })).toBeNull();
    expect(readProductColumns(null)).toBeNull();
  });
});

describe('applying the changes since a version', () => {
  const version1 = [fan, cooler, heater];

  it('a price change: the same list with the new price', () => {
    const fanDearer = { ...fan, sell_rate: 162_500 };
    const next = applyChanges(encodeProducts(version1), encodeProducts([fanDearer]), []);
    expect(decodeProducts(next)).toEqual(decodeProducts(encodeProducts([fanDearer, cooler, heater])));
  });

  it('a removal (an archived or deleted product) leaves the list', () => {
    const next = applyChanges(encodeProducts(version1), encodeProducts([]), [cooler.product_id]);
    expect(decodeProducts(next)).toEqual([heater, fan]);
  });

  it('a removal of a product the copy never had changes nothing', () => {
    expect(decodeProducts(applyChanges(encodeProducts(version1), encodeProducts([]), [99]))).toEqual(decodeProducts(encodeProducts(version1)));
  });

  it('a new product goes in at its place; a renamed one moves', () => {
    const renamed = { ...heater, product_name: 'V-Guard Pebble 15L' };
    const next = applyChanges(encodeProducts(version1), encodeProducts([bulb, renamed]), []);
    expect(decodeProducts(next).map((p) => p.product_name)).toEqual(['Crompton HS Plus 1200mm', 'Philips 9W LED', 'Symphony Diet 50T', 'V-Guard Pebble 15L']);
  });

  it('a change set applied to version n gives exactly version m, dictionary and all', () => {
    // Version n: 300 products; version m: a third repriced, every seventh archived, 20 new, a brand renamed away.
    const n = Array.from({ length: 300 }, (_, i) =>
      product(i + 1, `Product ${String((i * 37) % 300).padStart(3, '0')}`, { brand: ['Usha', 'Orient', 'Havells'][i % 3] }),
    );
    const m: CounterProduct[] = [];
    const changed: CounterProduct[] = [];
    const removed: number[] = [];
    for (const p of n) {
      if (p.product_id % 7 === 0) {
        removed.push(p.product_id);
      } else if (p.product_id % 3 === 0) {
        const next = { ...p, sell_rate: p.sell_rate + 1, brand: p.brand === 'Orient' ? 'Orient Electric' : p.brand };
        m.push(next);
        changed.push(next);
      } else {
        m.push(p);
      }
    }
    for (let k = 0; k < 20; k += 1) {
      const added = product(1000 + k, `Product ${String(k * 15).padStart(3, '0')} New`);
      m.push(added);
      changed.push(added);
    }
    const applied = applyChanges(encodeProducts(n), encodeProducts(changed), removed);
    expect(applied).toEqual(encodeProducts(m));
  });

  it('applied twice (a change set fetched again) changes nothing more', () => {
    const changes = encodeProducts([{ ...fan, stock: 9 }]);
    const once = applyChanges(encodeProducts(version1), changes, [heater.product_id]);
    expect(applyChanges(once, changes, [heater.product_id])).toEqual(once);
  });
});

describe('the list call asking for columns', () => {
  it('takes format "columns" and where the copy stands', () => {
    expect(counterListRequestSchema.parse({ format: 'columns', since: { epoch: 'abc', version: 12 } })).toMatchObject({
      format: 'columns',
      since: { epoch: 'abc', version: 12 },
    });
    expect(counterListRequestSchema.parse({})).toEqual({});
  });

  it('refuses another format, a negative or fractional version and an empty epoch', () => {
    expect(counterListRequestSchema.safeParse({ format: 'rows' }).success).toBe(false);
    expect(counterListRequestSchema.safeParse({ format: 'columns', since: { epoch: 'abc', version: -1 } }).success).toBe(false);
    expect(counterListRequestSchema.safeParse({ format: 'columns', since: { epoch: 'abc', version: 1.5 } }).success).toBe(false);
    expect(counterListRequestSchema.safeParse({ format: 'columns', since: { epoch: '', version: 1 } }).success).toBe(false);
  });
});

describe('the columns as the browser stores them', () => {
  it('pack and unpack give the same columns back, also for an empty list', () => {
    const columns = encodeProducts([fan, cooler, heater, bulb]);
    expect(unpackColumns(packColumns(columns))).toEqual(columns);
    expect(unpackColumns(packColumns(encodeProducts([])))).toEqual(encodeProducts([]));
  });

  it('a packed value that does not hold together reads as none', () => {
    const packed = packColumns(encodeProducts([fan, cooler]));
    expect(unpackColumns({ ...packed, count: 3 })).toBeNull();
    expect(unpackColumns({ ...packed, texts: packed.texts.slice(1) })).toBeNull();
    expect(unpackColumns({ ...packed, dict: 'one' })).toBeNull();
  });
});
