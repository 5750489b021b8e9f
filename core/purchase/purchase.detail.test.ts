import { describe, expect, it } from 'vitest';
import { savedPurchaseFromDetail } from './purchase.detail';

const LINE = {
  od_id: '71',
  order_detail_id: '71',
  product_id: '3',
  product_name: 'Crompton HS Plus 1200mm',
  serial_no: 'CRHS1200',
  qty: 2,
  amount_per_product: '1200.50',
  total_per_product: '2401.00',
  box_contents: '1 fan',
  count_of_pcs: 1,
  rate_per: 'pcs',
  unit: 'Nos',
};
const DETAIL = {
  purchase_id: '9',
  orderdate: '20-11-2026',
  supplier_name: 'Chennai Fans Distributors',
  supplier_address: '',
  supplier_mobile: '',
  id: '4',
  supplier_invoice_no: 'CF/77',
  supplier_invoice_date: '19-11-2026',
  subtotal: '2401.00',
  supplier_state: '',
  gst_amount: '432.18',
  tax_split: 'intra',
  cgst: '216.09',
  sgst: '216.09',
  igst: '0.00',
  total: '2833.18',
  paid_amount: '0.00',
  gst_percentage: '18.00',
  commision_percentage: '0',
  discount_percentage: '0',
  packing_percentage: '0',
  version: 3,
  order_details: [LINE],
};

describe('savedPurchaseFromDetail', () => {
  it("reads each line's unit serials (issue 33 item 4): a line with units carries them, one without carries none", () => {
    const read = savedPurchaseFromDetail({
      ...DETAIL,
      order_details: [
        { ...LINE, unit_serials: ['LGD2110045A01', 'LGD2110045A02'] },
        { ...LINE, od_id: '72', unit_serials: [] },
      ],
    });
    expect(read?.lines.map((l) => l.unitSerials)).toEqual([['LGD2110045A01', 'LGD2110045A02'], undefined]);
  });

  it('reads pos_purchase_list_details.php into the saved purchase: paise, basis points, the ISO date, locked lines', () => {
    expect(savedPurchaseFromDetail(DETAIL)).toEqual({
      purchaseId: '9',
      version: 3,
      supplier: { supplierId: '4', name: 'Chennai Fans Distributors' },
      orderDate: '2026-11-20',
      gstBp: 1800,
      supplierInvoiceNo: 'CF/77',
      supplierInvoiceDate: '2026-11-19',
      lines: [
        {
          lineId: 'od-71',
          productId: '3',
          productName: 'Crompton HS Plus 1200mm',
          serialNo: 'CRHS1200',
          rate: 120_050,
          qty: 2,
          boxContents: '1 fan',
          countOfPcs: 1,
          ratePer: 'pcs',
          unit: 'Nos',
          odId: '71',
        },
      ],
    });
    // Numbers where the reply has text, and text where it has numbers, read the same.
    expect(
      savedPurchaseFromDetail({
        ...DETAIL,
        purchase_id: 9,
        id: 4,
        gst_percentage: 18,
        version: '3',
        order_details: [{ ...LINE, od_id: 71, qty: '2', amount_per_product: 1200.5 }],
      }),
    ).toEqual(savedPurchaseFromDetail(DETAIL));
  });

  it('refuses the whole purchase when a rate, GST %, date, quantity, id or version cannot be read, instead of guessing 0 or today', () => {
    const broken: Array<[string, unknown]> = [
      ['unreadable rate', { ...DETAIL, order_details: [{ ...LINE, amount_per_product: 'twelve hundred' }] }],
      ['negative rate', { ...DETAIL, order_details: [{ ...LINE, amount_per_product: '-5.00' }] }],
      ['rate past ₹1,00,00,000', { ...DETAIL, order_details: [{ ...LINE, amount_per_product: '10000000.01' }] }],
      ['unreadable GST', { ...DETAIL, gst_percentage: 'eighteen' }],
      ['blank GST', { ...DETAIL, gst_percentage: '' }],
      ['GST over 100', { ...DETAIL, gst_percentage: '118' }],
      ['unreadable date', { ...DETAIL, orderdate: '31-02-2026' }],
      ['no date', { ...DETAIL, orderdate: undefined }],
      ['zero quantity', { ...DETAIL, order_details: [{ ...LINE, qty: 0 }] }],
      ['fractional quantity', { ...DETAIL, order_details: [{ ...LINE, qty: '1.5' }] }],
      ['no line id', { ...DETAIL, order_details: [{ ...LINE, od_id: '' }] }],
      ['no supplier id', { ...DETAIL, id: null }],
      ['no purchase id', { ...DETAIL, purchase_id: undefined }],
      ['no version', { ...DETAIL, version: undefined }],
      ['no lines list', { ...DETAIL, order_details: null }],
      ['not a record', 'No data found'],
    ];
    for (const [name, record] of broken) expect(savedPurchaseFromDetail(record), name).toBeNull();
  });
});
