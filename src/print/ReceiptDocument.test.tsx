// The browser's 80 mm and 58 mm receipt (issue 31 item 4): a bill at two GST rates prints its tax per rate, CGST and
// SGST (or IGST) for each, from the payload's tax_by_rate through the A4 invoice's own rows (invoiceRows), as the
// printer's ESC/POS receipt does (server/devices/receipt-escpos.test.ts reads the same bill).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { twoRateReceipt } from '../../tests/support/two-rate-receipt';
import { ReceiptDocument, type ReceiptPaper } from './ReceiptDocument';

/** The Totals table's rows as [label, sign, amount]. */
function totalsOf(html: string): string[][] {
  const table = /<table class="pr-receipt-totals" aria-label="Totals">(.*?)<\/table>/s.exec(html)?.[1] ?? '';
  return [...table.matchAll(/<tr[^>]*><th scope="row">(.*?)<\/th><td class="pr-sign">(.*?)<\/td><td class="num">(.*?)<\/td><\/tr>/g)].map((m) => [
    m[1],
    m[2],
    m[3],
  ]);
}

describe('the browser receipt of a two-rate bill', () => {
  it.each([80, 58] as ReceiptPaper[])('prints CGST and SGST per rate on the %i mm roll, adding up to the Grand Total', (paper) => {
    const html = renderToStaticMarkup(<ReceiptDocument invoice={twoRateReceipt()} paper={paper} />);
    expect(totalsOf(html)).toEqual([
      ['Sub-Total', '', '650.00'],
      ['CGST 9%', '+', '40.50'],
      ['SGST 9%', '+', '40.50'],
      ['CGST 2.5%', '+', '5.00'],
      ['SGST 2.5%', '+', '5.00'],
      ['Grand Total', '', '741.00'],
    ]);
  });

  it('prints one IGST line per rate to another state', () => {
    const html = renderToStaticMarkup(<ReceiptDocument invoice={twoRateReceipt(true)} />);
    expect(totalsOf(html)).toEqual([
      ['Sub-Total', '', '650.00'],
      ['IGST 18%', '+', '81.00'],
      ['IGST 5%', '+', '10.00'],
      ['Grand Total', '', '741.00'],
    ]);
  });

  it('a one-rate bill keeps its one CGST and SGST line', () => {
    const one = { ...twoRateReceipt(), tax_by_rate: undefined };
    const rows = totalsOf(renderToStaticMarkup(<ReceiptDocument invoice={one} />)).map((r) => r[0]);
    expect(rows).toEqual(['Sub-Total', 'CGST 9%', 'SGST 9%', 'Grand Total']);
  });
});
