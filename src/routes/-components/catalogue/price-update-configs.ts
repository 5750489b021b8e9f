// The two bulk price screens' columns and calls.
import {
  fetchProductUpdateList,
  fetchRetailUpdateList,
  saveProductPrices,
  saveRetailPrices,
  type ProductUpdateRow,
  type RetailUpdateRow,
} from '../../../api/catalogue';
import type { PriceUpdateConfig } from './PriceUpdateScreen';

export const PRODUCT_UPDATE: PriceUpdateConfig<ProductUpdateRow> = {
  screen: 'product-update',
  title: 'Product Update',
  back: '/products',
  idColumn: { header: 'Serial No', cell: (row) => row.serial_no },
  columns: [
    { key: 'price_per_pcs', header: 'Price Per Pcs', kind: 'money' },
    { key: 'count_of_pcs', header: 'Case Content', kind: 'count' },
    { key: 'rate', header: 'Rate', kind: 'money' },
    { key: 'qty_per_box', header: 'Qty Per Box', kind: 'count' },
    { key: 'stock', header: 'Stock', kind: 'stock' },
  ],
  load: fetchProductUpdateList,
  save: (rows) =>
    saveProductPrices(
      rows.map(({ row, values: v }) => ({
        product_id: row.product_id,
        product_code: row.product_code,
        unit: row.unit,
        price_per_pcs: v.price_per_pcs,
        count_of_pcs: Number(v.count_of_pcs),
        rate: v.rate,
        qty_per_box: Number(v.qty_per_box),
        stock: Number(v.stock),
      })),
    ),
};

export const RETAIL_UPDATE: PriceUpdateConfig<RetailUpdateRow> = {
  screen: 'retail-update',
  title: 'Retail Product Update',
  back: '/retailproduct',
  columns: [
    { key: 'product_code', header: 'Product Code', kind: 'code' },
    { key: 'rate', header: 'Rate', kind: 'money' },
    { key: 'qty_per_box', header: 'Qty Per Box', kind: 'count' },
    { key: 'stock', header: 'Stock', kind: 'stock' },
  ],
  load: fetchRetailUpdateList,
  save: (rows) =>
    saveRetailPrices(
      rows.map(({ row, values: v }) => ({
        product_id: row.product_id,
        product_code: v.product_code,
        rate: v.rate,
        qty_per_box: Number(v.qty_per_box),
        stock: Number(v.stock),
      })),
    ),
};
