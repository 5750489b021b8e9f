// The shop's block at the top of an A4 payment receipt and a Statement of Account: name, address, place, phone, GSTIN.
import type { SellerDetail } from '../../core/api/print-document';

export function ShopHeader({ seller }: { seller: SellerDetail }) {
  const place = [seller.city, seller.state].filter(Boolean).join(', ') + (seller.pincode ? ` - ${seller.pincode}` : '');
  return (
    <header className="pr-pay-head">
      <p className="pr-shop">{seller.shop_name}</p>
      {seller.address && <p>{seller.address}</p>}
      {place.trim() && <p>{place}</p>}
      {seller.phone && <p>Phone: {seller.phone}</p>}
      {seller.gst_no && <p>GSTIN: {seller.gst_no}</p>}
    </header>
  );
}
