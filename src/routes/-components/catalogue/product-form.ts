// The Add Product and Edit Product forms (back-office §3, §5): fields, choices and the rules of each.
import type { Product, ProductPayload } from '../../../api/catalogue';
import type { FieldSpec, FormErrors, FormValues } from './CatalogueForm';
import { choicesOf, type ProductChoices } from './product-choices';
import { barcodesText, splitBarcodes } from '../../../../core/barcode';
import { productAddBody, productEditFormBody } from '../../../../core/forms/catalogue';
import { isRequired } from '../../../../core/forms/field-limits';
import { fieldLabel } from '../../../../core/field-labels';
import { formProblems, inFieldOrder } from '../../../../core/forms/form-problems';

export type ProductField =
  | 'product_name'
  | 'supplier_id'
  | 'batch_no'
  | 'serial_no'
  | 'barcodes'
  | 'brand_id'
  | 'unit_id'
  | 'model'
  | 'type'
  | 'hsn_code'
  | 'gst_percentage'
  | 'category_id'
  | 'product_code'
  | 'purchase_rate'
  | 'sell_rate'
  | 'stock'
  | 'track_unit_serials';

export type { ProductChoices };

export const PRODUCT_MESSAGES = {
  added: 'Product added successfully!',
  addFailed: (msg: string) => (msg ? `Failed to add product: ${msg}` : 'Failed to add product'),
  updated: 'Product updated successfully!',
  updateFailed: (msg: string) => (msg ? `Update failed: ${msg}` : 'Update Failed'),
  updateNetwork: 'Failed to update product.',
  deleted: 'Product Deleted Successfully',
  deleteFailed: 'Failed to delete product',
  noData: 'No data found',
  fetchFailed: 'Failed to fetch data',
} as const;

const LABELS: Record<ProductField, string> = {
  product_name: 'Product Name',
  supplier_id: 'Supplier',
  batch_no: 'Batch No',
  serial_no: 'Serial No',
  barcodes: 'Barcodes',
  brand_id: 'Brand',
  unit_id: 'Unit',
  model: 'Model',
  type: 'Type',
  hsn_code: 'HSN Code',
  gst_percentage: fieldLabel('product_add.php', 'gst_percentage') ?? 'GST %',
  category_id: 'Category',
  product_code: 'Product Code',
  purchase_rate: 'Purchase Rate',
  sell_rate: 'Sell Rate',
  stock: 'Stock',
  track_unit_serials: 'Track Unit Serials',
};

const ADD_FIELDS: readonly ProductField[] = [
  'product_name',
  'supplier_id',
  'batch_no',
  'serial_no',
  'barcodes',
  'brand_id',
  'unit_id',
  'model',
  'type',
  'hsn_code',
  'gst_percentage',
  'purchase_rate',
  'sell_rate',
  'stock',
  'track_unit_serials',
];
const EDIT_FIELDS: readonly ProductField[] = [
  'product_name',
  'supplier_id',
  'category_id',
  'batch_no',
  'serial_no',
  'barcodes',
  'product_code',
  'brand_id',
  'unit_id',
  'model',
  'type',
  'hsn_code',
  'gst_percentage',
  'purchase_rate',
  'sell_rate',
  'stock',
  'track_unit_serials',
];

// Spec §5: add needs name, supplier, serial, HSN and sell rate; edit needs every field, brand and unit included
// (category and product code, which only the edit form shows, stay optional: most products have neither). Which are
// required is the form's schema's (core/forms/catalogue.ts): a field it refuses blank.
const SHAPES = { add: productAddBody.shape, edit: productEditFormBody.shape } as const;

export function productFields(mode: 'add' | 'edit', choices: ProductChoices): Array<FieldSpec<ProductField>> {
  const options: Partial<Record<ProductField, Array<{ value: string; label: string }>>> = {
    supplier_id: choices.suppliers.map((s) => ({ value: s.id, label: s.supplier_name })),
    brand_id: choices.brands.map((b) => ({ value: b.brand_id, label: b.brand_name })),
    unit_id: choices.units.map((u) => ({ value: u.unit_id, label: u.unit_name })),
    category_id: choices.categories.map((c) => ({ value: c.category_id, label: c.category_name })),
    track_unit_serials: [
      { value: '0', label: 'No' },
      { value: '1', label: 'Yes: each unit sold or bought names its unit serial' },
    ],
  };
  return (mode === 'add' ? ADD_FIELDS : EDIT_FIELDS).map((name) => ({
    name,
    label: LABELS[name],
    required: isRequired(SHAPES[mode][name]),
    options: options[name],
    readOnly: mode === 'add' && name === 'purchase_rate',
    inputMode: name === 'purchase_rate' || name === 'sell_rate' || name === 'gst_percentage' ? 'decimal' : name === 'stock' ? 'numeric' : undefined,
  }));
}

export function emptyProduct(): FormValues<ProductField> {
  return {
    product_name: '',
    supplier_id: '',
    batch_no: '',
    serial_no: '',
    barcodes: '',
    brand_id: '',
    unit_id: '',
    model: '',
    type: '',
    hsn_code: '',
    gst_percentage: '',
    category_id: '',
    product_code: '',
    purchase_rate: '0.00',
    sell_rate: '',
    stock: '0',
    track_unit_serials: '0',
  };
}

export function productValues(p: Product): FormValues<ProductField> {
  return {
    product_name: p.product_name,
    supplier_id: p.supplier_id,
    batch_no: p.batch_no,
    serial_no: p.serial_no,
    barcodes: barcodesText(p.barcodes),
    brand_id: p.brand_id,
    unit_id: p.unit_id,
    model: p.model,
    type: p.type,
    hsn_code: p.hsn_code,
    gst_percentage: p.gst_percentage,
    category_id: p.category_id,
    product_code: p.product_code,
    purchase_rate: p.purchase_rate,
    sell_rate: p.sell_rate,
    stock: String(p.stock),
    track_unit_serials: p.track_unit_serials === '1' ? '1' : '0',
  };
}

const SCHEMAS = { add: productAddBody, edit: productEditFormBody.omit({ product_id: true }) } as const;

/** product_add.php's and the edit form's schemas (core/forms/catalogue.ts), problems under the form's labels. */
export function productProblems(mode: 'add' | 'edit', v: FormValues<ProductField>): FormErrors<ProductField> {
  return inFieldOrder(formProblems(SCHEMAS[mode], v, { labels: LABELS }), mode === 'add' ? ADD_FIELDS : EDIT_FIELDS);
}

export function productPayload(v: FormValues<ProductField>, productId?: string): ProductPayload {
  return {
    ...(productId ? { product_id: productId } : {}),
    product_name: v.product_name.trim(),
    supplier_id: v.supplier_id,
    batch_no: v.batch_no.trim(),
    serial_no: v.serial_no.trim().toUpperCase(),
    barcodes: splitBarcodes(v.barcodes).map((code) => code.toUpperCase()),
    brand_id: v.brand_id,
    unit_id: v.unit_id,
    model: v.model.trim(),
    type: v.type.trim(),
    hsn_code: v.hsn_code.trim(),
    gst_percentage: v.gst_percentage.trim(),
    category_id: v.category_id,
    product_code: v.product_code.trim(),
    purchase_rate: v.purchase_rate.trim(),
    sell_rate: v.sell_rate.trim().replace(/,/g, ''),
    stock: v.stock.trim() || '0',
    track_unit_serials: v.track_unit_serials === '1' ? '1' : '0',
  };
}

export { choicesOf };
