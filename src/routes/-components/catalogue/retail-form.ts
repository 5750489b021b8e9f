// The Add / Edit Retail Product forms (back-office §3, §5): product name and rate are required, and the HSN code (4 to 8
// digits) that its tax invoice prints.
import type { RetailPayload, RetailProduct } from '../../../api/catalogue';
import type { FieldSpec, FormErrors, FormValues } from './CatalogueForm';
import { barcodesText, splitBarcodes } from '../../../../core/barcode';
import { retailFormBody } from '../../../../core/forms/catalogue';
import { formProblems } from '../../../../core/forms/form-problems';
import { fieldLabel } from '../../../../core/field-labels';

export type RetailField =
  'product_name' | 'product_code' | 'hsn_code' | 'gst_percentage' | 'rate' | 'qty_per_box' | 'stock' | 'barcodes' | 'track_unit_serials';

const LABELS: Record<RetailField, string> = {
  product_name: 'Product Name',
  product_code: 'Product Code',
  hsn_code: 'HSN Code',
  gst_percentage: fieldLabel('retail_product_add.php', 'gst_percentage') ?? 'GST %',
  rate: 'Rate',
  qty_per_box: 'Qty Per Box',
  stock: 'Stock',
  barcodes: 'Barcodes',
  track_unit_serials: 'Track Unit Serials',
};

/** Issue 33: after the spec's fields, the box barcodes and whether each unit sold names its serial (as on Add Product). */
const CODE_FIELDS: Array<FieldSpec<RetailField>> = [
  { name: 'barcodes', label: 'Barcodes' },
  {
    name: 'track_unit_serials',
    label: 'Track Unit Serials',
    options: [
      { value: '0', label: 'No' },
      { value: '1', label: 'Yes: each unit sold names its unit serial' },
    ],
  },
];

export function retailFields(mode: 'add' | 'edit'): Array<FieldSpec<RetailField>> {
  const fields: Array<FieldSpec<RetailField>> = [
    { name: 'product_name', label: 'Product Name', required: true },
    { name: 'hsn_code', label: 'HSN Code', required: true, inputMode: 'numeric', maxLength: 8 },
    // Issue 31 item 4: the product's own GST rate; blank bills it at the shop's CGST + SGST.
    { name: 'gst_percentage', label: LABELS.gst_percentage, inputMode: 'decimal', maxLength: 6 },
    { name: 'rate', label: 'Rate', required: true, inputMode: 'decimal' },
    { name: 'qty_per_box', label: 'Qty Per Box', inputMode: 'numeric' },
    { name: 'stock', label: 'Stock', inputMode: 'numeric' },
    ...CODE_FIELDS,
  ];
  return mode === 'edit' ? [fields[0], { name: 'product_code', label: 'Product Code' }, ...fields.slice(1)] : fields;
}

export function emptyRetail(): FormValues<RetailField> {
  return {
    product_name: '',
    product_code: '',
    hsn_code: '',
    gst_percentage: '',
    rate: '',
    qty_per_box: '1',
    stock: '0',
    barcodes: '',
    track_unit_serials: '0',
  };
}

export function retailValues(p: RetailProduct): FormValues<RetailField> {
  return {
    product_name: p.product_name,
    product_code: p.product_code,
    hsn_code: p.hsn_code,
    gst_percentage: p.gst_percentage,
    rate: p.rate,
    qty_per_box: String(p.qty_per_box),
    stock: String(p.stock),
    barcodes: barcodesText(p.barcodes),
    track_unit_serials: p.track_unit_serials === '1' ? '1' : '0',
  };
}

/** The retail product calls' schema with the HSN code required (core/forms/catalogue.ts). */
export function retailProblems(v: FormValues<RetailField>): FormErrors<RetailField> {
  return formProblems(retailFormBody, v, { labels: LABELS });
}

export function retailPayload(v: FormValues<RetailField>, product?: RetailProduct): RetailPayload {
  return {
    ...(product ? { product_id: product.product_id } : {}),
    product_name: v.product_name.trim(),
    product_code: v.product_code.trim().toUpperCase(),
    rate: v.rate.trim().replace(/,/g, ''),
    qty_per_box: v.qty_per_box.trim() || '1',
    stock: v.stock.trim() || '0',
    category_id: product?.category_id ?? '',
    brand_id: product?.brand_id ?? '',
    hsn_code: v.hsn_code.trim(),
    gst_percentage: v.gst_percentage.trim(),
    barcodes: splitBarcodes(v.barcodes).map((code) => code.toUpperCase()),
    track_unit_serials: v.track_unit_serials === '1' ? '1' : '0',
  };
}
