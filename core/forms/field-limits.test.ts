import { describe, expect, it } from 'vitest';
import { MAX_GST_NO, MAX_PASSWORD, MAX_PHONE, MAX_PINCODE } from '../admin-rules';
import { MAX_UPI_ID } from '../upi';
import { percent, rate, rupees, text } from '../wire';
import { isRequired, maxLengthOf } from './field-limits';
import { emailField, keptPasswordField, passwordField, phoneField, pincodeField, requiredPhoneField, requiredRate, requiredText, stockCount } from './fields';
import { settingsFields } from './settings';

describe('a field rule tells its input how long it may be', () => {
  it('from where the rule is written, through refine, optional, preprocess and transform', () => {
    expect(maxLengthOf(text(100))).toBe(100);
    expect(maxLengthOf(requiredText(500).optional())).toBe(500);
    expect(maxLengthOf(emailField())).toBe(254);
    expect(maxLengthOf(phoneField())).toBe(MAX_PHONE);
    expect(maxLengthOf(requiredPhoneField())).toBe(MAX_PHONE);
    expect(maxLengthOf(passwordField())).toBe(MAX_PASSWORD);
    expect(maxLengthOf(keptPasswordField())).toBe(MAX_PASSWORD);
    expect(maxLengthOf(pincodeField())).toBe(MAX_PINCODE);
    expect(maxLengthOf(settingsFields.gst_no)).toBe(MAX_GST_NO);
    expect(maxLengthOf(settingsFields.upi_id)).toBe(MAX_UPI_ID);
    expect(maxLengthOf(percent())).toBe('100.00%'.length);
    expect(maxLengthOf(requiredRate())).toBe('1,00,00,000.00'.length);
    expect(maxLengthOf(rate())).toBe('1,00,00,000.00'.length);
    expect(maxLengthOf(rupees())).toBe('1,00,00,00,000.00'.length);
    expect(maxLengthOf(stockCount())).toBeUndefined();
  });

  it('the longest value it allows fits, one more character is refused', () => {
    expect(text(100).safeParse('x'.repeat(100)).success).toBe(true);
    expect(text(100).safeParse('x'.repeat(101)).success).toBe(false);
    expect(passwordField().safeParse('p'.repeat(MAX_PASSWORD + 1)).success).toBe(false);
    expect(settingsFields.upi_id.safeParse(`${'a'.repeat(MAX_UPI_ID - 'okaxis'.length - 1)}@okaxis`).success).toBe(true);
    expect(settingsFields.upi_id.safeParse(`${'a'.repeat(MAX_UPI_ID - 'okaxis'.length)}@okaxis`).success).toBe(false);
  });
});

describe('a field is required when its rule refuses it blank', () => {
  it.each([
    ['requiredText', requiredText(100), true],
    ['text', text(100), false],
    ['a new password', passwordField(), true],
    ['a kept password', keptPasswordField(), false],
    ['a required phone', requiredPhoneField(), true],
    ['a phone', phoneField(), false],
    ['a required rate', requiredRate(), true],
    ['a stock count (blank is 0)', stockCount(), false],
  ])('%s', (_name, schema, required) => {
    expect(isRequired(schema)).toBe(required);
  });
});
