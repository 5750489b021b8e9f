// Alt+C: the quick Add Customer dialog (spec §5, §8). Enter moves to the next field; on the last one it adds.
import { gstinInput, phoneInput } from '../../../../core/admin-rules';
import { customerQuickAddBody } from '../../../../core/forms/customer';
import { formProblems } from '../../../../core/forms/form-problems';
import { validateGstin } from '../../../../core/gstin';
import { addCustomer } from '../../../api/customers';
import { QuickAddDialog, type QuickAddField } from '../../../ui/QuickAddDialog';
import { announce } from '../../../ui/status';

export interface NewCustomerForm {
  name: string;
  telephone: string;
  tax_number: string;
  address: string;
  state: string;
  place_of_supply: string;
}

const EMPTY: NewCustomerForm = { name: '', telephone: '', tax_number: '', address: '', state: '', place_of_supply: '' };

const FIELDS: ReadonlyArray<QuickAddField<NewCustomerForm>> = [
  { key: 'name', label: 'Name', required: true },
  { key: 'telephone', label: 'Phone', required: true, inputMode: 'numeric', clean: phoneInput },
  { key: 'tax_number', label: 'GSTIN', clean: gstinInput },
  { key: 'address', label: 'Address' },
  { key: 'state', label: 'State', picker: 'state' },
  { key: 'place_of_supply', label: 'Place of Supply', picker: 'state' },
];

export const REQUIRED_FIELD_EMPTY = 'Required field is empty';
export const CUSTOMER_ADDED = 'Customer added successfully!';

/** A complete, valid GSTIN names the customer's state (core/gstin). */
export function followGstin(form: NewCustomerForm, changed: keyof NewCustomerForm): NewCustomerForm {
  if (changed !== 'tax_number') return form;
  const checked = validateGstin(form.tax_number);
  return checked.ok ? { ...form, state: checked.stateName } : form;
}

/** customer_add.php's schema with the phone required (core/forms/customer.ts); the dialog itself only says a required
 * field is empty (spec §5): any other problem comes back from the call as "Failed to add customer. Error: {msg}". */
function problem(form: NewCustomerForm): string | undefined {
  const problems = formProblems(customerQuickAddBody, { ...form }, { labels: { name: 'Name', telephone: 'Phone' } });
  const empty = (field: 'name' | 'telephone') => problems[field] !== undefined && form[field].trim() === '';
  return empty('name') || empty('telephone') ? REQUIRED_FIELD_EMPTY : undefined;
}

export function AddCustomerDialog({
  open,
  onOpenChange,
  onAdded,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onAdded(userId: string, form: NewCustomerForm, state: string): void;
}) {
  const save = async (form: NewCustomerForm) => {
    const reply = await addCustomer(form);
    if (!reply.ok) return reply.network || !reply.msg ? REQUIRED_FIELD_EMPTY : `Failed to add customer. Error: ${reply.msg}`;
    announce(CUSTOMER_ADDED);
    onAdded(String(reply.body.user_id), form, reply.body.state ?? form.state.trim());
    return undefined;
  };
  return (
    <QuickAddDialog
      title="Add Customer"
      idPrefix="new-customer"
      fields={FIELDS}
      empty={EMPTY}
      open={open}
      onOpenChange={onOpenChange}
      problem={problem}
      save={save}
      follow={followGstin}
    />
  );
}
