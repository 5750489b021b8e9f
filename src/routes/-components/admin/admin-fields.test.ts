// The administration forms' inputs carry their schema's limits, never numbers of their own.
import { describe, expect, it } from 'vitest';
import { MAX_GST_NO, MAX_PASSWORD, MAX_PHONE, MAX_PINCODE, MIN_PASSWORD } from '../../../../core/admin-rules';
import { ADD_FIELDS, EDIT_FIELDS, SETTINGS_FIELDS } from './admin-fields';

const rules = (fields: typeof ADD_FIELDS | typeof SETTINGS_FIELDS) =>
  Object.fromEntries(fields.map((f) => [f.name, { required: f.required ?? false, max: f.max }]));

describe('Add / Edit Employee (back-office §5)', () => {
  it('add: name, email, mobile and password required; the password at most MAX_PASSWORD, its hint MIN_PASSWORD', () => {
    expect(rules(ADD_FIELDS)).toEqual({
      name: { required: true, max: 100 },
      email: { required: true, max: 254 },
      phone: { required: true, max: MAX_PHONE },
      password: { required: true, max: MAX_PASSWORD },
    });
    expect(ADD_FIELDS.find((f) => f.name === 'password')?.hint).toBe(`At least ${MIN_PASSWORD} characters`);
  });
  it('edit: the phone may be blank, an empty password keeps the old one', () => {
    expect(rules(EDIT_FIELDS)).toEqual({
      name: { required: true, max: 100 },
      email: { required: true, max: 254 },
      phone: { required: false, max: MAX_PHONE },
      password: { required: false, max: MAX_PASSWORD },
    });
  });
});

describe('Settings', () => {
  it('shop name and state required (a blank E-way Bill Threshold is refused too); phone, pincode and GST number at their limits', () => {
    const settings = rules(SETTINGS_FIELDS);
    expect(
      Object.entries(settings)
        .filter(([, r]) => r.required)
        .map(([name]) => name),
    ).toEqual(['shop_name', 'state', 'ewaybill_threshold']);
    expect(settings.phone.max).toBe(MAX_PHONE);
    expect(settings.pincode.max).toBe(MAX_PINCODE);
    expect(settings.gst_no.max).toBe(MAX_GST_NO);
    expect(settings.ifsc_code.max).toBe(11);
    expect(settings.books_locked_until.max).toBe('dd-mm-yyyy'.length);
    // A choice has no length.
    expect(settings.retail_print).toEqual({ required: false, max: undefined });
  });
});
