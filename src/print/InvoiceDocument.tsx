// The A4 tax invoice, quotation and retail invoice (spec §3, §9): seller, buyer, items, totals, HSN-wise tax summary,
// amount in words, bank details with the UPI QR, terms, signatures. Empty item columns are left out; every printed page
// repeats the item table's header and, in its top margin, the bill's number, date and page x of y.
import { billNumber } from '../../core/bill-series';
import { amountInWords, MAX_PAISE_IN_WORDS } from '../../core/words';
import { formatIndian } from '../../core/money';
import type { BillDetailLine, InvoiceData } from '../api/print';
import { amountOf, rupeesShown } from '../../core/records/order-rows';
import { percentOf, percentShown } from '../../core/records/totals-rows';
import { igstRate, invoiceRows, splitOf } from '../../core/print/invoice-rows';
import { unitSerialsCaption } from '../../core/unit-serials';
import { columnWidths, itemColumns, serialOf, type ItemColumnKey } from '../../core/print/item-columns';
import { pageHeaderCss } from './page-header';
import { UpiQr } from './UpiQr';
import { IrnBlock } from './IrnBlock';
import { sellerPlace, stateWithCode } from '../../core/print/parties';
import { TERMS } from '../../core/print/terms';

export type InvoiceLayout = 'invoice' | 'quotation' | 'retail';

const HEADINGS: Record<InvoiceLayout, { title: string; number: string }> = {
  invoice: { title: 'TAX INVOICE', number: 'Invoice No.' },
  quotation: { title: 'QUOTATION', number: 'Quotation No.' },
  retail: { title: 'RETAIL INVOICE', number: 'Bill No.' },
};

function words(paise: number): string {
  return paise >= 0 && paise <= MAX_PAISE_IN_WORDS ? amountInWords(paise) : '';
}

function productCell(layout: InvoiceLayout, line: BillDetailLine): string {
  const perBox = line.qty_per_box !== undefined && String(line.qty_per_box) !== '' && String(line.qty_per_box) !== '1';
  return layout === 'retail' && perBox ? `${line.product_name} (${line.qty_per_box} per box)` : line.product_name;
}

function cellText(layout: InvoiceLayout, key: ItemColumnKey, line: BillDetailLine, index: number): string {
  switch (key) {
    case 'sno':
      return String(index + 1);
    case 'brand':
      return line.brand_name;
    case 'product':
      return productCell(layout, line);
    case 'serial':
      return serialOf(layout, line);
    case 'model':
      return line.model;
    case 'type':
      return line.type;
    case 'batch':
      return line.batch_no;
    case 'hsn':
      return line.hsn_code;
    case 'rate':
      return rupeesShown(line.amount_per_product);
    case 'qty':
      return String(line.qty);
    case 'unit':
      return line.unit;
    case 'discount':
      return percentOf(line.discount_percentage) > 0 ? percentShown(percentOf(line.discount_percentage)) : '';
    case 'gst':
      return line.gst_percentage === undefined ? '' : percentShown(percentOf(line.gst_percentage));
    case 'total':
      return rupeesShown(line.total_per_product);
    default: {
      const unreachable: never = key;
      return unreachable;
    }
  }
}

export function InvoiceDocument({ layout, invoice }: { layout: InvoiceLayout; invoice: InvoiceData }) {
  const heading = HEADINGS[layout];
  const seller = invoice.seller_detail;
  const buyer = invoice.buyer_detail;
  const billing = invoice.final_billing;
  const lines = invoice.bill_detail ?? [];
  const split = splitOf(invoice);
  const rows = invoiceRows(invoice);
  const total = amountOf(billing.total);
  const columns = itemColumns(layout, lines);
  const qtyAt = columns.findIndex((column) => column.key === 'qty');
  const qtyTotal = lines.reduce((sum, line) => sum + (Number(line.qty) || 0), 0);
  const linesTotal = lines.reduce((sum, line) => sum + amountOf(line.total_per_product), 0);
  // The items' Total row is sized with the lines: its figures are the widest in their columns.
  const totalRow = (key: ItemColumnKey) => (key === 'qty' ? String(qtyTotal) : key === 'total' ? formatIndian(linesTotal) : '');
  const widths = columnWidths(columns, [...lines.map((line, index) => (key: ItemColumnKey) => cellText(layout, key, line, index)), totalRow]);
  const hsn = invoice.hsn_summary ?? [];
  // Issue 31 item 4: a bill at more than one rate shows each HSN row's rate, and its tax columns carry no one rate.
  const hsnRates = new Set(hsn.map((row) => row.gst_percentage ?? ''));
  const manyRates = hsnRates.size > 1;
  const showTax = amountOf(billing.gst_total) > 0 || amountOf(billing.cgst) + amountOf(billing.sgst) > 0;
  const hasBank = Boolean(seller.bank_name || seller.acc_no);
  // A retail bill prints its series, as the reports and GSTR-1 name it: never a GST bill's number.
  const shownNumber =
    layout === 'retail' && invoice.bill_no !== undefined ? billNumber('retail', invoice.bill_no) : String(invoice.bill_no ?? invoice.order_id);

  return (
    <article className="pr-sheet pr-a4" aria-label={heading.title}>
      <style>{pageHeaderCss({ title: heading.title, numberLabel: heading.number, number: shownNumber, date: invoice.order_date })}</style>
      {invoice.cancelled === '1' && <p className="pr-cancelled">CANCELLED</p>}
      <header className="pr-title">
        <h1>{heading.title}</h1>
        {layout !== 'quotation' && <span className="pr-copy">Original for Recipient</span>}
      </header>
      {layout !== 'quotation' && <IrnBlock irn={invoice.irn} ewaybill={invoice.ewaybill} />}

      <section className="pr-parties">
        <div className="pr-seller" aria-label="Seller">
          <p className="pr-shop">{seller.shop_name}</p>
          {seller.address && <p>{seller.address}</p>}
          {sellerPlace(seller) && <p>{sellerPlace(seller)}</p>}
          {seller.gst_no && (
            <p>
              <b>GSTIN:</b> {seller.gst_no}
            </p>
          )}
          <p>
            {seller.phone && (
              <>
                <b>Phone:</b> {seller.phone}
              </>
            )}
            {seller.phone && seller.email && ' · '}
            {seller.email && (
              <>
                <b>E-mail:</b> {seller.email}
              </>
            )}
          </p>
        </div>
        <dl className="pr-meta" aria-label="Bill">
          <div>
            <dt>{heading.number}</dt>
            <dd>{shownNumber}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>{invoice.order_date}</dd>
          </div>
          <div>
            <dt>Order ID</dt>
            <dd>{invoice.order_id}</dd>
          </div>
          <div>
            <dt>Place of Supply</dt>
            <dd>{stateWithCode(buyer.state) || '—'}</dd>
          </div>
        </dl>
      </section>

      <section className="pr-buyer" aria-label="Buyer">
        <p className="pr-label">{layout === 'quotation' ? 'Quotation to' : 'Billed to'}</p>
        <p className="pr-buyer-name">{buyer.name}</p>
        {buyer.address && <p>{buyer.address}</p>}
        <p>
          <b>State:</b> {stateWithCode(buyer.state) || '—'}
          {buyer.telephone && (
            <>
              {' · '}
              <b>Phone:</b> {buyer.telephone}
            </>
          )}
        </p>
        <p>
          <b>GSTIN:</b> {buyer.tax_number || 'Unregistered'}
        </p>
      </section>

      <table className="pr-items pr-items-sized" aria-label="Items">
        <colgroup>
          {columns.map((column, index) => (
            <col key={column.key} style={{ width: `${widths[index]}%` }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} className={column.numeric ? 'num' : undefined}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={line.order_detail_id ?? index}>
              {columns.map((column) => (
                <td key={column.key} className={column.key === 'product' ? 'pr-product' : column.numeric ? 'num' : undefined}>
                  {cellText(layout, column.key, line, index)}
                  {column.key === 'product' && (line.unit_serials?.length ?? 0) > 0 && (
                    <div className="pr-unit-serials">{unitSerialsCaption(line.unit_serials ?? [])}</div>
                  )}
                </td>
              ))}
            </tr>
          ))}
          <tr className="pr-items-total">
            <td colSpan={qtyAt}>Total</td>
            <td className="num">{qtyTotal}</td>
            {columns.length - qtyAt - 2 > 0 && <td colSpan={columns.length - qtyAt - 2} />}
            <td className="num">{formatIndian(linesTotal)}</td>
          </tr>
        </tbody>
      </table>

      <section className="pr-closing">
        <div className="pr-closing-left">
          {showTax && hsn.length > 0 && (
            <table className="pr-hsn" aria-label="HSN-wise tax summary">
              <thead>
                <tr>
                  <th>HSN</th>
                  {manyRates && <th className="num">GST %</th>}
                  <th className="num">Taxable Value</th>
                  {split === 'intra' ? (
                    <>
                      <th className="num">{manyRates ? 'CGST' : `CGST ${percentShown(percentOf(billing.cgst_percentage))}`}</th>
                      <th className="num">{manyRates ? 'SGST' : `SGST ${percentShown(percentOf(billing.sgst_percentage))}`}</th>
                    </>
                  ) : (
                    <th className="num">{manyRates ? 'IGST' : `IGST ${percentShown(igstRate(billing))}`}</th>
                  )}
                  <th className="num">Total Tax</th>
                </tr>
              </thead>
              <tbody>
                {hsn.map((row) => (
                  <tr key={`${row.hsn_code || '-'}|${row.gst_percentage ?? ''}`}>
                    <td>{row.hsn_code || '—'}</td>
                    {manyRates && <td className="num">{percentShown(percentOf(row.gst_percentage))}</td>}
                    <td className="num">{rupeesShown(row.taxable_value)}</td>
                    {split === 'intra' ? (
                      <>
                        <td className="num">{rupeesShown(row.cgst)}</td>
                        <td className="num">{rupeesShown(row.sgst)}</td>
                      </>
                    ) : (
                      <td className="num">{rupeesShown(row.tax_total)}</td>
                    )}
                    <td className="num">{rupeesShown(row.tax_total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className="pr-pay">
            {hasBank && (
              <dl className="pr-bank" aria-label="Bank details">
                <dt>Bank</dt>
                <dd>{seller.bank_name}</dd>
                <dt>A/c Name</dt>
                <dd>{seller.acc_holder_name}</dd>
                <dt>A/c No.</dt>
                <dd>{seller.acc_no}</dd>
                <dt>IFSC</dt>
                <dd>{seller.ifsc_code}</dd>
                {seller.micr_code && (
                  <>
                    <dt>MICR</dt>
                    <dd>{seller.micr_code}</dd>
                  </>
                )}
              </dl>
            )}
            <UpiQr invoice={invoice} className="pr-upi" />
          </div>
        </div>
        <div className="pr-closing-right">
          <table className="pr-totals" aria-label="Totals">
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} className={row.grand ? 'pr-grand' : undefined}>
                  <th scope="row">{row.label}</th>
                  <td className="pr-sign">{row.sign}</td>
                  <td className="num">{formatIndian(row.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="pr-words" aria-label="Amount in words">
            <b>Amount in words:</b> {words(total)}
          </p>
        </div>
      </section>

      <footer className="pr-footer">
        <div className="pr-terms" aria-label="Terms">
          <p className="pr-label">Terms &amp; Conditions</p>
          <ol>
            {TERMS.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ol>
        </div>
        <div className="pr-signatures">
          <div className="pr-sign-box">
            <span className="pr-sign-space" />
            <span>Receiver&apos;s Signature</span>
          </div>
          <div className="pr-sign-box">
            <span>For {seller.shop_name}</span>
            <span className="pr-sign-space" />
            <span>Authorised Signatory</span>
          </div>
        </div>
      </footer>
    </article>
  );
}
