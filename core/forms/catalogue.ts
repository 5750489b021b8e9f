// The catalogue forms and their calls, one schema each (back-office §5): Add Product needs name, supplier, serial no,
// HSN code and sell rate (brand and unit optional); Edit Product needs brand and unit too; a retail product needs its
// name and rate; a brand or unit its name, in the spec's own words.
import { z } from 'zod';
import { barcodeListField } from '../barcode';
import { gstRateSchema } from '../gst-rates';
import { hsnField } from '../hsn';
import { text } from '../wire';
import { chosenId, countAtLeastOne, idField, optionalId, optionalRate, requiredName, requiredRate, requiredStockCount, stockCount } from './fields';

const serialNo = () => requiredName(100).transform((s) => s.toUpperCase());

/** Not in the spec (issue 33 item 4): "1" when each unit sold names its unit serial; absent keeps it as it is. */
const trackUnitSerialsField = () =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .union([z.literal('1'), z.literal('0'), z.literal(1), z.literal(0), z.boolean()], { error: 'must be "1" or "0"' })
      .transform((v) => v === '1' || v === 1 || v === true)
      .optional(),
  );

const productFields = {
  product_name: requiredName(200),
  supplier_id: chosenId(),
  serial_no: serialNo(),
  hsn_code: hsnField({ required: true }),
  sell_rate: requiredRate(),
  category_id: optionalId(),
  batch_no: text(100),
  product_code: text(100),
  model: text(100),
  type: text(100),
  purchase_rate: optionalRate(),
  stock: stockCount(),
  /**
   * Not in the spec (issue 31 item 4): the product's own GST rate, basis points; blank or null takes the shop's CGST +
   * SGST; absent adds none and on an edit keeps the stored one (the spec's payloads do not send it).
   */
  gst_percentage: gstRateSchema.optional(),
  // Issue 33 item 3: not in the spec's calls; absent adds none, and on an edit keeps the stored ones.
  barcodes: barcodeListField(),
  track_unit_serials: trackUnitSerialsField(),
};

/** product_add.php and the Add Product form. */
export const productAddBody = z.object({ ...productFields, brand_id: optionalId(), unit_id: optionalId() });
/** product_detail_update.php: the edit form requires every field, brand and unit included. */
export const productUpdateBody = z.object({ ...productFields, product_id: idField(), brand_id: idField(), unit_id: idField() });
/**
 * The Edit Product form: the call's rules, and the form also asks for the batch no, model, type and purchase rate (spec
 * §5 "Edit Product requires all fields", the stock too); the call still takes them blank, as products imported without them are edited too.
 */
export const productEditFormBody = productUpdateBody.extend({
  batch_no: requiredName(100),
  model: requiredName(100),
  type: requiredName(100),
  purchase_rate: requiredRate(),
  stock: requiredStockCount(),
});

const retailFields = {
  product_name: requiredName(200),
  rate: requiredRate(),
  qty_per_box: countAtLeastOne(),
  stock: stockCount(),
  product_code: text(100).transform((code) => code.toUpperCase()),
  category_id: optionalId(),
  brand_id: optionalId(),
  // Not in the spec's retail_product_add.php: optional on the wire (absent keeps the stored one); the form requires it.
  hsn_code: hsnField({ required: false }).optional(),
  /** Not in the spec (issue 31 item 4): as on a wholesale product; absent adds none and on an edit keeps the stored one. */
  gst_percentage: gstRateSchema.optional(),
  // Issue 33: not in the spec's calls, as on the GST product's; absent adds none, or keeps what is stored.
  barcodes: barcodeListField(),
  track_unit_serials: trackUnitSerialsField(),
};

/** retail_product_add.php. */
export const retailAddBody = z.object(retailFields);
/** retail_product_detail_update.php. */
export const retailUpdateBody = z.object({ ...retailFields, product_id: idField() });
/** The Add / Edit Retail Product forms: the calls' rules with the HSN code its tax invoice prints required. */
export const retailFormBody = z.object({ ...retailFields, hsn_code: hsnField({ required: true }) });

export const BRAND_NAME_BLANK = 'Please enter Brand Name.';
export const UNIT_NAME_BLANK = { add: 'Please enter Unit Name.', edit: 'Please fill in all fields before submitting.' } as const;

/** brand_add.php, brand_detail_update.php and the brand forms. */
export const brandNameField = () => requiredName(100, BRAND_NAME_BLANK);
/** unit_add.php (add) and unit_detail_update.php (edit), each with the spec's words for a blank name. */
export const unitNameField = (mode: 'add' | 'edit') => requiredName(50, UNIT_NAME_BLANK[mode]);
