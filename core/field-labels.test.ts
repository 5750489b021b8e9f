import { describe, expect, it } from 'vitest';
import { fieldLabel, labelledMessage } from './field-labels';

describe('messages name fields as the screens label them', () => {
  it('puts the label in place of the wire field', () => {
    expect(labelledMessage('customer_add.php', 'tax_number: GSTIN check digit does not match')).toBe('GSTIN: GSTIN check digit does not match');
    expect(labelledMessage('billdate_update.php', 'new_date: must be a date as dd-mm-yyyy, not "31-02-2026"')).toBe('Bill Date: must be a date as dd-mm-yyyy, not "31-02-2026"');
    expect(labelledMessage('setting_update.php', 'upi_id: must be a UPI ID such as shopname@okaxis')).toBe('UPI ID: must be a UPI ID such as shopname@okaxis');
  });

  it('follows a screen that labels a field its own way, and names a bill line by its number', () => {
    expect(labelledMessage('register.php', 'phone: must be digits only, at most 10')).toBe('Mobile: must be digits only, at most 10');
    expect(labelledMessage('setting_update.php', 'phone: must be digits only, at most 10')).toBe('Phone: must be digits only, at most 10');
    expect(labelledMessage('pos_api/pos_order.php', 'productdetails.3.qty: must be a whole number from 1 to 100000')).toBe('Line 4 Qty: must be a whole number from 1 to 100000');
    expect(fieldLabel('x.php', 'productdetails.x.qty')).toBeNull();
  });

  it('leaves other messages as they are', () => {
    for (const msg of ['Please select a customer.', 'No GST bill with order_id 5', 'body: must be an object', 'mystery_field: is required', 'Nothing imported: 2 rows have problems']) {
      expect(labelledMessage('pos_api/pos_order.php', msg)).toBe(msg);
    }
  });
});
