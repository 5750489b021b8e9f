// Products and list answers in columns for the tests of the counter's kept copy (core/catalogue/counter-copy.test.ts,
// src/api/counter-list.test.ts).
import { encodeProducts, type CounterListBody, type CounterProduct } from './counter-columns';

export function counterProduct(id: number, name: string, extra: Partial<CounterProduct> = {}): CounterProduct {
  return {
    product_id: id,
    product_name: name,
    serial_no: `SN${id}`,
    product_code: '',
    category_name: 'Fans',
    brand: 'Crompton',
    unit: 'Nos',
    rate_per: 'Nos',
    box_contents: '',
    hsn_code: '841451',
    gst_percentage: '',
    sell_rate: 150_000,
    rate: 150_000,
    price_per_pcs: 150_000,
    count_of_pcs: 1,
    qty_per_box: 1,
    stock: 10,
    barcodes: '',
    ...extra,
  };
}

/** An answer of pos_product_list.php with format "columns"; `others` replaces its customers or counter settings. */
export function counterAnswer(
  epoch: string,
  version: number,
  since: number | null,
  products: CounterProduct[],
  removed: number[] = [],
  others: Partial<Pick<CounterListBody, 'customer' | 'counter'>> = {},
): CounterListBody {
  return {
    format: 'columns',
    epoch,
    version,
    since,
    products: encodeProducts(products),
    removed,
    customer: [],
    gst: { cgst: '9.00', sgst: '9.00', packing_charge: '0.00' },
    counter: { retail_print: 'receipt', seller_state: 'Tamil Nadu' },
    ...others,
  };
}
