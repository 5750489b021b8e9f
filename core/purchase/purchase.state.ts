// The folded purchase: what the purchase entry shows, and what the save body is built from.
import { purchaseTotals, type PurchaseTotals } from '../billing';
import type { IsoDate } from '../dates';
import type { Paise } from '../money';
import type { BasisPoints } from '../percent';

export interface PurchaseSupplier {
  supplierId: string;
  name: string;
}

export interface PurchaseCartLine {
  lineId: string;
  productId: string;
  productName: string;
  serialNo: string;
  rate: Paise;
  qty: number;
  boxContents: string;
  countOfPcs: number;
  ratePer: string;
  unit: string;
  /** The saved line's od_id on the editor: its quantity is read-only and it is deleted through the server. */
  odId: string | null;
  /**
   * Issue 33 item 4: present on a line of a product that tracks unit serials, the units received (normalised); qty
   * follows them. A saved line shows the units it received (they stay as saved).
   */
  unitSerials?: string[];
}

export interface SavedPurchaseRef {
  purchaseId: string;
  version: number;
}

export interface PurchaseCartState {
  supplier: PurchaseSupplier | null;
  /** null: today when saved. */
  orderDate: IsoDate | null;
  gstBp: BasisPoints;
  lines: readonly PurchaseCartLine[];
  saved: SavedPurchaseRef | null;
  /** Issue 30: the supplier's invoice number ('' none yet) and date (null none yet); required to save. */
  supplierInvoiceNo: string;
  supplierInvoiceDate: IsoDate | null;
}

export function initialPurchase(): PurchaseCartState {
  return { supplier: null, orderDate: null, gstBp: 0, lines: [], saved: null, supplierInvoiceNo: '', supplierInvoiceDate: null };
}

export function purchaseCartTotals(state: PurchaseCartState): PurchaseTotals {
  return purchaseTotals(
    state.lines.map((l) => ({ rate: l.rate, qty: l.qty })),
    state.gstBp,
  );
}
