// The customer forms' rules: /addcustomer (back-office §5: name and state required) and /viewcustomer (sales §5:
// name, address, state and mobile required). Phone digits only, at most 10 (extra input ignored); GST number at
// most 15, checked with core/gstin, and its first two digits fill an empty State; State and Place of Supply are GST
// states (core/gst-states), the State agreeing with the GSTIN. The rules are the calls' own (core/forms/customer.ts).
import { gstinInput, MAX_GST_NO, MAX_PHONE, phoneInput } from '../../../../core/admin-rules';
import { stateFromGstin, validateGstin } from '../../../../core/gstin';
import { customerAddPageBody, customerAddPageFields, customerEditFields, customerEditFormBody } from '../../../../core/forms/customer';
import { isRequired, maxLengthOf } from '../../../../core/forms/field-limits';
import { formProblems } from '../../../../core/forms/form-problems';

export interface CustomerFields {
  name: string;
  telephone: string;
  tax_number: string;
  address: string;
  state: string;
  place_of_supply: string;
  credit_limit: string;
  pincode: string;
  /** Issue 29: what the customer owed the shop when it moved to kulir (rupees) and its date (dd-mm-yyyy). */
  opening_balance: string;
  opening_date: string;
  /** Issue 29: days after a bill's date it falls due (0 none). */
  credit_days: string;
}

export type CustomerFormMode = 'add' | 'edit';
export type FieldName = keyof CustomerFields;

export const FIELD_ORDER: readonly FieldName[] = [
  'name',
  'telephone',
  'tax_number',
  'address',
  'state',
  'place_of_supply',
  'credit_limit',
  'credit_days',
  'pincode',
  'opening_balance',
  'opening_date',
];

export const FIELD_LABELS: Record<FieldName, string> = {
  name: 'Customer Name',
  telephone: 'Mobile',
  tax_number: 'GST Number',
  address: 'Address',
  state: 'State',
  place_of_supply: 'Place of Supply',
  credit_limit: 'Credit Limit',
  credit_days: 'Credit Days',
  pincode: 'Pincode',
  opening_balance: 'Opening Balance',
  opening_date: 'Opening Date',
};

const SHAPES = { add: customerAddPageFields, edit: customerEditFields } as const;

/** The fields each form's schema refuses blank: add (back-office §5) name and state; edit (sales §5) name, address, state and mobile. */
export const REQUIRED_FIELDS: Record<CustomerFormMode, readonly FieldName[]> = {
  add: FIELD_ORDER.filter((field) => isRequired(SHAPES.add[field])),
  edit: FIELD_ORDER.filter((field) => isRequired(SHAPES.edit[field])),
};

/** The most characters each field's rule takes (the mobile is kept to its digits as it is typed instead). */
export function maxLengthFor(mode: CustomerFormMode, field: FieldName): number | undefined {
  return field === 'telephone' ? undefined : maxLengthOf(SHAPES[mode][field]);
}

export { gstinInput, MAX_PHONE, phoneInput };
export const MAX_GSTIN = MAX_GST_NO;

export const EMPTY_CUSTOMER: CustomerFields = {
  name: '',
  telephone: '',
  tax_number: '',
  address: '',
  state: '',
  place_of_supply: '',
  credit_limit: '',
  pincode: '',
  opening_balance: '',
  opening_date: '',
  credit_days: '',
};

export type GstinNote = { ok: true; text: string } | { ok: false; text: string; whileTyping: boolean };

/** The inline line under GST Number; null when the field is blank. A short GSTIN is only an error once typing stops. */
export function gstinNote(text: string): GstinNote | null {
  const gstin = text.trim();
  if (gstin === '') return null;
  const checked = validateGstin(gstin);
  if (checked.ok) return { ok: true, text: `Valid GSTIN: ${checked.stateName}` };
  return { ok: false, text: checked.reason, whileTyping: gstin.length >= MAX_GSTIN };
}

/** The form after GST Number changes: a State that is empty, or that the GSTIN filled before, follows the GSTIN. */
export function withGstin(fields: CustomerFields, stateFromPrevious: boolean, typed: string): { fields: CustomerFields; stateFromGstin: boolean } {
  const tax_number = gstinInput(typed);
  const named = stateFromGstin(tax_number);
  if (named && (fields.state.trim() === '' || stateFromPrevious)) return { fields: { ...fields, tax_number, state: named }, stateFromGstin: true };
  return { fields: { ...fields, tax_number }, stateFromGstin: named === null && stateFromPrevious };
}

export type FieldErrors = Partial<Record<FieldName, string>>;

/** What the form sends: trimmed, a blank credit limit as 0 (the mobile is kept to digits as it is typed). */
export function sentFields(fields: CustomerFields): CustomerFields {
  const trimmed = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value.trim()])) as unknown as CustomerFields;
  return { ...trimmed, telephone: fields.telephone, credit_limit: trimmed.credit_limit === '' ? '0' : trimmed.credit_limit };
}

/** customer_add.php's (add, with the state required) or customer_detail_update.php's (edit) schema: core/forms/customer.ts. */
export function fieldErrors(mode: CustomerFormMode, fields: CustomerFields): FieldErrors {
  const schema = mode === 'add' ? customerAddPageBody : customerEditFormBody;
  // A GSTIN's problem is a sentence of its own, as its inline note says it.
  return formProblems(schema, { ...sentFields(fields) }, { labels: FIELD_LABELS, says: { tax_number: (rule) => rule } });
}

export function firstInvalid(errors: FieldErrors): FieldName | undefined {
  return FIELD_ORDER.find((field) => errors[field] !== undefined);
}
