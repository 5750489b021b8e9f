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
}

/** The spec's Customer, as customer_list.php and customer_detail.php send it: mobile is also sent as telephone. */
export interface CustomerRecord {
  user_id: string;
  name: string;
  mobile: string;
  telephone: string;
  tax_number: string;
  address: string;
  state: string;
  place_of_supply: string;
  credit_limit: string;
}
