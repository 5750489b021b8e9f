// The DEBIT NOTE of a purchase return (issue 30 item 2): A4 with the shop (who issues it), the supplier (debited),
// the original purchase's id and date, the returned lines with HSN, the tax as the purchase had it (IGST or CGST +
// SGST), the total and the amount in words.
import { amountInWords, MAX_PAISE_IN_WORDS } from '../../core/words';
import type { DebitNote } from '../api/debit-notes';
import { amountOf, rupeesShown } from '../../core/records/order-rows';
import { sellerPlace } from '../../core/print/parties';

const pct = (text: string) => text.replace(/\.?0+$/, '');

/** The figures block: the returned lines' sum, the taxable value GST was reckoned on, and the tax. */
export function debitNoteRows(note: DebitNote): Array<[string, string]> {
  const f = note.final_billing;
  const rows: Array<[string, string]> = [
    ['Sub Total', f.subtotal],
    ['Taxable Value', f.taxable],
  ];
  const half = pct((Number(f.gst_percentage) / 2).toFixed(2));
  if (f.tax_split === 'inter') rows.push([`IGST (${pct(f.gst_percentage)}%)`, f.igst]);
  else rows.push([`CGST (${half}%)`, f.cgst], [`SGST (${half}%)`, f.sgst]);
  return rows;
}

function words(total: string): string {
  const paise = amountOf(total);
  return paise <= MAX_PAISE_IN_WORDS ? amountInWords(paise) : '';
}

export function DebitNoteDocument({ note }: { note: DebitNote }) {
  const seller = note.seller_detail;
  const supplier = note.supplier_detail;
  const f = note.final_billing;
  return (
    <article className="pr-sheet pr-a4 pr-payment" aria-label="DEBIT NOTE">
      <header className="pr-pay-head">
        <p className="pr-shop">{seller.shop_name}</p>
        {seller.address && <p>{seller.address}</p>}
        {sellerPlace(seller) && <p>{sellerPlace(seller)}</p>}
        {seller.phone && <p>Phone: {seller.phone}</p>}
        {seller.gst_no && <p>GSTIN: {seller.gst_no}</p>}
      </header>
      <header className="pr-title">
        <h1>DEBIT NOTE</h1>
      </header>
      <section className="pr-parties">
        <div className="pr-buyer" aria-label="Supplier">
          <p className="pr-label">Debit to</p>
          <p className="pr-buyer-name">{supplier.name}</p>
          {supplier.telephone && <p>Phone: {supplier.telephone}</p>}
          {supplier.address && <p>{supplier.address}</p>}
          {supplier.state && <p>State: {supplier.state}</p>}
          {supplier.tax_number && <p>GSTIN: {supplier.tax_number}</p>}
        </div>
        <dl className="pr-meta" aria-label="Debit note details">
          <dt>Debit Note No.</dt>
          <dd>{note.debit_note_no}</dd>
          <dt>Debit Note Date</dt>
          <dd>{note.dn_date}</dd>
          <dt>Original Purchase ID</dt>
          <dd>{note.purchase_id}</dd>
          <dt>Original Purchase Date</dt>
          <dd>{note.purchase_date}</dd>
          <dt>Reason</dt>
          <dd>{note.reason}</dd>
        </dl>
      </section>
      <table className="pr-items">
        <thead>
          <tr>
            <th scope="col">S.No</th>
            <th scope="col">Description</th>
            <th scope="col">HSN</th>
            <th scope="col" className="num">
              Rate
            </th>
            <th scope="col" className="num">
              Qty
            </th>
            <th scope="col" className="num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {note.lines.map((line, index) => (
            <tr key={line.purchase_detail_id}>
              <td>{index + 1}</td>
              <td>
                {line.product_name}
                {line.serial_no && <span className="pr-dim"> {line.serial_no}</span>}
              </td>
              <td>{line.hsn_code}</td>
              <td className="num">{rupeesShown(line.amount_per_product)}</td>
              <td className="num">{line.qty}</td>
              <td className="num">{rupeesShown(line.total_per_product)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="pr-totals" aria-label="Totals">
        <tbody>
          {debitNoteRows(note).map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className="num">{rupeesShown(value)}</td>
            </tr>
          ))}
          <tr className="pr-items-total">
            <th scope="row">Debit Note Total</th>
            <td className="num">₹{rupeesShown(f.total)}</td>
          </tr>
        </tbody>
      </table>
      {words(f.total) && (
        <p className="pr-words">
          Amount in words: <strong>{words(f.total)}</strong>
        </p>
      )}
      {amountOf(note.settlement.due) > 0 && (
        <p className="pr-words">
          {amountOf(note.settlement.applied) > 0 && <>Set against the purchase: ₹{rupeesShown(note.settlement.applied)}. </>}
          Due back from the supplier: ₹{rupeesShown(note.settlement.due)}.
        </p>
      )}
    </article>
  );
}
