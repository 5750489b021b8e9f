// The terms printed on every bill (spec §9): Madurai jurisdiction, goods not returnable, 30% interest after 30 days.
export const TERMS: readonly string[] = [
  'Subject to Madurai jurisdiction.',
  'Goods once sold are not returnable.',
  'Interest at 30% will be charged if the bill is not paid within 30 days.',
];
