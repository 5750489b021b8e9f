// The detail screens' totals block (spec §9), amounts right-aligned in Indian grouping.
import { formatIndian } from '../../../core/money';
import type { TotalsRow } from '../../../core/records/totals-rows';

export function TotalsBlock({ rows }: { rows: readonly TotalsRow[] }) {
  return (
    <table className="rec-totals" aria-label="Totals">
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className={row.grand ? 'rec-grand' : undefined}>
            <th scope="row">{row.label}</th>
            <td className="rec-sign">{row.sign}</td>
            <td className="num">{formatIndian(row.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
