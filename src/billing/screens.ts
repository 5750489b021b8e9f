// The four new-bill screens and the three editors share one billing screen; each differs in mode, storage key, save
// call and labels. An editor's config is made per order: its journal is stored under the order's own key.
import type { CartMode, OrderPayload } from '../../core/cart';
import type { ApiResult } from '../api/client';
import { editPosEstimate, editPosOrder, editRetailPosOrder, saveRetailPosOrder, savePosEstimate, savePosOrder, type SavedBill } from '../api/pos';

export type NewBillScreenId = 'pos' | 'estimate' | 'retailpos' | 'posretailadd';

export type BillingScreenId = NewBillScreenId | EditScreenId;

export type EditScreenId = 'editorderdetails' | 'editestimatedetails' | 'editretailorderdetails';

/** What only an editor has: the order it edits and the details page it returns to. */
export interface EditTarget {
  orderId: string;
  /** The details page: Back, Esc and a successful save go here. */
  back: string;
}

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
  /** Set on the editors only. */
  edit?: EditTarget;
}

export const BILLING_SCREENS: Readonly<Record<NewBillScreenId, BillingScreenConfig>> = {
  pos: { id: 'pos', mode: 'gst', title: 'GST Bill', storageKey: 'kulir.cart.pos', saveLabel: 'Save', keyLabel: 'Serial No', save: savePosOrder },
  estimate: {
    id: 'estimate',
    mode: 'estimate',
    title: 'Quotation',
    storageKey: 'kulir.cart.estimate',
    saveLabel: 'Save',
    keyLabel: 'Item Name',
    save: savePosEstimate,
  },
  retailpos: {
    id: 'retailpos',
    mode: 'retail',
    title: 'Retail POS',
    storageKey: 'kulir.cart.retailpos',
    saveLabel: 'Save',
    keyLabel: 'Product Code',
    save: saveRetailPosOrder,
  },
  posretailadd: {
    id: 'posretailadd',
    mode: 'retail',
    title: 'Retail Estimate',
    storageKey: 'kulir.cart.posretailadd',
    saveLabel: 'Add Estimate',
    keyLabel: 'Product Code',
    save: saveRetailPosOrder,
  },
};

const EDITORS: Readonly<Record<CartMode, { id: EditScreenId; title: string; keyLabel: string; details: string; save: BillingScreenConfig['save'] }>> = {
  gst: { id: 'editorderdetails', title: 'Edit GST Bill', keyLabel: 'Serial No', details: '/orderdetails/', save: editPosOrder },
  estimate: { id: 'editestimatedetails', title: 'Edit Quotation', keyLabel: 'Item Name', details: '/estimatedetails/', save: editPosEstimate },
  retail: { id: 'editretailorderdetails', title: 'Edit Retail Order', keyLabel: 'Product Code', details: '/retailorderdetails/', save: editRetailPosOrder },
};

/** /editorderdetails, /editestimatedetails, /editretailorderdetails: the journal is kept per order (kulir.cart.edit.gst.12). */
export function editScreenConfig(mode: CartMode, orderId: string): BillingScreenConfig {
  const editor = EDITORS[mode];
  return {
    id: editor.id,
    mode,
    title: editor.title,
    storageKey: `kulir.cart.edit.${mode}.${orderId}`,
    saveLabel: 'Save',
    keyLabel: editor.keyLabel,
    save: editor.save,
    edit: { orderId, back: `${editor.details}${orderId}` },
  };
}
