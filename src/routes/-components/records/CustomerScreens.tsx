// /addcustomer (back-office §2, §5, §8) and /viewcustomer/{user_id} (sales §2, §5, §8).
import { useRouter } from '@tanstack/react-router';
import { addCustomer } from '../../../api/customers';
import type { ApiResult } from '../../../api/client';
import { updateCustomer, type CustomerRecord } from '../../../api/customer-records';
import { showAlert } from '../../../ui/alerts';
import { useGo } from '../../../ui/records/PathLink';
import { LoadFailure } from './BillParts';
import { CustomerForm } from './CustomerForm';
import { EMPTY_CUSTOMER, type CustomerFields } from './customer-form';
import { RecordHead } from './RecordHead';

export const CUSTOMER_MESSAGES = {
  added: 'Customer added successfully!',
  addFailed: (msg: string) => `Failed to add customer. Error: ${msg}`,
  addNetwork: 'Required field is empty',
  updated: 'Customer details updated successfully!',
  updateFailed: (msg: string) => (msg ? `Update failed: ${msg}` : 'Update Failed'),
  updateNetwork: 'An error occurred while updating customer details.',
} as const;

const LIST = '/customerlist';

export function AddCustomerScreen() {
  const go = useGo();
  const save = async (fields: CustomerFields) => {
    const reply = await addCustomer({
      name: fields.name.trim(),
      tax_number: fields.tax_number.trim(),
      telephone: fields.telephone,
      address: fields.address.trim(),
      place_of_supply: fields.place_of_supply.trim(),
      state: fields.state.trim(),
      credit_limit: fields.credit_limit.trim() === '' ? '0' : fields.credit_limit.trim(),
      pincode: fields.pincode.trim(),
      opening_balance: fields.opening_balance.trim(),
      opening_date: fields.opening_date.trim(),
      credit_days: fields.credit_days.trim(),
    });
    if (!reply.ok) return showAlert(reply.network ? CUSTOMER_MESSAGES.addNetwork : CUSTOMER_MESSAGES.addFailed(reply.msg));
    showAlert(CUSTOMER_MESSAGES.added);
    go(LIST);
  };
  return (
    <section className="rec-screen" aria-labelledby="add-customer-title">
      <RecordHead id="add-customer-title" title="Add Customer" />
      <CustomerForm mode="add" screen="add-customer" initial={EMPTY_CUSTOMER} back={() => go(LIST)} saveLabel="Add Customer" onSave={save} />
    </section>
  );
}

function fieldsOf(customer: CustomerRecord): CustomerFields {
  return {
    name: customer.name ?? '',
    telephone: customer.mobile || customer.telephone || '',
    tax_number: customer.tax_number ?? '',
    address: customer.address ?? '',
    state: customer.state ?? '',
    place_of_supply: customer.place_of_supply ?? '',
    credit_limit: customer.credit_limit ?? '',
    pincode: customer.pincode ?? '',
    opening_balance: customer.opening_balance ?? '',
    opening_date: customer.opening_date ?? '',
    credit_days: customer.credit_days ?? '',
  };
}

export function ViewCustomerScreen({ userId, reply }: { userId: string; reply: ApiResult<CustomerRecord> }) {
  const go = useGo();
  const router = useRouter();
  const save = async (fields: CustomerFields) => {
    const result = await updateCustomer({
      user_id: userId,
      name: fields.name.trim(),
      credit_limit: fields.credit_limit.trim() === '' ? '0' : fields.credit_limit.trim(),
      tax_number: fields.tax_number.trim(),
      place_of_supply: fields.place_of_supply.trim(),
      telephone: fields.telephone,
      address: fields.address.trim(),
      state: fields.state.trim(),
      pincode: fields.pincode.trim(),
      opening_balance: fields.opening_balance.trim(),
      opening_date: fields.opening_date.trim(),
      credit_days: fields.credit_days.trim(),
    });
    if (!result.ok) return showAlert(result.network ? CUSTOMER_MESSAGES.updateNetwork : CUSTOMER_MESSAGES.updateFailed(result.msg));
    // The spec's words, whatever the server's head.msg says (a PHP backend answers "success").
    showAlert(CUSTOMER_MESSAGES.updated);
    // Spec §4: a saved change is followed by a reload.
    await router.invalidate();
  };
  return (
    <section className="rec-screen" aria-labelledby="view-customer-title">
      <RecordHead id="view-customer-title" title="Customer Details">
        {reply.ok && <span className="rec-sub">{reply.body.name}</span>}
      </RecordHead>
      {reply.ok ? (
        <CustomerForm
          key={JSON.stringify(reply.body)}
          mode="edit"
          screen="view-customer"
          initial={fieldsOf(reply.body)}
          back={() => go(LIST)}
          saveLabel="Save"
          onSave={save}
        />
      ) : (
        <LoadFailure reply={reply} back={LIST} />
      )}
    </section>
  );
}
