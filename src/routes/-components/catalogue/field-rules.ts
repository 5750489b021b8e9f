// The catalogue forms' field checks (plain functions: the form modules and the loaders can share them without React).

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
