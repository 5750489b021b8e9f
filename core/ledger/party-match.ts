// "ledger jeyam" in the palette (issue 29 item 2): the customer or supplier the words name best — the exact name,
// then a name that starts with them, then one with a word that starts with them, then one that contains them;
// within a tier, in the order given (customers before suppliers), the shortest name first.
import type { LedgerParty } from './documents';

export interface NamedParty {
  party: LedgerParty;
  id: string;
  name: string;
}

const LEDGER_WORDS = /^\s*(?:ledger|statement)\s+(.+?)\s*$/i;

/** The party words of "ledger <name>" / "statement <name>", or null when the text is not that. */
export function ledgerQuery(typed: string): string | null {
  const match = LEDGER_WORDS.exec(typed);
  return match?.[1] ? match[1] : null;
}

function tier(name: string, wanted: string): number {
  const text = name.trim().toLowerCase().replace(/\s+/g, ' ');
  if (text === wanted) return 0;
  if (text.startsWith(wanted)) return 1;
  if (text.split(/[\s.,/&()-]+/).some((word) => word.startsWith(wanted)) || text.includes(` ${wanted}`)) return 2;
  if (text.includes(wanted)) return 3;
  return 4;
}

export function bestParty(parties: readonly NamedParty[], typed: string): NamedParty | null {
  const wanted = typed.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!wanted) return null;
  let best: { party: NamedParty; tier: number; index: number } | null = null;
  parties.forEach((party, index) => {
    const t = tier(party.name, wanted);
    if (t === 4) return;
    if (!best || t < best.tier || (t === best.tier && party.name.length < best.party.name.length)) best = { party, tier: t, index };
  });
  return (best as { party: NamedParty } | null)?.party ?? null;
}
