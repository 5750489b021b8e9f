// A ledger's figures as the screen shows them and the Statement of Account prints them (issue 29): one row of an entry
// and the balance with its side (Dr/Cr from the shop's books: a customer who owes is Dr, a supplier owed is Cr).
import type { LedgerParty, LedgerRowView } from '../../../api/ledger';
import { rupeesShown } from '../../../../core/records/order-rows';
import { balanceShown, KIND_LABELS } from '../../../../core/ledger/labels';

export { balanceShown };

export function LedgerEntryRow({ party, row, narrationClassName }: { party: LedgerParty; row: LedgerRowView; narrationClassName?: string }) {
  return (
    <tr>
      <td>{row.date}</td>
      <td>{KIND_LABELS[row.kind] ?? row.kind}</td>
      <td>{row.number}</td>
      <td className={narrationClassName}>{row.narration}</td>
      <td className="num">{Number(row.debit) === 0 ? '' : rupeesShown(row.debit)}</td>
      <td className="num">{Number(row.credit) === 0 ? '' : rupeesShown(row.credit)}</td>
      <td className="num">{balanceShown(party, row.balance)}</td>
    </tr>
  );
}
