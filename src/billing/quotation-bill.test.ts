import { describe, expect, it } from 'vitest';
import type { CatalogueProduct } from '../../core/cart';
import { quotationAtCounter } from './quotation-bill';

const fan = { productId: '7', name: 'Crompton HS Plus 1200mm' } as CatalogueProduct;
const catalogue = {
  customers: [{ userId: '3', name: 'Murugan Electricals', mobile: '9443012345', state: 'Tamil Nadu' }],
  byName: new Map([[fan.name.toLowerCase(), fan]]),
};
const line = (product_name: string, amount: string, quantity: number) => ({ order_detail_id: '1', product_name, amount, quantity, totalamount: '0' });

describe('a quotation taken to the counter', () => {
  it('takes its customer, and each line that names a product (any case) at its quoted rate and quantity', () => {
    const seeded = quotationAtCounter({ user_id: '3', bill_no: '26', order_details: [line(' crompton hs plus 1200MM ', '1450.00', 3)] }, catalogue);
    expect(seeded).toEqual({ customer: catalogue.customers[0], lines: [{ productId: '7', qty: '3', rate: '1450.00' }], refused: [] });
  });

  it('refuses each free-text line that names no product, one message per line', () => {
    const seeded = quotationAtCounter(
      {
        user_id: '9',
        bill_no: '26',
        order_details: [line('Installation Charges', '500.00', 1), line('Crompton HS Plus 1200mm', '1450.00', 1), line('Copper piping', '45.00', 15)],
      },
      catalogue,
    );
    expect(seeded.customer).toBeNull();
    expect(seeded.lines).toHaveLength(1);
    expect(seeded.refused).toEqual([
      'Line 1, "Installation Charges": no product of that name; add it by its serial (F2) or name (F3).',
      'Line 3, "Copper piping": no product of that name; add it by its serial (F2) or name (F3).',
    ]);
  });
});
