import { describe, expect, it } from 'vitest';
import { bulkCellProblem } from './bulk-price';
import { brandNameField, productAddBody, productEditFormBody, productUpdateBody, retailAddBody, retailFormBody, unitNameField } from './catalogue';
import { paymentDetailBody } from './payment-detail';

const firstProblems = (parsed: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  parsed.success ? {} : Object.fromEntries((parsed.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

const PRODUCT = { product_name: 'Fan', supplier_id: '1', serial_no: ' a1 ', hsn_code: '8414', sell_rate: '1,500.50' };

describe('catalogue form rules', () => {
  it('Add Product: name, supplier, serial no, HSN code and sell rate; the serial upper-cased', () => {
    expect(firstProblems(productAddBody.safeParse({}))).toMatchObject({
      product_name: 'is required',
      supplier_id: 'is required',
      serial_no: 'is required',
      hsn_code: 'is required',
      sell_rate: 'is required',
    });
    expect(productAddBody.parse(PRODUCT)).toMatchObject({ serial_no: 'A1', sell_rate: 150_050, stock: 0, purchase_rate: 0 });
  });

  it('Edit Product: the call needs brand and unit; the form batch no, model, type, purchase rate and stock too', () => {
    const edit = { ...PRODUCT, product_id: '5', brand_id: '2', unit_id: '3' };
    expect(productUpdateBody.safeParse(edit).success).toBe(true);
    expect(firstProblems(productEditFormBody.safeParse({ ...edit, purchase_rate: '' }))).toEqual({
      batch_no: 'is required',
      model: 'is required',
      type: 'is required',
      purchase_rate: 'is required',
      stock: 'is required',
    });
    expect(productEditFormBody.safeParse({ ...edit, batch_no: 'B', model: 'M', type: 'T', purchase_rate: '1200', stock: '0' }).success).toBe(true);
  });

  it('retail product: name and rate; the form needs the HSN code, the call may leave it out', () => {
    expect(retailAddBody.safeParse({ product_name: 'Bulb', rate: '90' }).success).toBe(true);
    expect(firstProblems(retailFormBody.safeParse({ product_name: 'Bulb', rate: '90', hsn_code: '853' }))).toEqual({
      hsn_code: 'must be 4 to 8 digits, not "853"',
    });
    expect(firstProblems(retailFormBody.safeParse({ product_name: 'Bulb', rate: '90', qty_per_box: '0' }))).toEqual({
      hsn_code: 'is required',
      qty_per_box: 'must be at least 1',
    });
  });

  it("brand and unit names in the spec's words", () => {
    expect(brandNameField().safeParse(' ').error?.issues[0]?.message).toBe('Please enter Brand Name.');
    expect(unitNameField('add').safeParse('').error?.issues[0]?.message).toBe('Please enter Unit Name.');
    expect(unitNameField('edit').safeParse('').error?.issues[0]?.message).toBe('Please fill in all fields before submitting.');
  });

  it('bulk cells: an amount, a count from 1, a stock from 0, a code', () => {
    expect(bulkCellProblem('money', '1500.5')).toBeUndefined();
    expect(bulkCellProblem('money', 'abc')).toMatch(/^must be an amount in rupees such as 1234.50/);
    expect(bulkCellProblem('count', '0')).toBe('must be at least 1');
    expect(bulkCellProblem('stock', '-2')).toBe('cannot be negative');
    expect(bulkCellProblem('code', 'x'.repeat(101))).toBe('must be at most 100 characters');
  });

  it('payment add: name, amount above 0, payment sent and description; credit or debit', () => {
    expect(firstProblems(paymentDetailBody.safeParse({ name: '', amount: '0', payment_method: 'credit', payment_sent: '', description: '' }))).toEqual({
      name: 'is required',
      amount: 'must be more than 0',
      payment_sent: 'is required',
      description: 'is required',
    });
    expect(
      firstProblems(paymentDetailBody.safeParse({ name: 'Rent', amount: '1500', payment_method: 'cash', payment_sent: 'Owner', description: 'Nov' })),
    ).toEqual({
      payment_method: 'must be credit or debit',
    });
  });
});
