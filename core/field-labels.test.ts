import { describe, expect, it } from 'vitest';
import { fieldLabel, labelledMessage } from './field-labels';

describe('messages name fields as the screens label them', () => {
  it('puts the label in place of the wire field', () => {
    expect(labelledMessage('customer_add.php', 'tax_number: GSTIN check digit does not match')).toBe('GSTIN: GSTIN check digit does not match');
    expect(labelledMessage('billdate_update.php', 'new_date: must be a date as dd-mm-yyyy, not "31-02-2026"')).toBe(
      'Bill Date: must be a date as dd-mm-yyyy, not "31-02-2026"',
    );
    expect(labelledMessage('setting_update.php', 'upi_id: must be a UPI ID such as shopname@okaxis')).toBe('UPI ID: must be a UPI ID such as shopname@okaxis');
    expect(labelledMessage('ewaybill_json.php', 'distance_km: must be a whole number of km from 0 to 4000')).toBe(
      'Distance (km): must be a whole number of km from 0 to 4000',
    );
    expect(labelledMessage('order_details.php', 'order_id: is required')).toBe('Bill: is required');
  });

  it('follows a screen that labels a field its own way', () => {
    expect(labelledMessage('register.php', 'phone: must be digits only, at most 10')).toBe('Mobile: must be digits only, at most 10');
    expect(labelledMessage('setting_update.php', 'phone: must be digits only, at most 10')).toBe('Phone: must be digits only, at most 10');
    expect(labelledMessage('setting_update.php', 'cgst: must be a percent from 0 to 100')).toBe('CGST %: must be a percent from 0 to 100');
    expect(labelledMessage('pos_api/pos_order.php', 'cgst: payload says ₹81.01, server computes ₹81.00')).toBe(
      'CGST: payload says ₹81.01, server computes ₹81.00',
    );
    expect(labelledMessage('employe_previllage_update.php', 'purchase_gst: must be "1" or "0"')).toBe('Purchase GST Report: must be "1" or "0"');
    expect(labelledMessage('day_end_close.php', 'user_id: is required')).toBe('Employee: is required');
  });

  it('names an item of a list by its number: a bill line, a payment', () => {
    expect(labelledMessage('pos_api/pos_order.php', 'productdetails.3.qty: must be a whole number from 1 to 100000')).toBe(
      'Line 4: Qty: must be a whole number from 1 to 100000',
    );
    expect(labelledMessage('pos_api/pos_estimate.php', 'productdetails.2.quantity: is required')).toBe('Line 3: Qty: is required');
    expect(labelledMessage('pos_api/pos_order_edit.php', 'productdetails.1.od_id: expected nonoptional')).toBe('Line 2: Saved Line: expected nonoptional');
    expect(labelledMessage('pos_api/pos_order.php', 'productdetails.0.total_per_product: payload says ₹3,000.00, server computes ₹2,700.00')).toBe(
      'Line 1: Total: payload says ₹3,000.00, server computes ₹2,700.00',
    );
    expect(labelledMessage('pos_api/pos_order.php', 'payments.1.amount: must be an amount in rupees such as 1234.50, not "x"')).toBe(
      'Payment 2: Amount: must be an amount in rupees such as 1234.50, not "x"',
    );
    expect(labelledMessage('pos_api/sales_return.php', 'lines.0.qty: must be at least 1')).toBe('Line 1: Qty: must be at least 1');
    expect(labelledMessage('pos_api/pos_order.php', 'productdetails: at most 500 lines on one bill')).toBe('Lines: at most 500 lines on one bill');
    expect(fieldLabel('pos_api/pos_product_list.php', 'since.epoch')).toBe('Catalogue Version Epoch');
    expect(fieldLabel('x.php', 'productdetails.x.qty')).toBeNull();
    expect(fieldLabel('x.php', 'productdetails.1.mystery')).toBeNull();
    expect(fieldLabel('x.php', '3')).toBeNull();
  });

  it('puts wire names inside the text in words', () => {
    expect(labelledMessage('pos_api/pos_order.php', 'productdetails.1.product_id: no product with product_id 9')).toBe('Line 2: Product: no product with ID 9');
    expect(labelledMessage('compliance_detail.php', 'No GST bill with order_id 5')).toBe('No GST bill with ID 5');
    expect(labelledMessage('pos_api/pos_order_edit.php', 'bill_no: order_id 158 is bill no. 103, not 104')).toBe('Bill No: ID 158 is bill no. 103, not 104');
    expect(labelledMessage('order_delete.php', 'Bill no. 7 (order_id 31) is already cancelled.')).toBe('Bill no. 7 (ID 31) is already cancelled.');
    expect(labelledMessage('pos_api/pos_order.php', 'user_id: no customer with user_id 12')).toBe('Customer: no customer with ID 12');
  });

  it('leaves other messages as they are', () => {
    for (const msg of [
      'Please select a customer.',
      'body: must be an object',
      'mystery_field: is required',
      'Nothing imported: 2 rows have problems',
      'Serial No ab_cd is already used by "Fan".',
    ]) {
      expect(labelledMessage('pos_api/pos_order.php', msg)).toBe(msg);
    }
  });
});
