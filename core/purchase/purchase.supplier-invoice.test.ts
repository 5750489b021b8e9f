import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { purchaseTaxable, purchaseTotals } from '../billing';
import {
  repeatedSupplierInvoice,
  SUPPLIER_INVOICE_MESSAGES,
  supplierInvoiceForm,
  supplierInvoiceFormProblem,
  supplierInvoiceKey,
  supplierInvoiceOf,
  supplierInvoiceWire,
  supplierInvoiceYear,
} from './purchase.supplier-invoice';

const wire = z.object(supplierInvoiceWire).transform((b, ctx) => supplierInvoiceOf(b, ctx));

describe("the supplier's invoice on a purchase", () => {
  it('is required on the purchase screens: number, then date, not after the purchase', () => {
    expect(supplierInvoiceFormProblem({ invoiceNo: '  ', invoiceDate: '2026-10-01', purchaseDate: '2026-10-02' })).toBe(SUPPLIER_INVOICE_MESSAGES.noRequired);
    expect(supplierInvoiceFormProblem({ invoiceNo: 'A-1', invoiceDate: null, purchaseDate: '2026-10-02' })).toBe(SUPPLIER_INVOICE_MESSAGES.dateRequired);
    expect(supplierInvoiceFormProblem({ invoiceNo: 'A-1', invoiceDate: '2026-10-03', purchaseDate: '2026-10-02' })).toBe(
      SUPPLIER_INVOICE_MESSAGES.afterPurchase,
    );
    expect(supplierInvoiceFormProblem({ invoiceNo: 'X'.repeat(31), invoiceDate: '2026-10-01', purchaseDate: '2026-10-02' })).toBe(
      SUPPLIER_INVOICE_MESSAGES.noTooLong,
    );
    expect(supplierInvoiceForm.parse({ invoiceNo: ' A  1 ', invoiceDate: '2026-10-02', purchaseDate: '2026-10-02' })).toEqual({
      invoiceNo: 'A 1',
      invoiceDate: '2026-10-02',
    });
  });

  it('is optional on the wire: absent keeps, both empty clears, one without the other is refused', () => {
    expect(wire.parse({})).toBeUndefined();
    expect(wire.parse({ supplier_invoice_no: '', supplier_invoice_date: '' })).toBeNull();
    expect(wire.parse({ supplier_invoice_no: 'SF/101', supplier_invoice_date: '08-10-2026' })).toEqual({ invoiceNo: 'SF/101', invoiceDate: '2026-10-08' });
    expect(wire.safeParse({ supplier_invoice_no: 'SF/101' }).error?.issues[0]?.path).toEqual(['supplier_invoice_date']);
    expect(wire.safeParse({ supplier_invoice_date: '08-10-2026' }).error?.issues[0]?.path).toEqual(['supplier_invoice_no']);
  });

  it('is one invoice per supplier and financial year, case and spaces ignored', () => {
    expect(supplierInvoiceKey(' sf / 101 ')).toBe('SF/101');
    expect(supplierInvoiceYear('2026-03-31')).toBe('2025-26');
    expect(supplierInvoiceYear('2026-04-01')).toBe('2026-27');
    expect(repeatedSupplierInvoice('SF/101', 'Chennai Fans', '2026-27', 12)).toBe(
      'Invoice SF/101 of Chennai Fans for 2026-27 is already entered, on purchase 12.',
    );
  });
});

describe("a purchase's taxable value", () => {
  it('is the rounded subtotal GST was charged on, so taxable + GST = total (₹86,06,317.02 at 18%)', () => {
    const t = purchaseTotals([{ rate: 860_631_702, qty: 1 }], 1800);
    expect(purchaseTaxable(t.subtotal)).toBe(860_631_700);
    expect(purchaseTaxable(t.subtotal) + t.gst).toBe(t.grandTotal);
    expect(purchaseTaxable(150)).toBe(200);
  });
});
