// The e-invoice as the IRP takes it: schema version 1.1 (GST council's e-invoice schema notified 30-07-2020, as
// published on einvoice1.gst.gov.in; field names as in ERPNext india_compliance's e_invoice.py, read, not copied).
// Strings where the schema has strings (Stcd, Pos, HsnCd, SlNo, dates dd/mm/yyyy), numbers for amounts, Pin and rates.
// Only B2B documents (the buyer has a GSTIN) get one: a GST or retail bill as an invoice (INV), a credit note on such a
// bill as a CRN with the bill in RefDtls.PrecDocDtls (InvNo, InvDt, as the schema's preceding document details). The shop uploads the file to the IRP itself: no IRN, no QR, no
// portal credentials here. Figures: core/export-bill.ts, equal to the stored bill to the paisa; each item carries its
// own rate (GstRt) and its share of its rate's taxable value and tax (issue 31 item 4).
import { toDmy } from './dates';
import {
  addressLines,
  exportFigures,
  packingAfterTax,
  rateNumber,
  rupeeNumber,
  uqcOf,
  type ExportBill,
  type ExportLine,
  type ExportParty,
} from './export-bill';
import type { Paise } from './money';

export const E_INVOICE_SCHEMA_VERSION = '1.1';

/** Loc is 3 to 50 characters in the schema. */
function location(party: ExportParty): string {
  const loc = party.place.trim().slice(0, 50);
  return loc.length >= 3 ? loc : loc.padEnd(3, '.');
}

function contact(party: ExportParty) {
  const phone = party.phone.replace(/\D/g, '');
  return {
    ...(phone.length >= 6 && phone.length <= 12 ? { Ph: phone } : {}),
    ...(party.email.length >= 6 && party.email.length <= 100 ? { Em: party.email } : {}),
  };
}

function address(party: ExportParty) {
  const [addr1, addr2] = addressLines(party.address || party.place, 100);
  return { Addr1: addr1.padEnd(1, '.'), ...(addr2 ? { Addr2: addr2 } : {}) };
}

/**
 * An item's gross, discount and unit price as the IRP checks them: TotAmt = UnitPrice × Qty (the gross, before any
 * discount), Discount = the line's own discount plus its share of the bill's, so AssAmt = TotAmt − Discount is the
 * line's share of the bill's taxable value to the paisa. When the bill's net was rounded up to the rupee with no
 * discount to take it from (₹9,999.99 taxed as ₹10,000), the taxable share is above the gross: the Discount is 0 and
 * the gross is the taxable share, its unit price to the schema's 3 decimals.
 */
export function itemAmounts(line: Pick<ExportLine, 'rate' | 'qty'>, taxable: Paise): { gross: Paise; discount: Paise; unitPrice: number } {
  const gross = line.rate * line.qty;
  if (taxable <= gross) return { gross, discount: gross - taxable, unitPrice: rupeeNumber(line.rate) };
  return { gross: taxable, discount: 0, unitPrice: Number((taxable / 100 / line.qty).toFixed(3)) };
}

export function eInvoiceJson(bill: ExportBill) {
  const figures = exportFigures(bill);
  const itemList = bill.lines.map((line, i) => {
    const part = figures.lines[i];
    const item = itemAmounts(line, part.taxable);
    return {
      SlNo: String(i + 1),
      PrdDesc: line.name.slice(0, 300),
      IsServc: 'N',
      HsnCd: line.hsn.replace(/\D/g, ''),
      Qty: line.qty,
      Unit: uqcOf(line.unit),
      UnitPrice: item.unitPrice,
      TotAmt: rupeeNumber(item.gross),
      Discount: rupeeNumber(item.discount),
      AssAmt: rupeeNumber(part.taxable),
      GstRt: rateNumber(part.gstBp),
      IgstAmt: rupeeNumber(part.igst),
      CgstAmt: rupeeNumber(part.cgst),
      SgstAmt: rupeeNumber(part.sgst),
      CesRt: 0,
      CesAmt: 0,
      CesNonAdvlAmt: 0,
      StateCesRt: 0,
      StateCesAmt: 0,
      StateCesNonAdvlAmt: 0,
      OthChrg: 0,
      TotItemVal: rupeeNumber(part.taxable + part.cgst + part.sgst + part.igst),
    };
  });
  // After tax: commission off (Discount), packing on (OthChrg) unless taxed (then it is in AssVal), and what rounding
  // to the rupee moved (RndOffAmt).
  const othChrg = packingAfterTax(bill);
  const roundOff = figures.other - othChrg + bill.commission;
  return {
    Version: E_INVOICE_SCHEMA_VERSION,
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
    DocDtls: { Typ: bill.precedingInvoice ? 'CRN' : 'INV', No: bill.docNo, Dt: toDmy(bill.date, '/') },
    SellerDtls: {
      Gstin: bill.seller.gstin,
      LglNm: bill.seller.name,
      TrdNm: bill.seller.name,
      ...address(bill.seller),
      Loc: location(bill.seller),
      Pin: Number(bill.seller.pincode),
      Stcd: bill.seller.stateCode,
      ...contact(bill.seller),
    },
    BuyerDtls: {
      Gstin: bill.buyer.gstin,
      LglNm: bill.buyer.name,
      TrdNm: bill.buyer.name,
      Pos: bill.placeOfSupply,
      ...address(bill.buyer),
      Loc: location(bill.buyer),
      Pin: Number(bill.buyer.pincode),
      Stcd: bill.buyer.stateCode,
      ...contact(bill.buyer),
    },
    ItemList: itemList,
    ValDtls: {
      AssVal: rupeeNumber(figures.taxable),
      CgstVal: rupeeNumber(figures.cgst),
      SgstVal: rupeeNumber(figures.sgst),
      IgstVal: rupeeNumber(figures.igst),
      CesVal: 0,
      StCesVal: 0,
      Discount: rupeeNumber(bill.commission),
      OthChrg: rupeeNumber(othChrg),
      RndOffAmt: rupeeNumber(roundOff),
      TotInvVal: rupeeNumber(bill.total),
    },
    ...(bill.precedingInvoice ? { RefDtls: { PrecDocDtls: [{ InvNo: bill.precedingInvoice.docNo, InvDt: toDmy(bill.precedingInvoice.date, '/') }] } } : {}),
  };
}

export type EInvoiceJson = ReturnType<typeof eInvoiceJson>;
