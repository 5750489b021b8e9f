// The PAYMENT RECEIPT (spec §2): business header (address, city, state, pincode, phone, GST number), the title, the
// party (name, phone, address, tax number when there is one), the bill (purchase id, purchase date, payment date),
// and S.No, Payment, Amount, Balance with a "Payment Received" row per payment on the bill up to this one ("Payment
// Made" on a supplier's: the money went out). Issue 22: the receipt's own number, the bill number the customer knows,
// this payment in words and its mode.
import type { Party, ReceiptData } from '../api/payments';
import { rupeesShown } from '../../core/records/order-rows';
import { ShopHeader } from './ShopHeader';

export function PaymentReceiptDocument({ party, receipt }: { party: Party; receipt: ReceiptData }) {
  const paymentWords = party === 'customer' ? 'Payment Received' : 'Payment Made';
  const seller = receipt.seller_detail;
  const buyer = receipt.buyer_detail;
  return (
    <article className="pr-sheet pr-a4 pr-payment" aria-label="PAYMENT RECEIPT">
      <ShopHeader seller={seller} />
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
          {receipt.receipt_no && (
            <>
              <dt>{party === 'customer' ? 'Receipt No.' : 'Voucher No.'}</dt>
              <dd>{receipt.receipt_no}</dd>
            </>
          )}
          <dt>{party === 'customer' ? 'Bill No.' : 'Purchase ID'}</dt>
          <dd>{receipt.bill_no ?? receipt.order_id}</dd>
          <dt>{party === 'customer' ? 'Order Date' : 'Purchase Date'}</dt>
          <dd>{receipt.order_date}</dd>
          <dt>Payment Date</dt>
          <dd>{receipt.payment_date}</dd>
          {receipt.payment_mode && (
            <>
              <dt>Payment Mode</dt>
              <dd>{receipt.payment_mode}</dd>
            </>
          )}
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
                {paymentWords} <span className="pr-dim">({[entry.last_payment_date, entry.payment_mode].filter(Boolean).join(' · ')})</span>
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
      {receipt.amount && receipt.amount_in_words && (
        <p className="pr-words">
          {party === 'customer' ? 'Received' : 'Paid'} ₹{rupeesShown(receipt.amount)}: <strong>{receipt.amount_in_words}</strong>
        </p>
      )}
      <footer className="pr-signatures">
        <div className="pr-sign">For {seller.shop_name}</div>
      </footer>
    </article>
  );
}
