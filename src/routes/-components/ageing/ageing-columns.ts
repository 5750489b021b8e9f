// The ageing report's columns, one list for the screen, its CSV and its A4 print (issue 29 item 3).
import type { LedgerParty } from '../../../../core/ledger/documents';
import type { AgeingFigures } from '../../../api/ageing';

export const AGEING_FIGURES: ReadonlyArray<{ key: keyof AgeingFigures; header: string }> = [
  { key: 'total', header: 'Total' },
  { key: 'b0_30', header: '0-30 Days' },
  { key: 'b31_60', header: '31-60 Days' },
  { key: 'b61_90', header: '61-90 Days' },
  { key: 'b90_plus', header: '90+ Days' },
];

export const AGEING_TITLES: Record<LedgerParty, string> = { customer: 'Customer Ageing', supplier: 'Supplier Ageing' };

export const ageingPath = (party: LedgerParty): string => (party === 'supplier' ? '/ageing?party=supplier' : '/ageing');

/** The A4 print of the same report, on the same as-of date. */
export const ageingPrintPath = (party: LedgerParty, asOf: string): string => `/ageingprint/${party}${asOf ? `?as_of=${encodeURIComponent(asOf)}` : ''}`;
