// The four new-bill screens share one billing screen; each differs in mode, storage key, save call and labels.
import type { CartMode, OrderPayload } from '../../core/cart';
import type { ApiResult } from '../api/client';
import { saveRetailPosOrder, savePosEstimate, savePosOrder, type SavedBill } from '../api/pos';

export type BillingScreenId = 'pos' | 'estimate' | 'retailpos' | 'posretailadd';

export interface BillingScreenConfig {
  id: BillingScreenId;
  mode: CartMode;
  title: string;
  /** localStorage key of the screen's journal (DESIGN §6). */
  storageKey: string;
  /** The save button (spec §2: "Add Estimate" on /posretailadd). */
  saveLabel: string;
  /** The field a product is entered by: serial number (wholesale) or product code (retail). */
  keyLabel: string;
  save(payload: OrderPayload): Promise<ApiResult<SavedBill>>;
}

export const BILLING_SCREENS: Readonly<Record<BillingScreenId, BillingScreenConfig>> = {
  pos: { id: 'pos', mode: 'gst', title: 'GST Bill', storageKey: 'kulir.cart.pos', saveLabel: 'Save', keyLabel: 'Serial No', save: savePosOrder },
  estimate: { id: 'estimate', mode: 'estimate', title: 'Quotation', storageKey: 'kulir.cart.estimate', saveLabel: 'Save', keyLabel: 'Item Name', save: savePosEstimate },
  retailpos: { id: 'retailpos', mode: 'retail', title: 'Retail POS', storageKey: 'kulir.cart.retailpos', saveLabel: 'Save', keyLabel: 'Product Code', save: saveRetailPosOrder },
  posretailadd: {
    id: 'posretailadd', mode: 'retail', title: 'Retail Estimate', storageKey: 'kulir.cart.posretailadd', saveLabel: 'Add Estimate', keyLabel: 'Product Code', save: saveRetailPosOrder,
  },
};
