// Where a party's ledger and its printed statement live (issue 29 item 2).
import type { LedgerParty } from '../../../../core/ledger/documents';

export const ledgerPath = (party: LedgerParty, id: string): string => `/ledger/${party}/${id}`;

/** The A4 "Statement of Account", for the same period as the screen shows. */
export function statementPath(party: LedgerParty, id: string, period: { from?: string | undefined; to?: string | undefined }): string {
  const query = new URLSearchParams();
  if (period.from) query.set('from', period.from);
  if (period.to) query.set('to', period.to);
  const text = query.toString();
  return `/statement/${party}/${id}${text ? `?${text}` : ''}`;
}

export { KIND_LABELS } from '../../../../core/ledger/labels';
