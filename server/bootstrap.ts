import type { Kysely } from 'kysely';
import type { Database } from './db/types';
import { hashPassword, randomPassword } from './password';

export const CONTENT_PAGES: ReadonlyArray<readonly [string, string]> = [
  ['home', 'Home'],
  ['about-us', 'About US'],
  ['contact-us', 'Contact us'],
  ['whole-sale-purchase', 'Whole Sale Purchase'],
  ['privacy-policy', 'Privacy Policy'],
  ['shipping-delivery-policy', 'Shipping & Delivery Policy'],
  ['terms-conditions', 'Terms & Conditions'],
];

export interface OwnerBootstrap {
  email: string;
  /** Set only when the password was generated here: it is shown once and never stored in clear. */
  generatedPassword: string | null;
}

/** On an empty database: the owner, the settings row (seller in Tamil Nadu, CGST 9% + SGST 9%) and the content pages. */
export async function bootstrap(db: Kysely<Database>, now: Date, owner: { email?: string; password?: string }): Promise<OwnerBootstrap | null> {
  const at = now.toISOString();
  const settings = await db.selectFrom('settings').select('id').executeTakeFirst();
  if (!settings) {
    await db
      .insertInto('settings')
      .values({
        id: 1,
        shop_name: 'kulir',
        user_name: '',
        email: '',
        phone: '',
        address: '',
        gst_no: '',
        city: '',
        state: 'Tamil Nadu',
        pincode: '',
        cgst_bp: 900,
        sgst_bp: 900,
        packing_bp: 0,
        bank_name: '',
        acc_holder_name: '',
        acc_no: '',
        ifsc_code: '',
        micr_code: '',
        allow_negative_stock: 0,
        updated_at: at,
      })
      .execute();
  }
  for (const [pageId, title] of CONTENT_PAGES) {
    const page = await db.selectFrom('content_pages').select('page_id').where('page_id', '=', pageId).executeTakeFirst();
    if (!page) await db.insertInto('content_pages').values({ page_id: pageId, title, html: '', updated_at: at }).execute();
  }

  const anyEmployee = await db.selectFrom('employees').select('user_id').executeTakeFirst();
  if (anyEmployee) return null;
  const email = (owner.email?.trim() || 'owner@kulir.local').toLowerCase();
  const password = owner.password || randomPassword();
  await db
    .insertInto('employees')
    .values({
      name: 'owner',
      email,
      phone: '',
      password_hash: await hashPassword(password),
      user_status: 1,
      is_owner: 1,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return { email, generatedPassword: owner.password ? null : password };
}
