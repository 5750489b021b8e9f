// The catalogue forms' field checks (plain functions: the form modules and the loaders can share them without React).
import { checkHsn } from '../../../../core/hsn';

/** "" when the text is a rupee amount with at most 2 decimals, else why not. */
export function moneyProblem(text: string, label: string): string | undefined {
  const value = text.trim().replace(/,/g, '');
  if (value === '') return `${label} is required`;
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return `${label} must be an amount such as 1234.50`;
  return undefined;
}

export function wholeProblem(text: string, label: string, min: number): string | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min) return `${label} must be a whole number from ${min}`;
  return undefined;
}

/** The server's HSN rule (core/hsn): blank is for the caller's required check; otherwise 4 to 8 digits. */
export function hsnProblem(text: string, label: string): string | undefined {
  const checked = checkHsn(text);
  return checked.ok ? undefined : `${label} ${checked.message}`;
}
