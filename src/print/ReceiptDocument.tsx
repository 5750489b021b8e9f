// The thermal receipt of a retail bill, on an 80 mm or a 58 mm roll: one narrow column, each item on two lines, the
// totals rows of the invoice, how it was paid (each mode, the cash tendered and the change, as the counter stored it),
// and a page as long as the receipt (a thermal printer cuts where the page ends).
import { billNumber } from '../../core/bill-series';
import { useLayoutEffect, useRef, useState } from 'react';
import { formatIndian } from '../../core/money';
import { amountInWords, MAX_PAISE_IN_WORDS } from '../../core/words';
import type { CounterTender, InvoiceData } from '../api/print';
import { TENDER_MODE_NAMES } from '../../core/tender';
import { amountOf, rupeesShown } from '../../core/records/order-rows';
import { invoiceRows } from '../../core/print/invoice-rows';
import { sellerPlace } from '../../core/print/parties';
import { TERMS } from '../../core/print/terms';
import { unitSerialsCaption } from '../../core/unit-serials';
import { UpiQr } from './UpiQr';

const MM_PER_CSS_PX = 25.4 / 96;

/** The receipt's height in whole millimetres, plus a margin for the cutter. */
function useReceiptHeight() {
  const ref = useRef<HTMLElement>(null);
  const [mm, setMm] = useState(200);
  useLayoutEffect(() => {
    if (ref.current) setMm(Math.ceil(ref.current.scrollHeight * MM_PER_CSS_PX) + 8);
  }, []);
  return { ref, mm };
}

/** The roll's width in millimetres. */
export type ReceiptPaper = 80 | 58;

/** How the bill was paid at the counter: each mode, then the cash tendered and the change when cash was taken. */
function TenderRows({ tender }: { tender: CounterTender }) {
  const cash = tender.payments.some((p) => p.mode === 'cash');
  return (
    <table className="pr-receipt-tender" aria-label="Payment">
      <tbody>
        {tender.payments.map((p) => (
          <tr key={p.mode}>
            <th scope="row">Paid by {TENDER_MODE_NAMES[p.mode]}</th>
            <td className="num">{formatIndian(amountOf(p.amount))}</td>
          </tr>
        ))}
        {cash && (
          <>
            <tr>
              <th scope="row">Cash tendered</th>
              <td className="num">{formatIndian(amountOf(tender.cash_received))}</td>
            </tr>
            <tr>
              <th scope="row">Change</th>
              <td className="num">{formatIndian(amountOf(tender.change))}</td>
            </tr>
          </>
        )}
      </tbody>
    </table>
  );
}

export function ReceiptDocument({ invoice, paper = 80 }: { invoice: InvoiceData; paper?: ReceiptPaper }) {
  const { ref, mm } = useReceiptHeight();
  const seller = invoice.seller_detail;
  const total = amountOf(invoice.final_billing.total);
  const page = paper === 58 ? 'receipt58' : 'receipt';
  return (
    <>
      <style>{`@page ${page} { size: ${paper}mm ${mm}mm; margin: 0; }`}</style>
      <article ref={ref} className={paper === 58 ? 'pr-receipt pr-receipt-58' : 'pr-receipt'} aria-label="Receipt" data-paper={`${paper}mm`}>
        {invoice.cancelled === '1' && <p className="pr-cancelled">CANCELLED</p>}
        <header className="pr-receipt-head">
          <p className="pr-shop">{seller.shop_name}</p>
          {seller.address && <p>{seller.address}</p>}
          {sellerPlace(seller) && <p>{sellerPlace(seller)}</p>}
          {seller.phone && <p>Phone: {seller.phone}</p>}
          {seller.gst_no && <p>GSTIN: {seller.gst_no}</p>}
          <p className="pr-receipt-title">RETAIL INVOICE</p>
        </header>
        <dl className="pr-receipt-meta">
          <dt>Bill No.</dt>
          <dd>{invoice.bill_no !== undefined ? billNumber('retail', invoice.bill_no) : invoice.order_id}</dd>
          <dt>Date</dt>
          <dd>{invoice.order_date}</dd>
          <dt>Customer</dt>
          <dd>{invoice.buyer_detail.name}</dd>
          {invoice.buyer_detail.telephone && (
            <>
              <dt>Phone</dt>
              <dd>{invoice.buyer_detail.telephone}</dd>
            </>
          )}
        </dl>
        <table className="pr-receipt-items" aria-label="Items">
          <thead>
            <tr>
              <th>Item</th>
              <th className="num">Qty</th>
              <th className="num">Rate</th>
              <th className="num">Amount</th>
            </tr>
          </thead>
          {invoice.bill_detail.map((line, index) => (
            <tbody key={line.order_detail_id ?? index}>
              <tr className="pr-receipt-name">
                <td colSpan={4}>
                  {index + 1}. {line.product_name}
                  {line.product_code ? ` [${line.product_code}]` : ''}
                  {(line.unit_serials?.length ?? 0) > 0 && <div className="pr-unit-serials">{unitSerialsCaption(line.unit_serials ?? [])}</div>}
                </td>
              </tr>
              <tr>
                <td>{line.hsn_code ? `HSN ${line.hsn_code}` : ''}</td>
                <td className="num">{line.qty}</td>
                <td className="num">{rupeesShown(line.amount_per_product)}</td>
                <td className="num">{rupeesShown(line.total_per_product)}</td>
              </tr>
            </tbody>
          ))}
        </table>
        <table className="pr-receipt-totals" aria-label="Totals">
          <tbody>
            {invoiceRows(invoice).map((row) => (
              <tr key={row.label} className={row.grand ? 'pr-grand' : undefined}>
                <th scope="row">{row.label}</th>
                <td className="pr-sign">{row.sign}</td>
                <td className="num">{formatIndian(row.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {invoice.tender && invoice.tender.payments.length > 0 && <TenderRows tender={invoice.tender} />}
        <p className="pr-receipt-words">{total >= 0 && total <= MAX_PAISE_IN_WORDS ? amountInWords(total) : ''}</p>
        <UpiQr invoice={invoice} className="pr-receipt-upi" />
        <ol className="pr-receipt-terms">
          {TERMS.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ol>
        <p className="pr-receipt-thanks">Thank you! Visit again.</p>
      </article>
    </>
  );
}
