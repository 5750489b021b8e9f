// The customer forms and their calls, one schema each: customer_detail_update.php and /viewcustomer (sales §5
// "Customer view/edit": name, address, state and mobile required; mobile digits only, at most 10; GST number at most 15
// and a valid GSTIN when given; state a GST state that agrees with the GSTIN); /addcustomer (back-office §5: name and
// state required) over customer_add.php's fields (core/payloads.ts), whose quick dialog leaves the state optional.
import { z } from 'zod';
import type { Paise } from '../money';
import { gstinTransform, partyStateOrRefuse, placeOfSupplyOrRefuse } from '../party-fields';
import { customerAddFields, toNewCustomer } from '../payloads';
import { creditDaysField } from '../ledger/credit-days';
import { openingFields, openingOf, type OpeningChange } from '../ledger/opening';
import { rupees, text } from '../wire';
import { idField, pincodeField, requiredPhoneField, requiredText } from './fields';

export interface CustomerChange {
  name: string;
  mobile: string;
  taxNumber: string | undefined;
  address: string;
  state: string;
  placeOfSupply: string | undefined;
  creditLimit: Paise | undefined;
  /** Issue 29: days after a bill's date it falls due (0 none); absent keeps the stored one. */
  creditDays: number | undefined;
  /** Issue 21: the e-way bill and e-invoice need it; absent keeps the stored one. */
  pincode?: string | undefined;
  /** Issue 29: absent fields keep the stored opening balance and date. */
  opening: OpeningChange;
}

/** A credit limit: blank (or null) is 0; absent keeps the stored one. */
const creditLimitField = () => z.preprocess((input) => (input === null || (typeof input === 'string' && input.trim() === '') ? 0 : input), rupees().optional());

// Absent optional fields keep their stored value; sent blank, they are cleared (credit_limit to 0).
export const customerEditFields = {
  name: requiredText(100),
  telephone: requiredPhoneField(),
  address: requiredText(500),
  state: requiredText(100),
  tax_number: text(15).transform(gstinTransform).optional(),
  place_of_supply: text(100).optional(),
  pincode: pincodeField().optional(),
  credit_limit: creditLimitField(),
  credit_days: creditDaysField(),
  ...openingFields,
};

type CustomerEditWire = z.output<z.ZodObject<typeof customerEditFields>>;

function toChange(b: CustomerEditWire, ctx: z.RefinementCtx): CustomerChange {
  return {
    name: b.name,
    mobile: b.telephone,
    address: b.address,
    // Checked against the GSTIN sent; one kept from before is checked by the call, which reads it.
    state: partyStateOrRefuse(b.state, b.tax_number ?? '', ctx),
    taxNumber: b.tax_number,
    placeOfSupply: b.place_of_supply === undefined ? undefined : placeOfSupplyOrRefuse(b.place_of_supply, ctx),
    creditLimit: b.credit_limit,
    creditDays: b.credit_days,
    pincode: b.pincode,
    opening: openingOf(b),
  };
}

/** The customer view/edit form (/viewcustomer). */
export const customerEditFormBody = z.object(customerEditFields).transform(toChange);

/** customer_detail_update.php: the form's fields and the customer's user_id. */
export const customerUpdateBody = z
  .object({ user_id: idField(), ...customerEditFields })
  .transform((b, ctx): { userId: number; change: CustomerChange } => ({ userId: b.user_id, change: toChange(b, ctx) }));

export type CustomerUpdateBody = z.input<typeof customerUpdateBody>;

/** The Add Customer page's fields: customer_add.php's with the state required and a blank credit limit 0. */
export const customerAddPageFields = { ...customerAddFields, state: requiredText(100), credit_limit: creditLimitField() };

/** The Add Customer page: customer_add.php's rules with the state required. */
export const customerAddPageBody = z.object(customerAddPageFields).transform(toNewCustomer);

/** The counter's Add Customer quick dialog (sales §5): customer_add.php's rules with the phone required too. */
export const customerQuickAddBody = z.object({ ...customerAddFields, telephone: requiredPhoneField() }).transform(toNewCustomer);
