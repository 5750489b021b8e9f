// customer_add.php: the Add Customer dialog of the billing screens and the /addcustomer form.
import { customerAddBody } from '../../core/payloads';
import { defineCall } from '../call';
import { insertCustomer } from '../sales/customers';
import { checkedOpening } from '../ledger/opening';

export const customerAdd = defineCall({
  path: 'customer_add.php',
  write: true,
  schema: customerAddBody,
  async run({ db, body, now, audit, user }) {
    const opening = await checkedOpening(db, 'customer', null, null, body.opening, user, now);
    const customer = await insertCustomer(db, body, now, opening);
    await audit({ entity: 'customer', entityId: customer.user_id, after: customer });
    return { body: { user_id: String(customer.user_id), name: customer.name, state: customer.state } };
  },
});
