// customer_list, customer_list_delete, customer_detail, customer_detail_update, customer_order, customer_order_details.
import { checkPartyState } from '../../core/party-fields';
import { defineCall } from '../call';
import { checkedOpening } from '../ledger/opening';
import { ApiError } from '../envelope';
import { sellerState } from '../sales/catalogue';
import { customerUpdateBody } from '../../core/forms/customer';
import { billCount, customerRecord, customerRow, deleteCustomer, listCustomers, updateCustomer } from '../sales/customer-records';
import { listFilterBody, orderIdBody, userIdBody } from '../sales/fields';
import { customerOrders } from '../sales/order-list';
import { loadOrder } from '../sales/order-record';
import { customerOrderDetail } from '../sales/order-views';
import { rowsWithTotal } from '../sales/paging';

const noCustomer = (userId: number) => new ApiError(404, `No customer with user_id ${userId}`);

export const customerList = defineCall({
  path: 'customer_list.php',
  schema: listFilterBody,
  async run({ db, body, c }) {
    return { body: rowsWithTotal(await listCustomers(db, body), c) };
  },
});

export const customerListDelete = defineCall({
  path: 'customer_list_delete.php',
  write: true,
  schema: userIdBody,
  async run({ db, body, audit }) {
    const customer = await customerRow(db, body.user_id);
    if (!customer) throw noCustomer(body.user_id);
    if ((await billCount(db, body.user_id)) > 0) throw new ApiError(409, 'This customer has bills and cannot be deleted.');
    await audit({ entity: 'customer', entityId: body.user_id, before: customer });
    await deleteCustomer(db, body.user_id);
    return { msg: 'Customer deleted successfully', body: null };
  },
});

export const customerDetail = defineCall({
  path: 'customer_detail.php',
  schema: userIdBody,
  async run({ db, body }) {
    const customer = await customerRow(db, body.user_id);
    if (!customer) throw noCustomer(body.user_id);
    return { body: customerRecord(customer) };
  },
});

export const customerDetailUpdate = defineCall({
  path: 'customer_detail_update.php',
  write: true,
  schema: customerUpdateBody,
  async run({ db, body, audit, now, user }) {
    const before = await customerRow(db, body.userId);
    if (!before) throw noCustomer(body.userId);
    if (body.change.taxNumber === undefined) {
      const kept = checkPartyState(body.change.state, before.tax_number);
      if (!kept.ok) throw new ApiError(400, `state: ${kept.message}`);
    }
    const stored = { balance: Number(before.opening_balance), date: before.opening_date };
    const opening = await checkedOpening(db, 'customer', body.userId, stored, body.change.opening, user, now);
    await updateCustomer(db, body.userId, body.change, opening, now.toISOString());
    const after = await customerRow(db, body.userId);
    await audit({ entity: 'customer', entityId: body.userId, before, after });
    return { msg: 'Customer details updated successfully!', body: after ? customerRecord(after) : null };
  },
});

export const customerOrder = defineCall({
  path: 'customer_order.php',
  schema: userIdBody,
  async run({ db, body }) {
    if (!(await customerRow(db, body.user_id))) throw noCustomer(body.user_id);
    return { body: await customerOrders(db, body.user_id) };
  },
});

export const customerOrderDetails = defineCall({
  path: 'customer_order_details.php',
  schema: orderIdBody,
  async run({ db, body }) {
    const record = await loadOrder(db, body.order_id, ['gst', 'retail']);
    if (!record) throw new ApiError(404, `No sales bill with order_id ${body.order_id}`);
    return { body: customerOrderDetail(record, await sellerState(db)) };
  },
});
