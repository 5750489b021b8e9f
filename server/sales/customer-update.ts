// customer_detail_update.php's body: spec §5 "Customer view/edit": name, address, state and mobile required;
// mobile digits only, at most 10; GST number at most 15 and a valid GSTIN when given; state a GST state that agrees
// with the GSTIN.
import { z } from 'zod';
import { gstinTransform, partyStateOrRefuse, pincodeField, placeOfSupplyOrRefuse } from '../../core/party-fields';
import { rupees, text } from '../../core/payloads';
import type { CustomerChange } from './customer-records';
import { idField } from './fields';

const required = (max: number) => text(max).refine((value) => value !== '', { error: 'is required' });

// Absent optional fields keep their stored value; sent blank, they are cleared (credit_limit to 0).
export const customerUpdateBody = z
  .object({
    user_id: idField(),
    name: required(100),
    telephone: required(1000).refine((phone) => /^\d{1,10}$/.test(phone), { error: 'must be digits only, at most 10' }),
    address: required(500),
    state: required(100),
    tax_number: text(15).transform(gstinTransform).optional(),
    place_of_supply: text(100).optional(),
    pincode: pincodeField.optional(),
    credit_limit: z.preprocess((input) => (input === null || (typeof input === 'string' && input.trim() === '') ? 0 : input), rupees().optional()),
  })
  .transform((b, ctx): { userId: number; change: CustomerChange } => ({
    userId: b.user_id,
    change: {
      name: b.name,
      mobile: b.telephone,
      address: b.address,
      // Checked against the GSTIN sent; one kept from before is checked by the call, which reads it.
      state: partyStateOrRefuse(b.state, b.tax_number ?? '', ctx),
      taxNumber: b.tax_number,
      placeOfSupply: b.place_of_supply === undefined ? undefined : placeOfSupplyOrRefuse(b.place_of_supply, ctx),
      creditLimit: b.credit_limit,
      pincode: b.pincode,
    },
  }));
