// The seller printed on invoices: a settings row as the owner would save it on /settings.
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/types';

export const SHOP_SETTINGS = {
  shop_name: 'Kulir Cooling Centre',
  gst_no: '33AABCK1234L1ZT',
  address: '48, Town Hall Road',
  city: 'Madurai',
  state: 'Tamil Nadu',
  pincode: '625001',
  email: 'accounts@kulir.in',
  phone: '0452-2345678',
  bank_name: 'Indian Bank, Town Hall Road',
  acc_holder_name: 'Kulir Cooling Centre',
  acc_no: '6012345678',
  ifsc_code: 'IDIB000M012',
  micr_code: '625019002',
} as const;

export async function setShopSettings(db: Kysely<Database>, rates: { cgst_bp?: number; sgst_bp?: number } = {}): Promise<void> {
  await db
    .updateTable('settings')
    .set({ ...SHOP_SETTINGS, cgst_bp: rates.cgst_bp ?? 900, sgst_bp: rates.sgst_bp ?? 900 })
    .execute();
}
