// The PAYMENT RECEIPT (spec §2): business header (address, city, state, pincode, phone, GST number), the title, the
// party (name, phone, address, tax number when there is one), the bill (purchase id, purchase date, payment date),
// and S.No, Payment, Amount, Balance with a "Payment Received" row per payment on the bill up to this one.
import type { Party, ReceiptData } from '../api/payments';
import { rupeesShown } from '../ui/records/order-rows';

export function PaymentReceiptDocument({ party, receipt }: { party: Party; receipt: ReceiptData }) {
  const seller = receipt.seller_detail;
  const buyer = receipt.buyer_detail;
  const place = [seller.city, seller.state].filter(Boolean).join(', ') + (seller.pincode ? ` - ${seller.pincode}` : '');
  return (
    <article className="pr-sheet pr-a4 pr-payment" aria-label="PAYMENT RECEIPT">
      <header className="pr-pay-head">
        <p className="pr-shop">{seller.shop_name}</p>
        {seller.address && <p>{seller.address}</p>}
        {place.trim() && <p>{place}</p>}
        {seller.phone && <p>Phone: {seller.phone}</p>}
        {seller.gst_no && <p>GSTIN: {seller.gst_no}</p>}
      </header>
      <header className="pr-title">
        <h1>PAYMENT RECEIPT</h1>
      </header>
      <section className="pr-parties">
        <div className="pr-buyer" aria-label={party === 'customer' ? 'Customer' : 'Supplier'}>
          <p className="pr-label">{party === 'customer' ? 'Received from' : 'Paid to'}</p>
          <p className="pr-buyer-name">{buyer.name}</p>
          {buyer.phone && <p>Phone: {buyer.phone}</p>}
          {buyer.address && <p>{buyer.address}</p>}
          {buyer.tax_number && <p>GSTIN: {buyer.tax_number}</p>}
        </div>
        <dl className="pr-meta" aria-label="Purchase details">
          <dt>{party === 'customer' ? 'Order ID' : 'Purchase ID'}</dt>
          <dd>{receipt.order_id}</dd>
          <dt>{party === 'customer' ? 'Order Date' : 'Purchase Date'}</dt>
          <dd>{receipt.order_date}</dd>
          <dt>Payment Date</dt>
          <dd>{receipt.payment_date}</dd>
        </dl>
      </section>
      <table className="pr-items">
        <thead>
          <tr>
            <th scope="col">S.No</th>
            <th scope="col">Payment</th>
            <th scope="col" className="num">
              Amount
            </th>
            <th scope="col" className="num">
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {receipt.paid_history.map((entry, index) => (
            <tr key={entry.paid_id}>
              <td>{index + 1}</td>
              <td>
                Payment Received <span className="pr-dim">({entry.last_payment_date})</span>
              </td>
              <td className="num">{rupeesShown(entry.last_paid_amt)}</td>
              <td className="num">{rupeesShown(entry.balance)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Bill Amount
            </th>
            <td className="num" colSpan={2}>
              {rupeesShown(receipt.actual_amount)}
            </td>
          </tr>
        </tfoot>
      </table>
      <footer className="pr-signatures">
        <div className="pr-sign">For {seller.shop_name}</div>
      </footer>
    </article>
  );
}
