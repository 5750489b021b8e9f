// The settings form (/settings) and setting_update.php: one schema (back-office §5: phone digits only max 10, GST
// number max 15, pincode max 6). The seller's state drives the tax split: a state the table does not know, or one the
// shop's GSTIN contradicts, would bill every sale wrongly.
import { z } from 'zod';
import { gstinTransform, partyStateOrRefuse } from '../party-fields';
import { booksLockedUntilField } from '../books-lock';
import { percent, rupees, text } from '../payloads';
import { upiIdField } from '../upi';
import { optionalPrinterAddressField } from '../devices/printer-address';
import { RETAIL_PRINTS } from '../cart/cart.catalogue';
import { halfRateField, oneOrZero, optionalEmailField, phoneField, pincodeField, requiredText } from './fields';

export const settingsFields = {
  shop_name: requiredText(100).optional(),
  user_name: text(100),
  email: optionalEmailField(),
  phone: phoneField(),
  address: text(500),
  gst_no: text(15).transform(gstinTransform),
  city: text(100),
  state: requiredText(100),
  pincode: pincodeField(),
  cgst: halfRateField(),
  sgst: halfRateField(),
  packing_charge: percent().optional(),
  bank_name: text(100),
  acc_holder_name: text(100),
  acc_no: text(34).refine((v) => /^[0-9A-Za-z]*$/.test(v), { error: 'must be letters and digits only' }),
  ifsc_code: text(11)
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || /^[A-Z]{4}0[A-Z0-9]{6}$/.test(v), { error: 'must be an IFSC such as SBIN0001234' }),
  micr_code: text(9).refine((v) => /^\d*$/.test(v), { error: 'must be digits only, at most 9' }),
  // Absent (a client that predates it) keeps the UPI ID as it is.
  upi_id: upiIdField.optional(),
  retail_print: z.enum(RETAIL_PRINTS, { error: 'must be receipt, receipt58 or a4' }).optional(),
  // Absent keeps the shop's receipt printer as it is; '' is none (the browser prints).
  receipt_printer: optionalPrinterAddressField.optional(),
  // Absent keeps them as they are; '' reopens every period. Only the owner may move the date (server/calls/settings.ts).
  books_locked_until: booksLockedUntilField.optional(),
  ewaybill_threshold: rupees().optional(),
  // Issue 31 item 5: "1" packing is part of the taxable value (the law), "0" the spec's arithmetic; absent keeps it.
  gst_on_packing: oneOrZero().optional(),
};

/** The settings as sent, the e-mail lower-cased and the state checked against the GST state table and the shop's GSTIN. */
export const settingsBody = z.object(settingsFields).transform((b, ctx) => ({
  ...b,
  email: b.email.toLowerCase(),
  state: partyStateOrRefuse(b.state, b.gst_no, ctx),
}));

export type SettingsBody = z.input<typeof settingsBody>;
