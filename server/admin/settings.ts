// The settings row (id 1) as setting_detail.php sends it and setting_update.php takes it. Column names are shared with
// the invoice's seller block and the POS rates: keep them. There is no password here, in or out.
import { z } from 'zod';
import { isEmail } from '../../core/admin-rules';
import type { SettingsRecord } from '../../core/api/admin';
import { toDmy } from '../../core/dates';
import { formatRupees } from '../../core/money';
import { gstinTransform, partyStateOrRefuse, pincodeField } from '../../core/party-fields';
import { rupees } from '../../core/payloads';
import { booksLockedUntilField } from '../../core/books-lock';
import { percent, text } from '../../core/payloads';
import { formatPercent } from '../../core/percent';
import { upiIdField } from '../../core/upi';
import type { RetailPrint, Settings, SettingsTable } from '../db/types';
import { phoneField, requiredText } from './fields';

export function settingsRecord(s: Settings): SettingsRecord {
  return {
    id: String(s.id),
    shop_name: s.shop_name,
    user_name: s.user_name,
    email: s.email,
    phone: s.phone,
    address: s.address,
    gst_no: s.gst_no,
    city: s.city,
    state: s.state,
    pincode: s.pincode,
    cgst: formatPercent(s.cgst_bp),
    sgst: formatPercent(s.sgst_bp),
    packing_charge: formatPercent(s.packing_bp),
    bank_name: s.bank_name,
    acc_holder_name: s.acc_holder_name,
    acc_no: s.acc_no,
    ifsc_code: s.ifsc_code,
    micr_code: s.micr_code,
    upi_id: s.upi_id,
    retail_print: s.retail_print,
    books_locked_until: s.books_locked_until === '' ? '' : toDmy(s.books_locked_until, '-'),
    ewaybill_threshold: formatRupees(Number(s.ewaybill_threshold)),
  };
}

/** A GST rate half (CGST or SGST): at most 14%, the highest half of India's GST slabs. */
const halfRate = () => percent().refine((bp) => bp <= 1400, { error: 'must be a percent from 0 to 14' });

export const settingsUpdateBody = z
  .object({
    shop_name: requiredText(100).optional(),
    user_name: text(100),
    email: text(254).refine((v) => v === '' || isEmail(v), { error: 'must be an e-mail address such as name@example.com' }),
    phone: phoneField(),
    address: text(500),
    gst_no: text(15).transform(gstinTransform),
    city: text(100),
    state: requiredText(100),
    pincode: pincodeField,
    cgst: halfRate(),
    sgst: halfRate(),
    packing_charge: percent().optional(),
    bank_name: text(100),
    acc_holder_name: text(100),
    acc_no: text(34).refine((v) => /^[0-9A-Za-z]*$/.test(v), { error: 'must be letters and digits only' }),
    ifsc_code: text(11).transform((v) => v.toUpperCase()).refine((v) => v === '' || /^[A-Z]{4}0[A-Z0-9]{6}$/.test(v), { error: 'must be an IFSC such as SBIN0001234' }),
    micr_code: text(9).refine((v) => /^\d*$/.test(v), { error: 'must be digits only, at most 9' }),
    // Absent (a client that predates it) keeps the UPI ID as it is.
    upi_id: upiIdField.optional(),
    retail_print: z.enum(['receipt', 'a4'], { error: 'must be receipt or a4' }).optional(),
    // Absent keeps them as they are; '' reopens every period. Only the owner may move the date (server/calls/settings.ts).
    books_locked_until: booksLockedUntilField.optional(),
    ewaybill_threshold: rupees().optional(),
  })
  // The seller's state drives the tax split: a state the table does not know, or one the shop's GSTIN contradicts,
  // would bill every sale wrongly.
  .transform((b, ctx): Omit<SettingsTable, 'id' | 'allow_negative_stock' | 'updated_at' | 'shop_name' | 'packing_bp' | 'upi_id' | 'retail_print' | 'books_locked_until' | 'ewaybill_threshold'> & { shop_name?: string; packing_bp?: number; upi_id?: string; retail_print?: RetailPrint; books_locked_until?: string; ewaybill_threshold?: number } => ({
    ...(b.shop_name === undefined ? {} : { shop_name: b.shop_name }),
    user_name: b.user_name,
    email: b.email.toLowerCase(),
    phone: b.phone,
    address: b.address,
    gst_no: b.gst_no,
    city: b.city,
    state: partyStateOrRefuse(b.state, b.gst_no, ctx),
    pincode: b.pincode,
    cgst_bp: b.cgst,
    sgst_bp: b.sgst,
    ...(b.packing_charge === undefined ? {} : { packing_bp: b.packing_charge }),
    bank_name: b.bank_name,
    acc_holder_name: b.acc_holder_name,
    acc_no: b.acc_no,
    ifsc_code: b.ifsc_code,
    micr_code: b.micr_code,
    ...(b.upi_id === undefined ? {} : { upi_id: b.upi_id }),
    ...(b.retail_print === undefined ? {} : { retail_print: b.retail_print }),
    ...(b.books_locked_until === undefined ? {} : { books_locked_until: b.books_locked_until }),
    ...(b.ewaybill_threshold === undefined ? {} : { ewaybill_threshold: b.ewaybill_threshold }),
  }));
