// /purchasedetails/{order_id} (back-office §2): read-only; order id, date, supplier name and address, the lines
// (product with its serial, purchase rate, qty, total), then Sub-Total, CGST, SGST (IGST from a supplier in another
// state), Grand Total and a Back link; Shift+R opens the purchase's return (issue 30 item 2); L prints a barcode label
// per unit bought (issue 33 item 2). A line of a product that tracks unit serials lists the units it received under its
// name, each a link to the unit's story (issue 33 item 4).
import { useMemo, useState } from 'react';
import { resolveState } from '../../../../core/gst-states';
import { unitSerialsCaption } from '../../../../core/unit-serials';
import type { ApiResult } from '../../../api/client';
import type { PurchaseDetail } from '../../../api/purchases';
import { useScreenCommands } from '../../../commands/useScreenCommands';
import { detailCommands } from '../../../ui/records/detail-commands';
import { amountOf } from '../../../../core/records/order-rows';
import { PathLink, useGo } from '../../../ui/records/PathLink';
import { TotalsBlock } from '../../../ui/records/TotalsBlock';
import '../../../styles/records.css';
import { LabelDialog, type LabelSource } from '../catalogue/LabelDialog';
import { BillNumbers, Facts, ItemTable, LoadFailure } from '../records/BillParts';
import { RecordHead } from '../records/RecordHead';

/** "Karnataka (29)" for any way the state was kept ("29", "KA"); text the GST state table does not know, as kept. */
function stateShown(text: string): string {
  const state = resolveState(text);
  return state ? `${state.name} (${state.code})` : text;
}

export function PurchaseDetailsScreen({ reply }: { reply: ApiResult<PurchaseDetail> }) {
  const go = useGo();
  const purchaseId = reply.ok ? reply.body.purchase_id : null;
  const units = reply.ok ? reply.body.order_details.reduce((sum, line) => sum + (Number(line.qty) || 0), 0) : 0;
  const [labels, setLabels] = useState<LabelSource | null>(null);
  const commands = useMemo(
    () =>
      detailCommands('purchasedetails', {
        back: () => go('/purchaselist'),
        ...(purchaseId ? { purchaseReturn: () => go(`/purchasereturn/${purchaseId}`), labels: () => setLabels({ kind: 'purchase', purchaseId, units }) } : {}),
      }),
    [go, purchaseId, units],
  );
  useScreenCommands('purchasedetails', commands);
  if (!reply.ok) {
    return (
      <section className="rec-screen" aria-labelledby="purchasedetails-title">
        <RecordHead id="purchasedetails-title" title="Purchase Details" />
        <LoadFailure reply={reply} back="/purchaselist" />
      </section>
    );
  }
  const p = reply.body;
  return (
    <section className="rec-screen" aria-labelledby="purchasedetails-title">
      <RecordHead id="purchasedetails-title" title="Purchase Details">
        <PathLink to={`/purchasereturn/${p.purchase_id}`} className="rec-action">
          Purchase Return<kbd aria-hidden="true">Shift+R</kbd>
        </PathLink>
        <button type="button" className="rec-action" onClick={() => setLabels({ kind: 'purchase', purchaseId: p.purchase_id, units })}>
          Print Labels<kbd aria-hidden="true">L</kbd>
        </button>
        <PathLink to="/purchaselist" className="rec-action">
          Back<kbd aria-hidden="true">Esc</kbd>
        </PathLink>
      </RecordHead>
      <BillNumbers orderId={p.purchase_id} date={p.orderdate} />
      <Facts
        label="Supplier"
        facts={[
          ['Supplier Name', p.supplier_name],
          ['Address', p.supplier_address],
          ['State', stateShown(p.supplier_state)],
          // Issue 30: the supplier's own invoice, as GSTR-2B lists it.
          ['Supplier Invoice No', p.supplier_invoice_no || '—'],
          ['Supplier Invoice Date', p.supplier_invoice_date || '—'],
        ]}
      />
      <div className="rec-detail-body">
        <ItemTable
          rateHeader="Purchase Rate"
          rows={p.order_details.map((line) => ({
            key: line.od_id,
            name: (
              <>
                {line.product_name} <span className="rec-dim rec-code">{line.serial_no}</span>
                {(line.unit_serials ?? []).length > 0 && (
                  <span className="rec-unit-serials" title={unitSerialsCaption(line.unit_serials)}>
                    S/N:{' '}
                    {line.unit_serials.map((serial, index) => (
                      <span key={serial}>
                        {index > 0 && ', '}
                        <PathLink to={`/serial/${encodeURIComponent(serial)}`}>{serial}</PathLink>
                      </span>
                    ))}
                  </span>
                )}
              </>
            ),
            rate: line.amount_per_product,
            qty: line.qty,
            total: line.total_per_product,
          }))}
        />
        <TotalsBlock
          rows={[
            { label: 'Sub-Total', sign: '', amount: amountOf(p.subtotal) },
            // A supplier in another state charged IGST: one line for the whole GST (the server decides, core/tax-columns).
            ...(p.tax_split === 'inter'
              ? [{ label: 'IGST', sign: '+' as const, amount: amountOf(p.igst) }]
              : [
                  { label: 'CGST', sign: '+' as const, amount: amountOf(p.cgst) },
                  { label: 'SGST', sign: '+' as const, amount: amountOf(p.sgst) },
                ]),
            { label: 'Grand Total', sign: '', amount: amountOf(p.total), grand: true },
          ]}
        />
      </div>
      <LabelDialog source={labels} onClose={() => setLabels(null)} />
    </section>
  );
}
