import { describe, expect, it } from 'vitest';
import { passwordField } from './forms/fields';
import { digitsInput, isEmail } from './admin-rules';

describe('administration field rules', () => {
  it('keeps digits only, up to the limit, ignoring extra input', () => {
    expect(digitsInput('94430-12345', 10)).toBe('9443012345');
    expect(digitsInput('944301234599', 10)).toBe('9443012345');
    expect(digitsInput('625 001 7', 6)).toBe('625001');
    expect(digitsInput('abc', 6)).toBe('');
  });

  it('checks an e-mail address', () => {
    expect(isEmail('meena@kulir.test')).toBe(true);
    expect(isEmail(' meena@kulir.test ')).toBe(true);
    expect(isEmail('meena.kulir.test')).toBe(false);
    expect(isEmail('meena@kulir')).toBe(false);
    expect(isEmail('')).toBe(false);
  });

  it('wants a password of 8 to 128 characters', () => {
    // The rule is core/forms/fields.ts's passwordField, which the calls and the forms parse with.
    const problem = (password: string) => {
      const parsed = passwordField().safeParse(password);
      return parsed.success ? null : parsed.error.issues[0]?.message;
    };
    expect(problem('1234567')).toBe('must be at least 8 characters');
    expect(problem('12345678')).toBeNull();
    expect(problem('x'.repeat(129))).toBe('must be at most 128 characters');
  });
});
