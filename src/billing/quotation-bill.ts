// A quotation turned into a GST bill at the counter (issue 32): its customer and each free-text line matched to a
// product of the counter's catalogue by name; a line that names no product is refused with a message of its own.
// Which quotation is being billed is kept by src/api/pos.ts (billingQuotation), which sends it with the save.
import type { Catalogue, CartCustomer } from '../../core/cart';
import type { OrderDetail } from '../api/orders';

export interface QuotationLine {
  productId: string;
  qty: string;
  /** The quoted rate, in rupees as the details answer it. */
  rate: string;
}

export interface QuotationAtCounter {
  customer: CartCustomer | null;
  lines: QuotationLine[];
  /** One message per line not billed, in the quotation's order. */
  refused: string[];
}

export function quotationAtCounter(
  quotation: Pick<OrderDetail, 'user_id' | 'bill_no' | 'order_details'>,
  catalogue: Pick<Catalogue, 'customers' | 'byName'>,
): QuotationAtCounter {
  const customer = catalogue.customers.find((c) => c.userId === String(quotation.user_id)) ?? null;
  const lines: QuotationLine[] = [];
  const refused: string[] = [];
  quotation.order_details.forEach((line, index) => {
    const name = line.product_name.trim();
    const product = catalogue.byName.get(name.toLowerCase());
    if (!product) {
      refused.push(`Line ${index + 1}, "${name}": no product of that name; add it by its serial (F2) or name (F3).`);
      return;
    }
    lines.push({ productId: product.productId, qty: String(line.quantity ?? line.qty ?? '1'), rate: line.amount ?? line.rate ?? '' });
  });
  return { customer, lines, refused };
}
