// The purchasable catalogue: the POS's own catalogue index (core/cart: serial lookup, name suggestions) with the
// purchase rate as the line rate, and each product's stock.
import { catalogueFromPosList, createCatalogue, type Catalogue, type PosListBody, type PosProductRecord } from '../cart/cart.catalogue';
import { wireWhole, type WireValue } from '../cart/cart.wire';
import type { BasisPoints } from '../percent';

export interface PurchaseCatalogue {
  index: Catalogue;
  stock: ReadonlyMap<string, number>;
  defaultGstBp: BasisPoints;
}

/** The purchasable products of pos_product_list (§3 Purchasable product): the line rate is the purchase rate. */
export type PurchasableRecord = PosProductRecord & { purchase_rate?: WireValue; stock?: WireValue };

export function purchaseCatalogue(
  body: (Omit<PosListBody, 'product'> & { product?: readonly PurchasableRecord[] | null }) | null | undefined,
): PurchaseCatalogue {
  const records = (body?.product ?? []).map((p) => ({ ...p, sell_rate: p.purchase_rate ?? '0', sell_price: undefined, amount: undefined, rate: undefined }));
  const index = catalogueFromPosList('gst', { ...body, product: records });
  const stock = new Map((body?.product ?? []).map((p) => [String(p.product_id), wireWhole(p.stock)]));
  return { index, stock, defaultGstBp: index.defaultRates.gstBp };
}

export const EMPTY_PURCHASE_CATALOGUE: PurchaseCatalogue = { index: createCatalogue('gst', []), stock: new Map(), defaultGstBp: 0 };
