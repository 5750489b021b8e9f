// Screens that show no header, side menu or footer (spec §2): sign-in, print pages, billing screens and editors.
const BARE_EXACT = new Set(['/login', '/pos', '/estimate', '/posretailadd', '/retailpos']);
const BARE_PREFIXES = [
  '/invoice/',
  '/estimate_invoice/',
  '/paidprint/',
  '/paidprintsupplier/',
  '/editorderdetails/',
  '/editestimatedetails/',
  '/editretailorderdetails/',
];

export function isChromeHidden(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return BARE_EXACT.has(path) || BARE_PREFIXES.some((prefix) => path.startsWith(prefix) && path.length > prefix.length);
}
