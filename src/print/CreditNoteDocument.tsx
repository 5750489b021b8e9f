// The CREDIT NOTE of a sales return (issue 21): A4 with the seller, the buyer, the original invoice's number and date,
// the returned lines with HSN, the tax split as the bill had it, the totals and the amount in words; and the same on
// the 80 mm receipt for retail bills.
import { amountInWords, MAX_PAISE_IN_WORDS } from '../../core/words';
import type { CreditNote } from '../api/credit-notes';
import { amountOf, rupeesShown } from '../../core/records/order-rows';
import { sellerPlace } from '../../core/print/parties';
import { IrnBlock } from './IrnBlock';

const pct = (text: string) => text.replace(/\.?0+$/, '');

/** The figures block, in the invoice's order; rows that are zero are left out, as the invoice does. */
export function creditNoteRows(note: CreditNote): Array<[string, string]> {
  const f = note.final_billing;
  const rows: Array<[string, string]> = [['Sub Total', f.subtotal]];
  if (amountOf(f.discount_amt) !== 0) rows.push([`Discount (${pct(f.discount_percentage)}%)`, `-${f.discount_amt}`]);
  if (amountOf(f.commission_amt) !== 0) rows.push([`Commission (${pct(f.commission_percentage)}%)`, `-${f.commission_amt}`]);
  rows.push(['Taxable Value', f.taxable]);
  const byRate = note.tax_by_rate ?? [];
  // Issue 31 item 4: a note at more than one rate shows each rate's tax lines.
  if (byRate.length > 1) {
    for (const r of byRate) {
      if (f.tax_split === 'inter') rows.push([`IGST (${pct(r.gst_percentage)}%)`, r.igst]);
      else rows.push([`CGST (${pct(r.cgst_percentage)}%)`, r.cgst], [`SGST (${pct(r.sgst_percentage)}%)`, r.sgst]);
    }
  } else if (f.tax_split === 'inter') rows.push([`IGST (${pct(f.gst_percentage)}%)`, f.igst]);
  else rows.push([`CGST (${pct(f.cgst_percentage)}%)`, f.cgst], [`SGST (${pct(f.sgst_percentage)}%)`, f.sgst]);
  if (amountOf(f.packing_amt) !== 0) rows.push([`Packing (${pct(f.packing_percentage)}%)`, f.packing_amt]);
  if (amountOf(f.round_off) !== 0) rows.push(['Round Off', f.round_off]);
  return rows;
}

function words(total: string): string {
  const paise = amountOf(total);
  return paise <= MAX_PAISE_IN_WORDS ? amountInWords(paise) : '';
}

export function CreditNoteDocument({ note }: { note: CreditNote }) {
  const seller = note.seller_detail;
  const buyer = note.buyer_detail;
  const f = note.final_billing;
  // Issue 31 item 4: a note at more than one rate shows each HSN row's rate.
  const manyRates = new Set(note.hsn_summary.map((row) => row.gst_percentage ?? '')).size > 1;
  return (
    <article className="pr-sheet pr-a4 pr-payment" aria-label="CREDIT NOTE">
      <header className="pr-pay-head">
        <p className="pr-shop">{seller.shop_name}</p>
        {seller.address && <p>{seller.address}</p>}
        {sellerPlace(seller) && <p>{sellerPlace(seller)}</p>}
        {seller.phone && <p>Phone: {seller.phone}</p>}
        {seller.gst_no && <p>GSTIN: {seller.gst_no}</p>}
      </header>
      <header className="pr-title">
        <h1>CREDIT NOTE</h1>
      </header>
      <IrnBlock irn={note.irn} />
      <section className="pr-parties">
        <div className="pr-buyer" aria-label="Customer">
          <p className="pr-label">Credit to</p>
          <p className="pr-buyer-name">{buyer.name}</p>
          {buyer.telephone && <p>Phone: {buyer.telephone}</p>}
          {buyer.address && <p>{buyer.address}</p>}
          {buyer.state && <p>Place of supply: {buyer.state}</p>}
          {buyer.tax_number && <p>GSTIN: {buyer.tax_number}</p>}
        </div>
        <dl className="pr-meta" aria-label="Credit note details">
          <dt>Credit Note No.</dt>
          <dd>{note.credit_note_no}</dd>
          <dt>Credit Note Date</dt>
          <dd>{note.cn_date}</dd>
          <dt>Original Invoice No.</dt>
          <dd>{note.bill_no}</dd>
          <dt>Original Invoice Date</dt>
          <dd>{note.bill_date}</dd>
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
              Disc %
            </th>
            <th scope="col" className="num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {note.lines.map((line, index) => (
            <tr key={line.order_detail_id}>
              <td>{index + 1}</td>
              <td>
                {line.product_name}
                {line.serial_no && <span className="pr-dim"> {line.serial_no}</span>}
              </td>
              <td>{line.hsn_code}</td>
              <td className="num">{rupeesShown(line.amount_per_product)}</td>
              <td className="num">{line.qty}</td>
              <td className="num">{pct(line.discount_percentage)}</td>
              <td className="num">{rupeesShown(line.total_per_product)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="pr-totals" aria-label="Totals">
        <tbody>
          {creditNoteRows(note).map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className="num">{value.startsWith('-') ? `-${rupeesShown(value.slice(1))}` : rupeesShown(value)}</td>
            </tr>
          ))}
          <tr className="pr-items-total">
            <th scope="row">Credit Note Total</th>
            <td className="num">₹{rupeesShown(f.total)}</td>
          </tr>
        </tbody>
      </table>
      {words(f.total) && (
        <p className="pr-words">
          Amount in words: <strong>{words(f.total)}</strong>
        </p>
      )}
      {note.hsn_summary.length > 0 && (
        <table className="pr-hsn" aria-label="HSN summary">
          <thead>
            <tr>
              <th scope="col">HSN</th>
              {manyRates && (
                <th scope="col" className="num">
                  GST %
                </th>
              )}
              <th scope="col" className="num">
                Taxable Value
              </th>
              {f.tax_split === 'inter' ? (
                <th scope="col" className="num">
                  IGST
                </th>
              ) : (
                <>
                  <th scope="col" className="num">
                    CGST
                  </th>
                  <th scope="col" className="num">
                    SGST
                  </th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {note.hsn_summary.map((row) => (
              <tr key={`${row.hsn_code}|${row.gst_percentage ?? ''}`}>
                <td>{row.hsn_code || '—'}</td>
                {manyRates && <td className="num">{pct(row.gst_percentage ?? '')}%</td>}
                <td className="num">{rupeesShown(row.taxable_value)}</td>
                {f.tax_split === 'inter' ? (
                  <td className="num">{rupeesShown(row.tax_total)}</td>
                ) : (
                  <>
                    <td className="num">{rupeesShown(row.cgst)}</td>
                    <td className="num">{rupeesShown(row.sgst)}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(amountOf(note.settlement.refund) > 0 || amountOf(note.settlement.kept_credit) > 0) && (
        <p className="pr-words">
          {amountOf(note.settlement.applied) > 0 && <>Set against the invoice: ₹{rupeesShown(note.settlement.applied)}. </>}
          {amountOf(note.settlement.refund) > 0 && <>Refunded in cash: ₹{rupeesShown(note.settlement.refund)}. </>}
          {amountOf(note.settlement.kept_credit) > 0 && <>Kept as credit: ₹{rupeesShown(note.settlement.kept_credit)}.</>}
          {(note.credit_used ?? []).map((u, index) => (
            <span key={index} className="pr-credit-used">
              {' '}
              Credit applied to bill {u.bill_no} on {u.applied_date}: ₹{rupeesShown(u.amount)}.
            </span>
          ))}
        </p>
      )}
      <footer className="pr-signatures">
        <div className="pr-sign">For {seller.shop_name}</div>
      </footer>
    </article>
  );
}

/** The 80 mm receipt of a retail bill's credit note. */
export function CreditNoteReceipt({ note }: { note: CreditNote }) {
  const seller = note.seller_detail;
  return (
    <>
      <style>{'@page receipt { size: 80mm 200mm; margin: 0; }'}</style>
      <article className="pr-receipt" aria-label="Receipt">
        <header className="pr-receipt-head">
          <p className="pr-shop">{seller.shop_name}</p>
          {seller.address && <p>{seller.address}</p>}
          {seller.gst_no && <p>GSTIN: {seller.gst_no}</p>}
          <p className="pr-receipt-title">CREDIT NOTE</p>
        </header>
        <dl className="pr-receipt-meta">
          <dt>Credit Note No.</dt>
          <dd>{note.credit_note_no}</dd>
          <dt>Date</dt>
          <dd>{note.cn_date}</dd>
          <dt>Against Bill</dt>
          <dd>
            {note.bill_no} of {note.bill_date}
          </dd>
          <dt>Customer</dt>
          <dd>{note.buyer_detail.name}</dd>
        </dl>
        <table className="pr-receipt-items" aria-label="Items">
          <tbody>
            {note.lines.map((line) => (
              <tr key={line.order_detail_id}>
                <td>
                  {line.product_name} {line.hsn_code && <span className="pr-dim">HSN {line.hsn_code}</span>}
                  <br />
                  {line.qty} × {rupeesShown(line.amount_per_product)}
                </td>
                <td className="num">{rupeesShown(line.total_per_product)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="pr-receipt-totals" aria-label="Totals">
          <tbody>
            {creditNoteRows(note).map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td className="num">{value}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Credit Note Total</th>
              <td className="num">₹{rupeesShown(note.final_billing.total)}</td>
            </tr>
          </tbody>
        </table>
        <p className="pr-receipt-words">{words(note.final_billing.total)}</p>
        <p className="pr-receipt-terms">Reason: {note.reason}</p>
      </article>
    </>
  );
}
