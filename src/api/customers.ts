// Customer calls used outside the customer screens: the billing screens' Add Customer dialog.
import type { CustomerAddBody } from '../../core/payloads';
import { callApi, type ApiResult } from './client';

export interface AddedCustomer {
  user_id: string;
  name: string;
  /** The state as stored: the GST state table's name, or the GSTIN's state when none was typed (a legacy server may omit it). */
  state?: string;
}

/** customer_add.php: name, tax_number, telephone, address, place_of_supply, state; code 200 means success. */
export function addCustomer(body: CustomerAddBody): Promise<ApiResult<AddedCustomer>> {
  return callApi<AddedCustomer>('customer_add.php', body);
}
