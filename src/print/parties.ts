// Small facts the printed parties need: a state's GST code, the seller's place line.
import { normalizeState } from '../../core/billing';
import { GST_STATES } from '../../core/gstin';
import type { SellerDetail } from '../api/print';

/** "33" for Tamil Nadu (any spacing or case); '' when the state is not one of GST's. */
export function stateCode(state: string): string {
  const wanted = normalizeState(state);
  if (!wanted) return '';
  const found = Object.entries(GST_STATES).find(([, name]) => normalizeState(name) === wanted);
  return found ? found[0] : '';
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
