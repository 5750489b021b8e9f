// Screens that show no header, side menu or footer (spec §2): sign-in, print pages (with the retail invoice and 80 mm
// receipt of the print issue), billing screens and editors.
const BARE_EXACT = new Set(['/login', '/pos', '/estimate', '/posretailadd', '/retailpos']);
const BARE_PREFIXES = [
  '/invoice/',
  '/estimate_invoice/',
  '/retailinvoice/',
  '/retailreceipt/',
  '/retailreceipt58/',
  '/dayendprint/',
  '/creditnote/',
  '/creditnotereceipt/',
  '/paidprint/',
  '/paidprintsupplier/',
  '/statement/',
  '/ageingprint/',
  '/editorderdetails/',
  '/editestimatedetails/',
  '/editretailorderdetails/',
];

export function isChromeHidden(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return BARE_EXACT.has(path) || BARE_PREFIXES.some((prefix) => path.startsWith(prefix) && path.length > prefix.length);
}
