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

/** A party the pending reports' picker offers (issue 29 item 7): its id, name and mobile. */
export interface PickableParty {
  id: string;
  name: string;
  mobile: string;
}

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[\s.,/&()-]+/)
    .filter((w) => w !== '');
const squeezed = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** 0 the exact name, 1 a name that starts with the text, 2 every typed word starts a word of the name, 3 the mobile holds the digits; 4 none. */
function pickTier(party: PickableParty, typed: string): number {
  const name = squeezed(party.name);
  if (name === typed) return 0;
  if (name.startsWith(typed)) return 1;
  const nameWords = words(name);
  const typedWords = words(typed);
  if (typedWords.length > 0 && typedWords.every((w) => nameWords.some((n) => n.startsWith(w)))) return 2;
  const digits = typed.replace(/[\s+-]/g, '');
  if (/^\d{3,}$/.test(digits) && party.mobile.replace(/\D/g, '').includes(digits)) return 3;
  return 4;
}

/**
 * The parties the typed text names, best first: the exact name, then names that start with it, then names whose words
 * start with its words, then a mobile holding its digits; within each, by name. A pure function of the text, so
 * whatever was typed, however fast, chooses the same party.
 */
export function matchParties<P extends PickableParty>(parties: readonly P[], typed: string): P[] {
  const wanted = squeezed(typed);
  if (!wanted) return [];
  return parties
    .map((party) => ({ party, tier: pickTier(party, wanted) }))
    .filter((m) => m.tier < 4)
    .sort((a, b) => a.tier - b.tier || a.party.name.localeCompare(b.party.name) || a.party.id.localeCompare(b.party.id))
    .map((m) => m.party);
}
