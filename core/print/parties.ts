// Small facts the printed parties need: a state's GST code, the seller's place line.
import { resolveState } from '../gst-states';
import type { SellerDetail } from '../api/print-document';

/** "33" for Tamil Nadu (written any way the GST state table reads); '' when the state is not one of GST's. */
export function stateCode(state: string): string {
  return resolveState(state)?.code ?? '';
}

/** "Madurai - 625001, Tamil Nadu": the parts the settings hold, blanks left out. */
export function sellerPlace(seller: SellerDetail): string {
  const city = [seller.city, seller.pincode].filter(Boolean).join(' - ');
  return [city, seller.state].filter(Boolean).join(', ');
}

export function stateWithCode(state: string): string {
  const code = stateCode(state);
  return code ? `${state} (Code ${code})` : state;
}
