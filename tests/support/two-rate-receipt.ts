// A retail bill at two GST rates as retail_print_detail.php sends it (issue 31 item 4), for the receipt tests (the
// browser's src/print/ReceiptDocument.tsx and the printer's server/devices/receipt-escpos.ts). Worked by hand, as
// core/billing salesTotals figures it: 10 plugs at ₹45.00 = ₹450.00 at 18% and 2 LED bulbs at ₹100.00 = ₹200.00 at 5%;
// taxable ₹650.00 shared by the lines: 18% of ₹450.00 = ₹81.00 (CGST 9% ₹40.50 + SGST 9% ₹40.50), 5% of ₹200.00 =
// ₹10.00 (CGST 2.5% ₹5.00 + SGST 2.5% ₹5.00); GST ₹91.00, Grand Total ₹741.00.
import type { InvoiceData } from '../../core/api/print-document';

export const TWO_RATE_LINES = [
  { rate: 4_500, qty: 10, gstBp: 1800 },
  { rate: 10_000, qty: 2, gstBp: 500 },
];

/** The bill within the shop's state (CGST + SGST per rate), or, with `inter`, to another state (IGST per rate). */
export function twoRateReceipt(inter = false): InvoiceData {
  const taxes = (cgst: string, sgst: string, igst: string) => (inter ? { cgst: '0.00', sgst: '0.00', igst } : { cgst, sgst, igst: '0.00' });
  return {
    order_id: '44',
    bill_no: '9',
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
      upi_id: '',
    },
    buyer_detail: { name: 'Lakshmi Stores', tax_number: '', address: '', state: inter ? 'Karnataka' : 'Tamil Nadu', telephone: '' },
    bill_detail: [
      {
        order_detail_id: '95',
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
      {
        order_detail_id: '96',
        brand_name: 'Philips',
        product_name: 'Philips 9W LED bulb',
        serial_no: '',
        product_code: 'PH9W',
        model: '',
        type: '',
        batch_no: '',
        hsn_code: '8539',
        amount_per_product: '100.00',
        qty: 2,
        unit: 'pcs',
        total_per_product: '200.00',
      },
    ],
    final_billing: {
      subtotal: '650.00',
      cgst: '45.50',
      sgst: '45.50',
      cgst_percentage: '9.00',
      sgst_percentage: '9.00',
      gst_percentage: '18.00',
      gst_total: '91.00',
      tax_split: inter ? 'inter' : 'intra',
      discount_percentage: '0.00',
      discount_amt: '0.00',
      commission_percentage: '0.00',
      commission_amt: '0.00',
      packing_percentage: '0.00',
      packing_amt: '0.00',
      total: '741.00',
      paid_amount: '0.00',
      amount_due: '741.00',
    },
    upi_link: '',
    upi_amount: '0.00',
    tender: null,
    tax_by_rate: [
      {
        gst_percentage: '18.00',
        cgst_percentage: '9.00',
        sgst_percentage: '9.00',
        taxable_value: '450.00',
        ...taxes('40.50', '40.50', '81.00'),
        tax_total: '81.00',
      },
      {
        gst_percentage: '5.00',
        cgst_percentage: '2.50',
        sgst_percentage: '2.50',
        taxable_value: '200.00',
        ...taxes('5.00', '5.00', '10.00'),
        tax_total: '10.00',
      },
    ],
  };
}
