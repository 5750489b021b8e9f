// Sub-Total, Discount (F6), Commission, GST with its CGST/SGST halves (one IGST line for a customer from another state
// than the shop's, DESIGN §5, core/cart/cart.split.ts), Packing and Grand Total: all from core totals. The retail order editor shows the spec's five rows.
// A bill whose lines carry more than one GST rate (issue 31 item 4) shows the tax of each rate (SalesTotals.byRate):
// "CGST 9%", "SGST 9%", "CGST 2.5%", "SGST 2.5%", or "IGST 18%", "IGST 5%" for another state.
import { useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { counterSplit, type CartState } from '../../../../core/cart';
import type { SalesTotals } from '../../../../core/billing';
import { formatIndian, type Paise } from '../../../../core/money';
import { overLimitFlag } from '../../../../core/credit-limit';
import type { CustomerCredit } from '../../../api/pos';
import { formatPercentShort } from '../../../../core/percent';
import type { RateTotals } from '../../../../core/billing';
import { useBilling } from './billing-context';
import { CellInput } from './CellInput';

/** One figure of the totals: label, rate (a percent, or its input), sign and amount. The purchase entry's totals use it too. */
export function Row({ label, rate, amount, sign, className }: { label: ReactNode; rate?: ReactNode; amount: Paise; sign?: '−' | '+'; className?: string }) {
  return (
    <tr className={className}>
      <th scope="row">{label}</th>
      <td className="num rate">{rate}</td>
      <td className="num sign">{sign}</td>
      <td className="num amount">{formatIndian(amount)}</td>
    </tr>
  );
}

/** The tax rows: one per half (or one IGST) for a one-rate bill, as before; per rate when the bill has several. */
function TaxRows({ byRate, cgst, sgst, interState }: { byRate: readonly RateTotals[]; cgst: Paise; sgst: Paise; interState: boolean }) {
  if (byRate.length <= 1) {
    return interState ? (
      <Row className="sub" label="IGST" amount={cgst + sgst} />
    ) : (
      <>
        <Row className="sub" label="CGST" amount={cgst} />
        <Row className="sub" label="SGST" amount={sgst} />
      </>
    );
  }
  return (
    <>
      {byRate.map((rate) =>
        interState ? (
          <Row key={rate.gstBp} className="sub" label={`IGST ${formatPercentShort(rate.gstBp)}%`} amount={rate.gst} />
        ) : (
          <RatePair key={rate.gstBp} rate={rate} />
        ),
      )}
    </>
  );
}

function RatePair({ rate }: { rate: RateTotals }) {
  const half = `${formatPercentShort(rate.gstBp / 2)}%`;
  return (
    <>
      <Row className="sub" label={`CGST ${half}`} amount={rate.cgst} />
      <Row className="sub" label={`SGST ${half}`} amount={rate.sgst} />
    </>
  );
}

/** The GST row's rate: the bill's, or its lines' rates when they differ ("18, 5"). */
function gstRateShown(byRate: readonly RateTotals[], billGstBp: number): string {
  return byRate.length > 1 ? byRate.map((rate) => formatPercentShort(rate.gstBp)).join(', ') : formatPercentShort(byRate[0]?.gstBp ?? billGstBp);
}

export function TotalsPanel({
  cart,
  sums,
  busy,
  onSave,
  credit,
}: {
  cart: CartState;
  sums: SalesTotals;
  busy: boolean;
  onSave(): void;
  credit?: CustomerCredit | null;
}) {
  const { actor, config, fields, focus } = useBilling();
  const { rates } = cart;
  // The invoice's rule against the shop's state from the settings (the list carries it, issue 32); the shop's own state
  // until a customer is chosen. The payload keeps its cgst/sgst halves either way (spec §9).
  const catalogue = useSelector(actor, (s) => s.context.catalogue);
  const interState = counterSplit(catalogue, cart.customer) === 'inter';
  // The two inputs are the same elements until their own percent changes, so a scan (new amounts) leaves them alone.
  const discountShown = formatPercentShort(rates.discountBp);
  const commissionShown = formatPercentShort(rates.commissionBp);
  const inputs = useMemo(() => {
    const backToKey = (key: string) => {
      if (key === 'Enter' || key === 'Escape') focus(fields.key);
    };
    return {
      discount: (
        <CellInput
          id="bill-discount"
          inputRef={fields.discount}
          label="Discount %"
          value={discountShown}
          onCommit={(discount) => actor.send({ type: 'SET_DISCOUNT', discount })}
          onNavigate={backToKey}
        />
      ),
      commission: (
        <CellInput
          id="bill-commission"
          label="Commission %"
          value={commissionShown}
          onCommit={(commission) => actor.send({ type: 'SET_COMMISSION', commission })}
          onNavigate={backToKey}
        />
      ),
    };
  }, [actor, commissionShown, discountShown, fields, focus]);
  // A new bill on credit over the customer's limit is flagged before F9 (the server refuses it at save); the editors
  // leave it to the server, which knows what the bill already owed.
  const overLimit =
    credit && !config.edit && config.mode !== 'estimate'
      ? overLimitFlag({ customerName: credit.name, outstanding: credit.outstanding, limit: credit.limit }, sums.grandTotal)
      : null;
  // Under GST on packing (issue 31 item 5) packing is part of what GST is charged on: it shows before the tax lines.
  const packingTaxed = rates.gstOnPacking === true;
  const packingRow = <Row label="Packing %" rate={formatPercentShort(rates.packingBp)} amount={sums.packing} sign="+" />;
  const discount = (label: ReactNode) => <Row label={label} rate={inputs.discount} amount={sums.discount} sign="−" />;
  return (
    <aside className="bill-totals" aria-label="Totals">
      <table>
        <tbody>
          <Row label="Sub-Total" amount={sums.subtotal} />
          {config.id === 'editretailorderdetails' ? (
            // Spec §2, the retail order editor: "Sub-Total, Discount Amount, Packing Amount, GST Amount and Grand
            // Total"; discount percent editable (F6), packing and GST percent read-only beside their amounts.
            <>
              {discount('Discount Amount')}
              <Row label="Packing Amount" rate={formatPercentShort(rates.packingBp)} amount={sums.packing} sign="+" />
              <Row label="GST Amount" rate={gstRateShown(sums.byRate, rates.gstBp)} amount={sums.gst} sign="+" />
              {sums.byRate.length > 1 && <TaxRows byRate={sums.byRate} cgst={sums.cgst} sgst={sums.sgst} interState={interState} />}
            </>
          ) : (
            <>
              {discount(<label htmlFor="bill-discount">Discount %</label>)}
              {config.mode !== 'retail' && (
                <Row label={<label htmlFor="bill-commission">Commission %</label>} rate={inputs.commission} amount={sums.commission} sign="−" />
              )}
              {packingTaxed && packingRow}
              <Row label="GST %" rate={gstRateShown(sums.byRate, rates.gstBp)} amount={sums.gst} sign="+" />
              <TaxRows byRate={sums.byRate} cgst={sums.cgst} sgst={sums.sgst} interState={interState} />
              {!packingTaxed && packingRow}
              {sums.roundOff !== 0 && <Row className="sub" label="Round Off" amount={sums.roundOff} />}
            </>
          )}
          <tr className="grand">
            <th scope="row">Grand Total</th>
            <td className="num amount" colSpan={3}>
              {formatIndian(sums.grandTotal)}
            </td>
          </tr>
        </tbody>
      </table>
      {overLimit && (
        <p className="bill-credit-over" role="status">
          {overLimit}
        </p>
      )}
      <p className="bill-count">
        <span>Lines {cart.lines.length}</span>
        <span>Qty {cart.lines.reduce((sum, line) => sum + line.qty, 0)}</span>
      </p>
      <button type="button" className="bill-save" onClick={onSave} disabled={busy}>
        {busy ? 'Saving…' : config.saveLabel}
        <kbd aria-hidden="true">F9</kbd>
      </button>
    </aside>
  );
}
