import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  chosenId,
  countAtLeastOne,
  emailField,
  halfRateField,
  keptPasswordField,
  optionalEmailField,
  optionalId,
  passwordField,
  phoneField,
  pincodeField,
  requiredName,
  requiredPhoneField,
  requiredRate,
  requiredText,
  stockCount,
} from './fields';

const problem = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};
const value = (schema: z.ZodType, input: unknown) => schema.parse(input);

describe('field rules (one zod schema per field, for the calls and the forms)', () => {
  it('required text is trimmed and refuses blank', () => {
    expect(value(requiredText(10), '  Ravi ')).toBe('Ravi');
    expect(problem(requiredText(10), '   ')).toBe('is required');
    expect(problem(requiredText(3), 'Ravi')).toBe('must be at most 3 characters');
  });

  it("a required name makes inner runs of spaces one, and may have the screen's own words for blank", () => {
    expect(value(requiredName(100), ' Orient   Electric ')).toBe('Orient Electric');
    expect(problem(requiredName(100, 'Please enter Brand Name.'), '')).toBe('Please enter Brand Name.');
  });

  it("e-mail: required, lower-cased, name@example.com; the settings' may be blank", () => {
    expect(value(emailField(), ' Meena@Shop.Test ')).toBe('meena@shop.test');
    expect(problem(emailField(), '')).toBe('is required');
    expect(problem(emailField(), 'meena.shop.test')).toBe('must be an e-mail address such as name@example.com');
    expect(value(optionalEmailField(), '')).toBe('');
    expect(problem(optionalEmailField(), 'meena@kulir')).toBe('must be an e-mail address such as name@example.com');
  });

  it('phone: digits only, at most 10; the required one refuses blank', () => {
    expect(value(phoneField(), '')).toBe('');
    expect(value(phoneField(), '9443012345')).toBe('9443012345');
    expect(problem(phoneField(), '94430-12345')).toBe('must be digits only, at most 10');
    expect(problem(phoneField(), '94430123456')).toBe('must be digits only, at most 10');
    expect(problem(requiredPhoneField(), '')).toBe('is required');
    expect(problem(requiredPhoneField(), 'abc')).toBe('must be digits only, at most 10');
  });

  it('pincode: blank, or six digits with the first 1–9 (a number is read as its digits)', () => {
    expect(value(pincodeField(), '625001')).toBe('625001');
    expect(value(pincodeField(), 625001)).toBe('625001');
    expect(value(pincodeField(), '')).toBe('');
    expect(problem(pincodeField(), '6250011')).toBe('must be a 6-digit pincode such as 600001');
    expect(problem(pincodeField(), '62500')).toBe('must be a 6-digit pincode such as 600001');
    expect(problem(pincodeField(), '025001')).toBe('must be a 6-digit pincode such as 600001');
  });

  it("password: 8 to 128 characters, spaces kept; an edit's blank keeps the old one", () => {
    expect(problem(passwordField(), '1234567')).toBe('must be at least 8 characters');
    expect(value(passwordField(), ' 1234567')).toBe(' 1234567');
    expect(problem(passwordField(), 'x'.repeat(129))).toBe('must be at most 128 characters');
    expect(value(keptPasswordField(), '')).toBeUndefined();
    expect(problem(keptPasswordField(), 'short')).toBe('must be at least 8 characters');
  });

  it('CGST or SGST: a percent from 0 to 14', () => {
    expect(value(halfRateField(), '9')).toBe(900);
    expect(problem(halfRateField(), '14.5')).toBe('must be a percent from 0 to 14');
  });

  it('stock: a whole number from 0, blank is 0; a count: at least 1, blank is 1', () => {
    expect(value(stockCount(), '')).toBe(0);
    expect(value(stockCount(), ' 12 ')).toBe(12);
    expect(problem(stockCount(), '-1')).toBe('cannot be negative');
    expect(problem(stockCount(), '1.5')).toBe('must be a whole number');
    expect(value(countAtLeastOne(), '')).toBe(1);
    expect(problem(countAtLeastOne(), '0')).toBe('must be at least 1');
  });

  it('a required amount in rupees; ids chosen or optional', () => {
    expect(value(requiredRate(), '1,500.50')).toBe(150_050);
    expect(problem(requiredRate(), '')).toBe('is required');
    expect(problem(requiredRate(), '15.555')).toBe('must be an amount in rupees such as 1234.50, not "15.555" (more than 2 decimals)');
    expect(problem(chosenId(), '')).toBe('is required');
    expect(value(chosenId(), '"42"')).toBe(42);
    expect(value(optionalId(), '0')).toBeUndefined();
  });
});
