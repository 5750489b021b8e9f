import { describe, expect, it } from 'vitest';
import { missingForExport } from './export-bill';
import { IN_STATE, INTER_STATE } from './export-fixtures.test-support';
import { ewayBillJson, ewayTransportForm } from './eway-bill';

const transport = { trans_mode: '1' as const, vehicle_no: 'TN58AB1234', distance_km: 12, transporter_id: '', transporter_name: '', trans_doc_no: '' };
const paise = (rupees: number) => Math.round(rupees * 100);

describe('e-way bill bulk JSON', () => {
  it('an in-state bill: CGST + SGST, figures from the stored bill, the portal codes and types', () => {
    const json = ewayBillJson(IN_STATE, transport);
    expect(json.version).toBe('1.0.0421');
    const [bill] = json.billLists;
    expect(bill).toMatchObject({
      supplyType: 'O',
      subSupplyType: 1,
      docType: 'INV',
      docNo: '41',
      docDate: '20/11/2026',
      transType: 1,
      fromGstin: '33AAACK1234F1Z5',
      fromPincode: 625001,
      fromStateCode: 33,
      actualFromStateCode: 33,
      toGstin: '33ABCPM1234Q1Z2',
      toTrdName: 'Murugan Electricals',
      toPincode: 625001,
      toStateCode: 33,
      totalValue: 26600,
      cgstValue: 2394,
      sgstValue: 2394,
      igstValue: 0,
      OthValue: 0,
      totInvValue: 31388,
      transMode: 1,
      transDistance: 12,
      vehicleNo: 'TN58AB1234',
      vehicleType: 'R',
      mainHsnCode: 8414,
    });
    // ₹26,600 shared over ₹3,000 and ₹24,999.50 (largest remainder): 2,850.05 + 23,749.95.
    expect(bill.itemList).toEqual([
      {
        itemNo: 1,
        productName: 'Ceiling fan 1200 mm',
        productDesc: 'Ceiling fan 1200 mm',
        hsnCode: 8414,
        quantity: 2,
        qtyUnit: 'NOS',
        taxableAmount: 2850.05,
        cgstRate: 9,
        sgstRate: 9,
        igstRate: 0,
        cessRate: 0,
        cessNonAdvol: 0,
      },
      {
        itemNo: 2,
        productName: 'LED TV 43"',
        productDesc: 'LED TV 43"',
        hsnCode: 8528,
        quantity: 1,
        qtyUnit: 'PCS',
        taxableAmount: 23749.95,
        cgstRate: 9,
        sgstRate: 9,
        igstRate: 0,
        cessRate: 0,
        cessNonAdvol: 0,
      },
    ]);
    const items = bill.itemList.reduce((sum, item) => sum + paise(item.taxableAmount), 0);
    expect(items).toBe(paise(bill.totalValue));
    expect(paise(bill.totalValue) + paise(bill.cgstValue) + paise(bill.sgstValue) + paise(bill.igstValue) + paise(bill.OthValue)).toBe(IN_STATE.total);
  });

  it('an inter-state bill: one IGST, commission and packing in OthValue, totInvValue the stored total', () => {
    const [bill] = ewayBillJson(INTER_STATE, {
      ...transport,
      trans_mode: '2',
      vehicle_no: '',
      trans_doc_no: 'RR-55012',
      trans_doc_date: '2026-11-21',
    }).billLists;
    expect(bill).toMatchObject({
      toStateCode: 29,
      actualToStateCode: 29,
      totalValue: 10000,
      cgstValue: 0,
      sgstValue: 0,
      igstValue: 1800,
      OthValue: -100,
      totInvValue: 11700,
      transMode: 2,
    });
    expect(bill.itemList[0]).toMatchObject({ taxableAmount: 10000, cgstRate: 0, sgstRate: 0, igstRate: 18 });
  });

  it('Part B by mode: by road the vehicle and its type R, the lorry receipt if any; by rail, air or ship the document, no vehicle type', () => {
    const [road] = ewayBillJson(IN_STATE, transport).billLists;
    expect(road).toMatchObject({ transMode: 1, vehicleNo: 'TN58AB1234', vehicleType: 'R', transDocNo: '', transDocDate: '' });
    const [lorry] = ewayBillJson(IN_STATE, { ...transport, trans_doc_no: 'LR/4471', trans_doc_date: '2026-11-20' }).billLists;
    expect(lorry).toMatchObject({ vehicleType: 'R', transDocNo: 'LR/4471', transDocDate: '20/11/2026' });
    for (const mode of ['2', '3', '4'] as const) {
      const [bill] = ewayBillJson(IN_STATE, {
        ...transport,
        trans_mode: mode,
        vehicle_no: '',
        trans_doc_no: 'AWB-0071',
        trans_doc_date: '2026-11-21',
      }).billLists;
      expect(bill).toMatchObject({ transMode: Number(mode), transDocNo: 'AWB-0071', transDocDate: '21/11/2026', vehicleNo: '' });
      expect(bill).not.toHaveProperty('vehicleType');
    }
  });

  it('an unregistered buyer is URP', () => {
    const [bill] = ewayBillJson({ ...IN_STATE, buyer: { ...IN_STATE.buyer, gstin: '' } }, transport).billLists;
    expect(bill.toGstin).toBe('URP');
  });

  it('refuses a customer without a pincode and a product without HSN, each with its own message', () => {
    expect(missingForExport({ ...IN_STATE, buyer: { ...IN_STATE.buyer, pincode: '' } }, ['seller', 'buyer'])).toBe(
      'The customer Murugan Electricals has no pincode: add the 6-digit pincode to the customer first.',
    );
    expect(missingForExport({ ...IN_STATE, seller: { ...IN_STATE.seller, pincode: '' } }, ['seller', 'buyer'])).toBe(
      'The shop has no pincode: add the 6-digit pincode in Settings first.',
    );
    expect(missingForExport({ ...IN_STATE, lines: [{ ...IN_STATE.lines[0], hsn: '' }] }, ['seller', 'buyer'])).toBe(
      'The product Ceiling fan 1200 mm has no HSN code: add its HSN code to the product first.',
    );
    expect(missingForExport({ ...IN_STATE, seller: { ...IN_STATE.seller, gstin: ' ' } }, ['seller', 'buyer'])).toBe(
      'The shop has no GSTIN: add its GST Number in Settings first.',
    );
    // A buyer without one is an unregistered buyer ("URP"), not a gap.
    expect(missingForExport({ ...IN_STATE, buyer: { ...IN_STATE.buyer, gstin: '' } }, ['seller', 'buyer'])).toBeNull();
    expect(missingForExport(IN_STATE, ['seller', 'buyer'])).toBeNull();
  });

  it('reads the transport form', () => {
    const form = ewayTransportForm;
    expect(form.parse({ trans_mode: 'road', vehicle_no: 'tn 58 ab-1234', distance_km: '12', transporter_id: '', transporter_name: 'KPN' })).toEqual({
      trans_mode: '1',
      vehicle_no: 'TN58AB1234',
      distance_km: 12,
      transporter_id: '',
      transporter_name: 'KPN',
      trans_doc_no: '',
    });
    expect(
      form.parse({
        trans_mode: 'rail',
        vehicle_no: '',
        distance_km: '300',
        transporter_id: '',
        transporter_name: '',
        trans_doc_no: 'RR-55012',
        trans_doc_date: '21-11-2026',
      }),
    ).toMatchObject({ trans_mode: '2', trans_doc_no: 'RR-55012', trans_doc_date: '2026-11-21' });
    const issues = (body: object) =>
      form
        .safeParse({ trans_mode: '1', vehicle_no: '', distance_km: 1, transporter_id: '', transporter_name: '', ...body })
        .error?.issues.map((i) => i.message);
    expect(issues({ trans_mode: '5' })).toEqual(['must be 1 (Road), 2 (Rail), 3 (Air) or 4 (Ship)']);
    expect(issues({ vehicle_no: '12' })).toEqual(['must be a vehicle number such as TN58AB1234']);
    expect(issues({ distance_km: '4001' })).toEqual(['must be a whole number of km from 0 to 4000']);
    expect(issues({ distance_km: '2.5' })).toEqual(['must be a whole number of km from 0 to 4000']);
    expect(issues({ transporter_id: 'ABC' })).toEqual(["must be the transporter's 15-character GSTIN or TRANSIN"]);
    const paths = (body: object) =>
      form
        .safeParse({ trans_mode: '1', vehicle_no: '', distance_km: 1, transporter_id: '', transporter_name: '', ...body })
        .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    for (const mode of ['2', '3', '4']) {
      expect(paths({ trans_mode: mode })).toEqual([
        'trans_doc_no: is required by rail, air or ship: the railway receipt, airway bill or bill of lading number',
      ]);
    }
    expect(paths({ trans_mode: '3', trans_doc_no: 'AWB-0071' })).toEqual(['trans_doc_date: is required with a transport document number']);
    expect(paths({ trans_doc_no: 'LR 44', trans_doc_date: '20-11-2026' })).toEqual(['trans_doc_no: must be letters, digits, / or - (at most 15)']);
    expect(paths({ trans_doc_no: 'LR44', trans_doc_date: '31-02-2026' })).toEqual(['trans_doc_date: must be a date as dd-mm-yyyy, not "31-02-2026"']);
    expect(paths({ trans_doc_no: 'LR44', trans_doc_date: '20-11-2026' })).toBeUndefined();
  });
});
