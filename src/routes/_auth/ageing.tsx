import { createFileRoute } from '@tanstack/react-router';
import { AgeingScreen } from '../-components/ageing/AgeingScreen';

// Not in the spec (issue 29 item 3): the ageing of receivables, and with ?party=supplier of payables ("ageing",
// "ageing suppliers" in the palette).
export const Route = createFileRoute('/_auth/ageing')({
  validateSearch: (raw: Record<string, unknown>): { party?: 'supplier' } => (raw.party === 'supplier' ? { party: 'supplier' } : {}),
  component: function Ageing() {
    const { party } = Route.useSearch();
    const which = party === 'supplier' ? 'supplier' : 'customer';
    return <AgeingScreen key={which} party={which} />;
  },
});
