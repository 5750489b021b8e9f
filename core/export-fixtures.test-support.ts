// Hand-worked bills for the export builders' tests.
import type { ExportBill } from './export-bill';

export const SHOP = {
  gstin: '33AAACK1234F1Z5',
  name: 'Kulir Appliances',
  address: '12 Town Hall Road',
  place: 'Madurai',
  pincode: '625001',
  stateCode: '33',
  phone: '9842012345',
  email: 'shop@kulir.in',
};

// Fan ₹1,500 × 2 and TV ₹24,999.50 × 1 = ₹27,999.50; 5% discount on ₹28,000 = ₹1,400; net ₹26,599.50, taxed on
// ₹26,600: GST 18% = ₹4,788 (CGST 2,394 + SGST 2,394); total R(26,599.50 + 4,788) = ₹31,388 (round off 0.50).
export const IN_STATE: ExportBill = {
  docNo: '41',
  date: '2026-11-20',
  seller: SHOP,
  buyer: {
    gstin: '33ABCPM1234Q1Z2',
    name: 'Murugan Electricals',
    address: '4 East Masi Street',
    place: 'Madurai',
    pincode: '625001',
    stateCode: '33',
    phone: '9443012345',
    email: '',
  },
  placeOfSupply: '33',
  split: 'intra',
  lines: [
    { name: 'Ceiling fan 1200 mm', hsn: '8414', qty: 2, unit: 'Nos', rate: 150_000, total: 300_000 },
    { name: 'LED TV 43"', hsn: '8528', qty: 1, unit: 'pcs', rate: 2_499_950, total: 2_499_950 },
  ],
  subtotal: 2_799_950,
  discount: 140_000,
  commission: 0,
  packing: 0,
  gstBp: 1800,
  cgstBp: 900,
  sgstBp: 900,
  cgst: 239_400,
  sgst: 239_400,
  total: 3_138_800,
};

// Mixer ₹3,333.33 × 3 = ₹9,999.99 to Bengaluru; no discount, taxed on ₹10,000: IGST 18% = ₹1,800; 2% commission
// ₹200 off, 1% packing ₹100 on; total R(9,999.99 − 200 + 100 + 1,800) = ₹11,700.
export const INTER_STATE: ExportBill = {
  docNo: '42',
  date: '2026-11-21',
  seller: SHOP,
  buyer: {
    gstin: '29AAGCB1286Q1Z4',
    name: 'Bangalore Home Needs',
    address: '7 MG Road',
    place: 'Bengaluru',
    pincode: '560001',
    stateCode: '29',
    phone: '',
    email: '',
  },
  placeOfSupply: '29',
  split: 'inter',
  lines: [{ name: 'Mixer grinder 750 W', hsn: '8509', qty: 3, unit: 'Nos', rate: 333_333, total: 999_999 }],
  subtotal: 999_999,
  discount: 0,
  commission: 20_000,
  packing: 10_000,
  gstBp: 1800,
  cgstBp: 900,
  sgstBp: 900,
  cgst: 90_000,
  sgst: 90_000,
  total: 1_170_000,
};
