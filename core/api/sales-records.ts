// Reply shapes of the sales record calls (spec §7), shared by the server that builds them and the app that reads them.
// Ids travel as text and money as rupees with two decimals, as the legacy API did.

/**
 * The spec's "Order or estimate list row" (order.php, estimate.php, retail_order.php, customer_order.php): amount
 * "1,23,456.00", balance "1234.00"; orderdate is dd-mm-yyyy on the lists and dd/mm/yyyy on customer_order.php.
 */
export interface OrderListRow {
  order_id: string;
  bill_no: string;
  orderdate: string;
  added_date: string;
  name: string;
  mobile: string;
  billing_phonenumber: string;
  amount: string;
  balance: string;
  /** A quotation's (issue 32): the bill number of the GST bill it became; absent while not billed and on bills. */
  billed_bill_no?: string;
}

/** A customer as the POS lists send it (pos_product_list.php's `customer`): mobile is also sent as telephone. */
export interface PosCustomer {
  user_id: string;
  name: string;
  mobile: string;
  telephone: string;
  tax_number: string;
  address: string;
  state: string;
  place_of_supply: string;
}

/** The spec's Customer, as customer_list.php and customer_detail.php send it: the POS list's, with the credit limit. */
export interface CustomerRecord extends PosCustomer {
  credit_limit: string;
  /** Not in the spec (issue 21): 6 digits, or '' when not known; the e-way bill and e-invoice need it. */
  pincode: string;
  /** Not in the spec (issue 29): what the customer owed the shop when it moved to kulir, rupees, and its date (dd-mm-yyyy or ''). */
  opening_balance: string;
  opening_date: string;
  /** Not in the spec (issue 29): days after a bill's date it falls due, as digits ("0" none). */
  credit_days: string;
}
