// pos_api/customer_credit.php (issue 29 item 4): what the counter shows once a customer is chosen — what they owe now
// (their ledger's closing balance, the figure the save checks) and their credit limit. Fetched once per customer,
// never on the scan path.
import { customerCreditBody, type CustomerCreditReply } from '../../core/credit-limit';
import { formatRupees } from '../../core/money';
import { defineCall } from '../call';
import { ApiError } from '../envelope';
import { customerOutstanding } from '../sales/credit-limit';
import { findCustomer } from '../sales/customers';

export const customerCredit = defineCall({
  path: 'pos_api/customer_credit.php',
  schema: customerCreditBody,
  async run({ db, body }) {
    const customer = await findCustomer(db, body.user_id);
    if (!customer) throw new ApiError(404, `No customer with user_id ${body.user_id}`);
    const reply: CustomerCreditReply = {
      user_id: String(customer.user_id),
      name: customer.name,
      outstanding: formatRupees(await customerOutstanding(db, customer.user_id)),
      credit_limit: formatRupees(Number(customer.credit_limit)),
    };
    return { body: reply };
  },
});
