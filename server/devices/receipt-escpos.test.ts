// The receipt's ESC/POS bytes (issue 33), read back with a decoder written from Epson's command reference
// (tests/support/escpos-decode.ts): text, a raster image (GS v 0) for Tamil, the UPI QR (GS ( k), the cut (GS V) and the
// drawer pulse (ESC p); on both rolls.
import { describe, expect, it } from 'vitest';
import type { InvoiceData } from '../../core/api/print-document';
import { decodeEscPos, printed, type EscPosItem } from '../../tests/support/escpos-decode';
import { drawerPulseEscPos, receiptEscPos, wrapColumns } from './receipt-escpos';
import { twoColumns } from './receipt-blocks';
import { salesTotals } from '../../core/billing';
import { TWO_RATE_LINES, twoRateReceipt } from '../../tests/support/two-rate-receipt';

const UPI = 'upi://pay?pa=kulircooling@okaxis&pn=Kulir%20Cooling%20Centre&am=531.00&cu=INR&tn=Bill%20R-7';

function invoice(overrides: Partial<InvoiceData> = {}): InvoiceData {
  return {
    order_id: '41',
    bill_no: '7',
    bill_type: 'retail',
    order_date: '07-12-2026',
    seller_detail: {
      shop_name: 'Kulir Cooling Centre',
      gst_no: '33AABCK1234L1ZT',
      address: '48, Town Hall Road',
      city: 'Madurai',
      state: 'Tamil Nadu',
      pincode: '625001',
      email: '',
      phone: '0452-2345678',
      bank_name: '',
      acc_holder_name: '',
      acc_no: '',
      ifsc_code: '',
      micr_code: '',
      upi_id: 'kulircooling@okaxis',
    },
    buyer_detail: { name: 'Lakshmi Stores', tax_number: '', address: '', state: 'Tamil Nadu', telephone: '9876543210' },
    bill_detail: [
      {
        order_detail_id: '90',
        brand_name: 'Bajaj',
        product_name: 'Bajaj 2-pin plug',
        serial_no: '',
        product_code: 'BJP2',
        model: '',
        type: '',
        batch_no: '',
        hsn_code: '8536',
        amount_per_product: '45.00',
        qty: 10,
        unit: 'pcs',
        total_per_product: '450.00',
      },
    ],
    final_billing: {
      subtotal: '450.00',
      cgst: '40.50',
      sgst: '40.50',
      cgst_percentage: '9',
      sgst_percentage: '9',
      gst_total: '81.00',
      tax_split: 'intra',
      discount_percentage: '0',
      discount_amt: '0.00',
      commission_percentage: '0',
      commission_amt: '0.00',
      packing_percentage: '0',
      packing_amt: '0.00',
      total: '531.00',
      paid_amount: '0.00',
      amount_due: '531.00',
    },
    upi_link: UPI,
    upi_amount: '531.00',
    tender: null,
    ...overrides,
  };
}

const kinds = (items: EscPosItem[]) => items.map((i) => i.kind);

describe('the receipt as ESC/POS', () => {
  it('prints the bill as text lines in the roll’s 48 columns, from the stored figures', () => {
    const job = decodeEscPos(receiptEscPos(invoice(), 80, false));
    expect(job.commands[0]).toBe('ESC @');
    const trimmed = job.lines.map((l) => l.trim());
    expect(trimmed).toContain('Kulir Cooling Centre');
    expect(trimmed).toContain('RETAIL INVOICE');
    expect(job.lines).toContain(twoColumns('Bill No.: R-7', 'Date: 07-12-2026', 48));
    expect(job.lines).toContain('1. Bajaj 2-pin plug [BJP2]');
    expect(job.lines).toContain(twoColumns('HSN 8536  10 x 45.00', '450.00', 48));
    expect(job.lines).toContain(twoColumns('CGST 9%', '+ 40.50', 48));
    expect(job.lines).toContain(twoColumns('Grand Total', '531.00', 48));
    expect(job.lines.filter((l) => l !== '').every((l) => l.length <= 48)).toBe(true);
    // Centred by the encoder: 4 plain spaces, then the name in bold at double width (40 columns); the rest plain.
    const shop = job.items.find((i) => i.kind === 'text' && i.text.trim() === 'Kulir Cooling Centre');
    expect(shop).toMatchObject({ bold: true, text: `${' '.repeat(4)}Kulir Cooling Centre` });
    expect(job.commands).toContain('GS !');
    expect(job.items.find((i) => i.kind === 'text' && i.text.trim() === 'Phone: 0452-2345678')).toMatchObject({ bold: false });
  });

  it('prints the UPI link as the printer’s own QR code (model 2), then a partial cut last', () => {
    const job = decodeEscPos(receiptEscPos(invoice(), 80, false));
    expect(job.items.filter((i) => i.kind === 'qr')).toEqual([{ kind: 'qr', data: UPI, model: 2, size: 6, errorLevel: 'M' }]);
    expect(job.commands.filter((c) => c.startsWith('GS ( k'))).toEqual(['GS ( k 65', 'GS ( k 67', 'GS ( k 69', 'GS ( k 80', 'GS ( k 81']);
    expect(printed(job.items).at(-1)).toEqual({ kind: 'cut', partial: true });
    expect(job.commands.filter((c) => c === 'GS V')).toHaveLength(1);
  });

  it('pulses the drawer (pin 2, 100 ms on, 500 ms off) before anything prints, only when asked', () => {
    const cash = decodeEscPos(receiptEscPos(invoice(), 80, true));
    expect(kinds(printed(cash.items)).indexOf('pulse')).toBe(0);
    expect(printed(cash.items)[0]).toEqual({ kind: 'pulse', pin: 2, onMs: 100, offMs: 500 });
    expect(kinds(decodeEscPos(receiptEscPos(invoice(), 80, false)).items)).not.toContain('pulse');
    const drawer = decodeEscPos(drawerPulseEscPos());
    expect(printed(drawer.items)).toEqual([{ kind: 'pulse', pin: 2, onMs: 100, offMs: 500 }]);
    expect(drawer.commands[0]).toBe('ESC @');
    expect(drawer.commands).not.toContain('GS V');
  });

  it('prints Tamil as a raster image (GS v 0) the roll’s width, with ink in it, and no Tamil bytes as text', () => {
    const tamil = invoice({ buyer_detail: { ...invoice().buyer_detail, name: 'லட்சுமி ஸ்டோர்ஸ்' } });
    const job = decodeEscPos(receiptEscPos(tamil, 80, false));
    const images = job.items.filter((i) => i.kind === 'image');
    // The customer's line and the "Scan to pay ₹531.00" line (the rupee sign is in no code page).
    expect(images).toHaveLength(2);
    const [customer] = images;
    if (customer?.kind !== 'image') throw new Error('no image');
    expect(customer.widthDots).toBe(576);
    expect(customer.heightDots).toBeGreaterThanOrEqual(24);
    const ink = customer.rows.flat().filter(Boolean).length;
    expect(ink).toBeGreaterThan(200);
    expect(ink).toBeLessThan(customer.widthDots * customer.heightDots * 0.5);
    expect(job.lines.some((l) => l.includes('Customer'))).toBe(false);
  });

  it('lays a 58 mm roll out in 32 columns, and its images 384 dots wide', () => {
    const job = decodeEscPos(receiptEscPos(invoice({ seller_detail: { ...invoice().seller_detail, shop_name: 'குளிர் கூலிங் சென்டர்' } }), 58, false));
    expect(job.lines).toContain(twoColumns('Grand Total', '531.00', 32));
    expect(job.lines.filter((l) => l !== '').every((l) => l.length <= 32)).toBe(true);
    const widths = job.items.flatMap((i) => (i.kind === 'image' ? [i.widthDots] : []));
    expect(widths.length).toBeGreaterThan(0);
    expect(widths.every((w) => w === 384)).toBe(true);
  });

  it('prints a two-rate bill’s tax line by line per rate, as the A4 invoice does (issue 31 item 4), on both rolls', () => {
    // The fixture's figures are core/billing's.
    const totals = salesTotals(TWO_RATE_LINES, { discountBp: 0, commissionBp: 0, gstBp: 1800, packingBp: 0 });
    expect(totals.byRate.map((r) => [r.gstBp, r.taxable, r.cgst, r.sgst])).toEqual([
      [1800, 450_00, 40_50, 40_50],
      [500, 200_00, 5_00, 5_00],
    ]);
    expect(totals.grandTotal).toBe(741_00);
    for (const paper of [80, 58] as const) {
      const columns = paper === 80 ? 48 : 32;
      const job = decodeEscPos(receiptEscPos(twoRateReceipt(), paper, false));
      const taxLines = job.lines.filter((l) => /^(CGST|SGST|IGST) /.test(l));
      expect(taxLines).toEqual([
        twoColumns('CGST 9%', '+ 40.50', columns),
        twoColumns('SGST 9%', '+ 40.50', columns),
        twoColumns('CGST 2.5%', '+ 5.00', columns),
        twoColumns('SGST 2.5%', '+ 5.00', columns),
      ]);
      expect(job.lines).toContain(twoColumns('Sub-Total', '650.00', columns));
      expect(job.lines).toContain(twoColumns('Grand Total', '741.00', columns));
      expect(job.lines.some((l) => l.startsWith('Round Off'))).toBe(false);
    }
    // To another state: one IGST line per rate.
    const inter = decodeEscPos(receiptEscPos(twoRateReceipt(true), 80, false));
    expect(inter.lines.filter((l) => /^(CGST|SGST|IGST) /.test(l))).toEqual([twoColumns('IGST 18%', '+ 81.00', 48), twoColumns('IGST 5%', '+ 10.00', 48)]);
    expect(inter.lines).toContain(twoColumns('Grand Total', '741.00', 48));
  });

  it('wraps long text between words', () => {
    expect(wrapColumns('Interest at 30% will be charged if the bill is not paid within 30 days.', 32)).toEqual([
      'Interest at 30% will be charged',
      'if the bill is not paid within',
      '30 days.',
    ]);
  });
});
