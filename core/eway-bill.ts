// The e-way bill in the portal's bulk-generation JSON (ewaybillgst.gov.in → e-Way bill → Generate Bulk): a file
// { version, billLists: [bill] }. Field names, codes and types follow NIC's bulk JSON layout as ERPNext's India
// regional module writes it (erpnext/regional/india/utils.py get_ewb_data / generate_ewb_json, GPL-3.0, read, not
// copied): supplyType "O" outward, subSupplyType 1 supply, docType "INV", docDate dd/mm/yyyy, pincodes and state codes
// as numbers, transMode 1 road / 2 rail / 3 air / 4 ship, toGstin "URP" for an unregistered buyer, amounts in rupees.
// Part B by mode, as ERPNext checks it before the portal does: by road the vehicle (vehicleType "R" regular, the only
// kind a shop's goods go in; "O" is over-dimensional cargo), the lorry receipt optional; by rail, air or ship the
// transport document (railway receipt, airway bill, bill of lading) number and date are required and vehicleType,
// a road vehicle's class, is left out. The figures are the stored bill's (core/export-bill.ts).
import { z } from 'zod';
import { toDmy, type IsoDate } from './dates';
import { addressLines, exportFigures, lineRateHalves, rateNumber, rupeeNumber, uqcOf, type ExportBill } from './export-bill';
import { text } from './payloads';
import { dmyDate } from './wire';

export const EWAY_BILL_JSON_VERSION = '1.0.0421';

export const TRANSPORT_MODES = [
  { code: '1', name: 'Road' },
  { code: '2', name: 'Rail' },
  { code: '3', name: 'Air' },
  { code: '4', name: 'Ship' },
] as const;

export type TransportModeCode = (typeof TRANSPORT_MODES)[number]['code'];

const MODE_WORDS: Readonly<Record<string, TransportModeCode>> = { '1': '1', road: '1', '2': '2', rail: '2', '3': '3', air: '3', '4': '4', ship: '4' };

/** The transport form's fields (ewaybill_json.php and the screen share it): trans_mode, vehicle_no, distance_km, transporter. */
export const ewayTransportFields = {
  trans_mode: z.union([z.string(), z.number()], { error: 'must be 1 (Road), 2 (Rail), 3 (Air) or 4 (Ship)' }).transform((v, ctx): TransportModeCode => {
    const code = MODE_WORDS[String(v).trim().toLowerCase()];
    if (code) return code;
    ctx.addIssue({ code: 'custom', message: 'must be 1 (Road), 2 (Rail), 3 (Air) or 4 (Ship)' });
    return z.NEVER;
  }),
  // A vehicle registration such as TN58AB1234 (spaces and dashes dropped); blank when the transporter will fill it in.
  vehicle_no: text(20)
    .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
    .refine((v) => v === '' || /^[A-Z]{2}[0-9A-Z]{4,13}$/.test(v), { error: 'must be a vehicle number such as TN58AB1234' }),
  distance_km: z.union([z.string(), z.number()], { error: 'must be a whole number of km from 0 to 4000' }).transform((v, ctx): number => {
    const n = Number(String(v).trim() === '' ? NaN : v);
    if (Number.isInteger(n) && n >= 0 && n <= 4000) return n;
    ctx.addIssue({ code: 'custom', message: 'must be a whole number of km from 0 to 4000' });
    return z.NEVER;
  }),
  transporter_id: text(15)
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || /^[0-9A-Z]{15}$/.test(v), { error: "must be the transporter's 15-character GSTIN or TRANSIN" }),
  transporter_name: text(100),
  // The lorry receipt, railway receipt, airway bill or bill of lading: the portal takes 15 characters.
  trans_doc_no: text(15).refine((v) => v === '' || /^[A-Za-z0-9/-]+$/.test(v), { error: 'must be letters, digits, / or - (at most 15)' }),
  trans_doc_date: z.preprocess((v) => (v === '' || v === null ? undefined : v), dmyDate().optional()),
};

export const TRANS_DOC_REQUIRED = 'is required by rail, air or ship: the railway receipt, airway bill or bill of lading number';
export const TRANS_DOC_DATE_REQUIRED = 'is required with a transport document number';

/** By rail, air or ship the portal needs the transport document; a document number needs its date. */
export function checkTransportDocument(form: { trans_mode: TransportModeCode; trans_doc_no: string; trans_doc_date?: IsoDate }, ctx: z.RefinementCtx): void {
  if (form.trans_mode !== '1' && form.trans_doc_no === '') ctx.addIssue({ code: 'custom', path: ['trans_doc_no'], message: TRANS_DOC_REQUIRED });
  else if (form.trans_doc_no !== '' && form.trans_doc_date === undefined)
    ctx.addIssue({ code: 'custom', path: ['trans_doc_date'], message: TRANS_DOC_DATE_REQUIRED });
}

export const ewayTransportForm = z.object(ewayTransportFields).superRefine(checkTransportDocument);

export interface EwayTransport {
  trans_mode: TransportModeCode;
  vehicle_no: string;
  distance_km: number;
  transporter_id: string;
  transporter_name: string;
  trans_doc_no: string;
  trans_doc_date?: IsoDate;
}

export function ewayBillJson(bill: ExportBill, transport: EwayTransport) {
  const figures = exportFigures(bill);
  const [fromAddr1, fromAddr2] = addressLines(bill.seller.address, 120);
  const [toAddr1, toAddr2] = addressLines(bill.buyer.address, 120);
  const intra = bill.split === 'intra';
  const hsnNumber = (hsn: string) => Number(hsn.replace(/\D/g, '')) || 0;
  const itemList = bill.lines.map((line, i) => {
    const part = figures.lines[i];
    const halves = lineRateHalves(bill, part.gstBp);
    return {
      itemNo: i + 1,
      productName: line.name.slice(0, 100),
      productDesc: line.name.slice(0, 100),
      hsnCode: hsnNumber(line.hsn),
      quantity: line.qty,
      qtyUnit: uqcOf(line.unit),
      taxableAmount: rupeeNumber(part.taxable),
      cgstRate: intra ? rateNumber(halves.cgstBp) : 0,
      sgstRate: intra ? rateNumber(halves.sgstBp) : 0,
      igstRate: intra ? 0 : rateNumber(part.gstBp),
      cessRate: 0,
      cessNonAdvol: 0,
    };
  });
  const sellerState = Number(bill.seller.stateCode);
  const buyerState = Number(bill.placeOfSupply || bill.buyer.stateCode);
  return {
    version: EWAY_BILL_JSON_VERSION,
    billLists: [
      {
        userGstin: bill.seller.gstin,
        supplyType: 'O',
        subSupplyType: 1,
        subSupplyDesc: '',
        docType: 'INV',
        docNo: bill.docNo,
        docDate: toDmy(bill.date, '/'),
        transType: 1,
        fromGstin: bill.seller.gstin,
        fromTrdName: bill.seller.name,
        fromAddr1,
        fromAddr2,
        fromPlace: bill.seller.place,
        fromPincode: Number(bill.seller.pincode),
        fromStateCode: sellerState,
        actualFromStateCode: sellerState,
        toGstin: bill.buyer.gstin === '' ? 'URP' : bill.buyer.gstin,
        toTrdName: bill.buyer.name,
        toAddr1,
        toAddr2,
        toPlace: bill.buyer.place,
        toPincode: Number(bill.buyer.pincode),
        toStateCode: buyerState,
        actualToStateCode: Number(bill.buyer.stateCode || bill.placeOfSupply),
        totalValue: rupeeNumber(figures.taxable),
        cgstValue: rupeeNumber(figures.cgst),
        sgstValue: rupeeNumber(figures.sgst),
        igstValue: rupeeNumber(figures.igst),
        cessValue: 0,
        TotNonAdvolVal: 0,
        OthValue: rupeeNumber(figures.other),
        totInvValue: rupeeNumber(bill.total),
        transMode: Number(transport.trans_mode),
        transDistance: transport.distance_km,
        transporterName: transport.transporter_name,
        transporterId: transport.transporter_id,
        transDocNo: transport.trans_doc_no,
        transDocDate: transport.trans_doc_date ? toDmy(transport.trans_doc_date, '/') : '',
        vehicleNo: transport.vehicle_no,
        ...(transport.trans_mode === '1' ? { vehicleType: 'R' } : {}),
        mainHsnCode: itemList[0]?.hsnCode ?? 0,
        itemList,
      },
    ],
  };
}

export type EwayBillJson = ReturnType<typeof ewayBillJson>;
