import { describe, expect, it } from 'vitest';
import { formatIndian } from '../money';
import { totalsRows, type TotalsSource } from './totals-rows';

const shown = (source: TotalsSource) => totalsRows(source).map((r) => [r.label, r.sign, formatIndian(r.amount)]);

const bigBill: TotalsSource = {
  subtotal: '110450.50',
  discount_percentage: '5.00',
  discount_amt: '5522.55',
  commission_percentage: '2.00',
  commission_amt: '2098.56',
  cgst_amt: '9443.52',
  sgst_amt: '9443.52',
  packing_percentage: '1.00',
  packing_amt: '1049.28',
  gst_percentage: '18.00',
  total: '122766.00',
  billing_state: 'Tamil Nadu',
};

describe('the totals block (spec §9)', () => {
  it('a Tamil Nadu bill: Sub-Total, deductions, CGST 9% and SGST 9%, Packing, Grand Total', () => {
    expect(shown(bigBill)).toEqual([
      ['Sub-Total', '', '1,10,450.50'],
      ['Discount 5%', '-', '5,522.55'],
      ['Commission 2%', '-', '2,098.56'],
      ['CGST 9%', '+', '9,443.52'],
      ['SGST 9%', '+', '9,443.52'],
      ['Packing 1%', '+', '1,049.28'],
      ['Round Off', '+', '0.29'],
      ['Grand Total', '', '1,22,766.00'],
    ]);
  });

  it('a Round Off line takes what the rows leave to the Grand Total, either way, so the block adds up', () => {
    const down = shown({
      subtotal: '55310.00',
      cgst_amt: '4977.90',
      sgst_amt: '4977.90',
      gst_percentage: '18.00',
      total: '65266.00',
      billing_state: 'Tamil Nadu',
    });
    expect(down.slice(-2)).toEqual([
      ['Round Off', '+', '0.20'],
      ['Grand Total', '', '65,266.00'],
    ]);
    const up = shown({ subtotal: '100.40', cgst_amt: '0.00', sgst_amt: '0.00', total: '100.00', billing_state: 'Tamil Nadu' });
    expect(up).toEqual([
      ['Round Off', '-', '0.40'],
      ['Grand Total', '', '100.00'],
    ]);
  });

  it('any other state shows one IGST 18% line of CGST + SGST', () => {
    const rows = shown({ ...bigBill, billing_state: 'Karnataka' });
    expect(rows.filter(([label]) => /GST/.test(label))).toEqual([['IGST 18%', '+', '18,887.04']]);
  });

  it("follows the server's tax_split (the settings' state against the bill's place of supply) over its own comparison", () => {
    expect(shown({ ...bigBill, tax_split: 'inter' }).map((r) => r[0])).toContain('IGST 18%');
    expect(shown({ ...bigBill, billing_state: '', tax_split: 'intra' }).map((r) => r[0])).toEqual(expect.arrayContaining(['CGST 9%', 'SGST 9%']));
  });

  it('compares the state trimmed and in any case', () => {
    expect(shown({ ...bigBill, billing_state: '  TAMIL NADU ' }).map(([l]) => l)).toContain('CGST 9%');
    expect(shown({ ...bigBill, billing_state: '' }).map(([l]) => l)).toContain('IGST 18%');
  });

  it('leaves out every row that is 0, and Sub-Total when nothing is added or deducted', () => {
    expect(shown({ subtotal: '45.00', cgst_amt: '0.00', sgst_amt: '0.00', total: '45.00', billing_state: 'Tamil Nadu' })).toEqual([
      ['Grand Total', '', '45.00'],
    ]);
    expect(
      shown({
        subtotal: '1500.00',
        cgst_amt: '135.00',
        sgst_amt: '135.00',
        gst_percentage: '18.00',
        total: '1770.00',
        billing_state: 'Tamil Nadu',
        discount_amt: '0.00',
      }),
    ).toEqual([
      ['Sub-Total', '', '1,500.00'],
      ['CGST 9%', '+', '135.00'],
      ['SGST 9%', '+', '135.00'],
      ['Grand Total', '', '1,770.00'],
    ]);
  });

  it("names the bill's own GST rate; without one, the spec's 9% and 18%", () => {
    expect(shown({ ...bigBill, gst_percentage: '12.00' }).map(([l]) => l)).toContain('CGST 6%');
    expect(shown({ ...bigBill, gst_percentage: undefined, billing_state: 'Kerala' }).map(([l]) => l)).toContain('IGST 18%');
  });
});
