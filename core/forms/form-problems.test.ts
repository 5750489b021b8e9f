import { describe, expect, it } from 'vitest';
import { makeGstin } from '../gstin';
import { customerAddPageBody, customerEditFormBody, customerQuickAddBody } from './customer';
import { registerBody } from './employee';
import { formProblems, inFieldOrder } from './form-problems';
import { settingsBody } from './settings';

const SETTINGS = {
  shop_name: 'Kulir Cooling Centre',
  user_name: '',
  email: '',
  phone: '',
  address: '',
  gst_no: '',
  city: '',
  state: 'Tamil Nadu',
  pincode: '',
  cgst: '9',
  sgst: '9',
  packing_charge: '0',
  bank_name: '',
  acc_holder_name: '',
  acc_no: '',
  ifsc_code: '',
  micr_code: '',
  upi_id: '',
  retail_print: 'receipt',
};
const SETTINGS_LABELS = {
  shop_name: 'Shop Name',
  email: 'Email',
  phone: 'Phone',
  state: 'State',
  pincode: 'Pincode',
  gst_no: 'GST Number',
  cgst: 'CGST %',
  upi_id: 'UPI ID',
};

describe("a form's problems from its call's schema", () => {
  it('names each field as the screen labels it; blank is "is required"', () => {
    const problems = formProblems(
      registerBody,
      { name: ' ', email: 'meena.shop', phone: '', password: 'short' },
      {
        labels: { name: 'Name', email: 'Email', phone: 'Mobile', password: 'Password' },
      },
    );
    expect(problems).toEqual({
      name: 'Name is required',
      email: 'Email must be an e-mail address such as name@example.com',
      phone: 'Mobile is required',
      password: 'Password must be at least 8 characters',
    });
  });

  it('a blank field the rule refuses for another reason is still "is required" (a blank password)', () => {
    const problems = formProblems(
      registerBody,
      { name: 'Meena', email: 'meena@shop.test', phone: '9443012345', password: '' },
      {
        labels: { name: 'Name', email: 'Email', phone: 'Mobile', password: 'Password' },
      },
    );
    expect(problems).toEqual({ password: 'Password is required' });
  });

  it("takes the screen's own words where it has them", () => {
    const problems = formProblems(
      settingsBody,
      { ...SETTINGS, email: 'shop@', gst_no: '33AAACR5055K1ZF' },
      {
        labels: SETTINGS_LABELS,
        says: { email: () => 'Please enter a valid email address', gst_no: (rule) => rule },
      },
    );
    expect(problems).toEqual({ email: 'Please enter a valid email address', gst_no: 'GSTIN check digit does not match' });
  });

  it('checks the whole form once each field is right: a state the GSTIN contradicts', () => {
    const gstin = makeGstin(33, 'AAKFK1234M');
    expect(formProblems(settingsBody, { ...SETTINGS, gst_no: gstin, state: 'Kerala' }, { labels: SETTINGS_LABELS })).toEqual({
      state: 'State Kerala does not match the GSTIN, which is registered in Tamil Nadu (33)',
    });
    expect(formProblems(settingsBody, { ...SETTINGS, gst_no: gstin, cgst: '15', upi_id: 'shop' }, { labels: SETTINGS_LABELS })).toEqual({
      cgst: 'CGST % must be a percent from 0 to 14',
      upi_id: 'UPI ID must be a UPI ID such as shopname@okaxis',
    });
    expect(formProblems(settingsBody, { ...SETTINGS, gst_no: gstin }, { labels: SETTINGS_LABELS })).toEqual({});
  });

  it('leaves out fields the form does not show, and orders problems as the form shows its fields', () => {
    const labels = { name: 'Customer Name', state: 'State' };
    const problems = formProblems(customerAddPageBody, { name: '', telephone: 'x', state: '' }, { labels });
    expect(problems).toEqual({ name: 'Customer Name is required', state: 'State is required' });
    expect(Object.keys(inFieldOrder(problems, ['state', 'name']))).toEqual(['state', 'name']);
  });

  it('the customer forms: add needs the state, the quick dialog the phone, the edit both and the address', () => {
    const labels = { name: 'Name', telephone: 'Mobile', address: 'Address', state: 'State' };
    expect(formProblems(customerAddPageBody, { name: 'Murugan', state: 'TN' }, { labels })).toEqual({});
    expect(formProblems(customerQuickAddBody, { name: 'Murugan', telephone: '' }, { labels })).toEqual({ telephone: 'Mobile is required' });
    expect(formProblems(customerEditFormBody, { name: 'Murugan', telephone: '9443012345', address: '', state: '' }, { labels })).toEqual({
      address: 'Address is required',
      state: 'State is required',
    });
  });
});
