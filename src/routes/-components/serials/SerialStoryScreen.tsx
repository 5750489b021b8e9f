// /serial/{serial} (issue 33 item 4): a unit's story: the product, sold or free, the purchases it came in on (purchase
// id and date, supplier, the supplier's invoice number and date) and each bill that sold it (its printed number, date,
// customer, mobile, the warranty start = the bill's date, cancelled or returned). A unit sent back to the supplier (a
// purchase return) shows "Returned to supplier" on its purchase with the debit note's number and date. Each bill and
// purchase is a link: Tab moves between them, Enter opens its details; Esc goes back.
import { useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { billName } from '../../../../core/bill-series';
import type { UnitSerialPurchase, UnitSerialSale, UnitSerialStory } from '../../../../core/api/unit-serial';
import type { ApiResult } from '../../../api/client';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { detailCommands } from '../../../ui/records/detail-commands';
import { PathLink } from '../../../ui/records/PathLink';
import '../../../styles/records.css';
import { Facts, LoadFailure } from '../records/BillParts';
import { RecordHead } from '../records/RecordHead';

const isRetail = (sale: UnitSerialSale) => sale.bill_no.startsWith('R-');

/** The bill as a person reads it where series meet: "GST 103", "R-31". */
export function saleBillName(sale: UnitSerialSale): string {
  return isRetail(sale) ? sale.bill_no : billName('gst', sale.bill_no);
}

function saleState(sale: UnitSerialSale): string {
  if (sale.returned) return `Returned on ${sale.returned.date} (${sale.returned.credit_note_no})`;
  if (sale.cancelled) return 'Cancelled';
  return 'Sold';
}

function purchaseState(purchase: UnitSerialPurchase): string {
  const back = purchase.returned_to_supplier;
  return back ? `Returned to supplier on ${back.date} (${back.debit_note_no})` : 'Received';
}

/** Sold; else sent back to the supplier on its latest purchase (out of stock); else free to sell. */
function unitStatus(story: UnitSerialStory): string {
  if (story.sold) return 'Sold';
  const back = story.purchases.at(-1)?.returned_to_supplier;
  return back ? `Returned to supplier (${back.debit_note_no})` : 'Free (may be sold)';
}

export function SerialStoryScreen({ reply }: { reply: ApiResult<UnitSerialStory> }) {
  const router = useRouter();
  const sales = useRef<HTMLTableSectionElement>(null);
  const purchases = useRef<HTMLTableSectionElement>(null);
  const commands = useMemo(() => {
    const back = () => (router.history.canGoBack() ? router.history.back() : router.history.push('/home'));
    return { back, list: detailCommands('serial', { back }) };
  }, [router]);
  useScreenCommands('serial', commands.list);
  // The newest sale's link takes the focus, so Enter opens that bill at once; a unit never sold, its newest purchase.
  useEffect(() => {
    const saleLinks = sales.current?.querySelectorAll('a');
    const links = saleLinks && saleLinks.length > 0 ? saleLinks : purchases.current?.querySelectorAll('a');
    links?.[links.length - 1]?.focus();
  }, [reply]);

  if (!reply.ok) {
    return (
      <section className="rec-screen" aria-labelledby="serial-title">
        <RecordHead id="serial-title" title="Unit Serial" />
        <LoadFailure reply={reply} back="/home" />
      </section>
    );
  }
  const story = reply.body;
  return (
    <section className="rec-screen" aria-labelledby="serial-title">
      <RecordHead id="serial-title" title={`Unit Serial ${story.unit_serial}`}>
        <button type="button" className="rec-action" onClick={commands.back}>
          Back<kbd aria-hidden="true">Esc</kbd>
        </button>
      </RecordHead>
      <Facts
        label="Unit"
        facts={[
          ['Unit Serial', story.unit_serial],
          ['Product', story.product_name],
          ['Status', unitStatus(story)],
        ]}
      />
      {story.purchases.length > 0 && (
        <table className="rec-table" aria-label="Purchases of the unit">
          <thead>
            <tr>
              <th scope="col">Purchase ID</th>
              <th scope="col">Date</th>
              <th scope="col">Supplier</th>
              <th scope="col">Supplier Invoice No</th>
              <th scope="col">Supplier Invoice Date</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody ref={purchases}>
            {story.purchases.map((purchase) => (
              <tr key={purchase.purchase_id}>
                <td>
                  <PathLink to={`/purchasedetails/${purchase.purchase_id}`} label={`Purchase ${purchase.purchase_id}`}>
                    {purchase.purchase_id}
                  </PathLink>
                </td>
                <td>{purchase.purchase_date}</td>
                <td className="rec-name">{purchase.supplier_name}</td>
                <td>{purchase.supplier_invoice_no || '—'}</td>
                <td>{purchase.supplier_invoice_date || '—'}</td>
                <td>{purchaseState(purchase)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <table className="rec-table" aria-label="Sales of the unit">
        <thead>
          <tr>
            <th scope="col">Bill No.</th>
            <th scope="col">Date</th>
            <th scope="col">Customer</th>
            <th scope="col">Mobile</th>
            <th scope="col">Warranty From</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody ref={sales}>
          {story.sales.length === 0 ? (
            <tr className="rec-placeholder">
              <td colSpan={6}>Not sold yet</td>
            </tr>
          ) : (
            story.sales.map((sale) => (
              <tr key={`${sale.order_id}-${sale.order_date}`}>
                <td>
                  <PathLink to={isRetail(sale) ? `/retailorderdetails/${sale.order_id}` : `/orderdetails/${sale.order_id}`}>{saleBillName(sale)}</PathLink>
                </td>
                <td>{sale.order_date}</td>
                <td className="rec-name">{sale.customer_name}</td>
                <td>{sale.mobile}</td>
                <td>{sale.warranty_start}</td>
                <td>{saleState(sale)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
