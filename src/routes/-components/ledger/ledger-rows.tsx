// A ledger's figures as the screen shows them and the Statement of Account prints them (issue 29): one row of an entry
// and the balance with its side (Dr/Cr from the shop's books: a customer who owes is Dr, a supplier owed is Cr).
import type { LedgerParty, LedgerRowView } from '../../../api/ledger';
import { rupeesShown } from '../../../ui/records/order-rows';
import { KIND_LABELS } from './ledger-paths';

export function balanceShown(party: LedgerParty, balance: string): string {
  const amount = Number(balance);
  if (amount === 0) return '0.00';
  const owes = amount > 0;
  const side = party === 'customer' ? (owes ? 'Dr' : 'Cr') : owes ? 'Cr' : 'Dr';
  return `${rupeesShown(Math.abs(amount).toFixed(2))} ${side}`;
}

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
