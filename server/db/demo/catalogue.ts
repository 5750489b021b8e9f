// Builds the demo catalogue (products and retail products) from the data tables, deterministically.
import { addDays, type IsoDate } from '../../../core/dates';
import { BRANDS, PRODUCT_CATEGORIES, type CategoryDef, type Series } from './catalogue-data';
import type { Rng } from './random';
import { RETAIL_ITEMS } from './retail-data';
import { SUPPLIERS } from './shop';

export interface ProductSeed {
  /** Index into SUPPLIERS. */
  supplier: number;
  category: string;
  brand: string;
  unit: string;
  product_name: string;
  batch_no: string;
  serial_no: string;
  product_code: string;
  model: string;
  type: string;
  hsn_code: string;
  purchase_rate: number;
  sell_rate: number;
  price_per_pcs: number;
  rate: number;
  rate_per: string;
  count_of_pcs: number;
  box_contents: string;
  qty_per_box: number;
  /** Opening stock. */
  stock: number;
  /** The product's own GST rate (its category's), or null for the shop's CGST + SGST. */
  gst_bp: number | null;
  /**
   * Issue 33 item 4: a product that tracks unit serials has the start of its units' serials ("LGD211": the maker and
   * the model's code); null for one that does not.
   */
  unitSerialPrefix: string | null;
}

/**
 * A product's opening stock: a unit-tracked product starts with at most one unit from before kulir, so its bills soon
 * sell units received on the demo's purchases (their story shows both). The generator's draws are the same either way.
 */
function openingStock(drawn: number, unitSerialPrefix: string | null): number {
  return unitSerialPrefix === null ? drawn : Math.min(drawn, 1);
}

/** The demo's products that track unit serials: LG's refrigerators (a few, as an appliance shop would start with). */
function unitSerialPrefix(category: CategoryDef, brand: string, code: string): string | null {
  return category.name === 'Refrigerators' && brand === 'LG' ? `LG${code}` : null;
}

export interface RetailSeed {
  category: string;
  brand: string | null;
  product_name: string;
  product_code: string;
  hsn_code: string;
  rate: number;
  qty_per_box: number;
  count_of_pcs: number;
  stock: number;
}

const SERIAL_CODE = new Map(BRANDS.map(([name, code]) => [name, code]));

function productName(category: CategoryDef, series: Series, size: string, colour: string): string {
  const [brand, model, , type] = series;
  const parts =
    category.style === 'fan'
      ? [brand, model, size, category.noun, colour]
      : category.style === 'appliance'
        ? [brand, model, size, type, category.noun, colour === 'White' && category.noun === 'AC' ? '' : colour]
        : [brand, model, category.noun, type];
  return parts.filter((part) => part !== '').join(' ');
}

export function makeProducts(rng: Rng, openedOn: IsoDate): ProductSeed[] {
  const products: ProductSeed[] = [];
  let serialNumber = rng.int(100, 900);
  for (const category of PRODUCT_CATEGORIES) {
    let codeNumber = 1000;
    for (const series of category.series) {
      const [brand, model, code, type, sizes, colours] = series;
      const suppliers = SUPPLIERS.flatMap((supplier, index) => (supplier.brands.includes(brand) ? [index] : []));
      for (const [size, rupees] of sizes) {
        for (const colour of colours) {
          serialNumber += rng.int(1, 40);
          codeNumber += 1;
          const purchaseRupees = Math.round(rupees * (0.76 + rng.next() * 0.12));
          const [low, high] = category.openingStock;
          const batchMonth = addDays(openedOn, -rng.int(0, 180)).slice(2, 7).replace('-', '');
          products.push({
            supplier: rng.pick(suppliers),
            category: category.name,
            brand,
            unit: category.unit,
            product_name: productName(category, series, size, colour),
            batch_no: `B${batchMonth}-${rng.int(10, 99)}`,
            serial_no: `${SERIAL_CODE.get(brand) ?? 'XX'}${code}${size.replace(/[^0-9]/g, '')}-${String(serialNumber).padStart(6, '0')}`,
            product_code: `${category.prefix}-${codeNumber}`,
            model,
            type,
            hsn_code: category.hsn,
            purchase_rate: purchaseRupees * 100,
            sell_rate: rupees * 100,
            price_per_pcs: rupees * 100,
            rate: rupees * 100,
            rate_per: 'Nos',
            count_of_pcs: 1,
            box_contents: `1 ${category.unit}`,
            qty_per_box: 1,
            stock: openingStock(rng.chance(0.05) ? 0 : rng.int(Math.max(low, 2), high), unitSerialPrefix(category, brand, code)),
            gst_bp: category.gstBp ?? null,
            unitSerialPrefix: unitSerialPrefix(category, brand, code),
          });
        }
      }
    }
  }
  return products;
}

export function makeRetailProducts(rng: Rng): RetailSeed[] {
  return RETAIL_ITEMS.map(([name, category, brand, hsn, rupees, perBox], index) => ({
    category,
    brand: brand === '' ? null : brand,
    product_name: name,
    product_code: `RT-${1001 + index}`,
    hsn_code: hsn,
    rate: rupees * 100,
    qty_per_box: perBox,
    count_of_pcs: 1,
    stock: rng.int(Math.min(perBox, 5), Math.min(perBox * 4, 60)),
  }));
}
