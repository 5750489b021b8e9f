import { describe, expect, it } from 'vitest';
import { isCode128Text, labelCode, productLabelsBody } from './label-request';

describe('product_labels.php body', () => {
  it('takes items or a purchase, with a layout', () => {
    expect(productLabelsBody.parse({ layout: 'a4-65', items: [{ product_id: '4', copies: '3' }] })).toEqual({
      layout: 'a4-65',
      items: [{ product_id: 4, copies: 3 }],
    });
    expect(productLabelsBody.parse({ layout: 'roll-50x25', purchase_id: 9, start_position: 1 })).toMatchObject({ purchase_id: 9 });
  });

  it('refuses 0 copies, more than 1,000 labels, an unknown layout and a place past the sheet', () => {
    expect(productLabelsBody.safeParse({ layout: 'a4-65', items: [{ product_id: 4, copies: 0 }] }).success).toBe(false);
    const many = productLabelsBody.safeParse({
      layout: 'a4-65',
      items: [
        { product_id: 4, copies: 600 },
        { product_id: 5, copies: 401 },
      ],
    });
    expect(many.success).toBe(false);
    expect(many.error?.issues[0]?.message).toBe('At most 1,000 labels at a time, not 1,001.');
    expect(productLabelsBody.safeParse({ layout: 'a4-99', items: [{ product_id: 4, copies: 1 }] }).success).toBe(false);
    expect(productLabelsBody.safeParse({ layout: 'a4-24', items: [{ product_id: 4, copies: 1 }], start_position: 25 }).success).toBe(false);
    expect(productLabelsBody.safeParse({ layout: 'a4-65', items: [{ product_id: 4, copies: 1 }], start_position: 65 }).success).toBe(true);
    expect(productLabelsBody.safeParse({ layout: 'a4-65' }).success).toBe(false);
    expect(productLabelsBody.safeParse({ layout: 'a4-65', items: [{ product_id: 4, copies: 1 }], purchase_id: 2 }).success).toBe(false);
  });
});

describe('the code on a label', () => {
  it('is the serial when there is one, else the product code', () => {
    expect(labelCode({ serial_no: ' LGD211 ', product_code: 'P-1' })).toBe('LGD211');
    expect(labelCode({ serial_no: '', product_code: 'P-1' })).toBe('P-1');
    expect(labelCode({ serial_no: '', product_code: '' })).toBe('');
  });

  it('is printable ASCII for Code 128', () => {
    expect(isCode128Text('LGD-211/A')).toBe(true);
    expect(isCode128Text('மின்')).toBe(false);
  });
});
