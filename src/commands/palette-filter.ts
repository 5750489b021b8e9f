import { defaultFilter } from 'cmdk';

/**
 * cmdk's fuzzy score drops to a few thousandths when the typed letters are only scattered through an id
 * ("log out" in "catalogue.product-update"); such a match is noise, and with the catalogue's commands it outranked
 * the exact "Log out" in the ordering the palette shows. Below this score a command is not offered.
 */
export const MIN_PALETTE_SCORE = 0.01;

/** Ranks a command whose words start with every typed word ("rep" → Stock Report) above a scattered fuzzy match
 * ("rep" → REtail Products), which cmdk's score alone can put first. */
export const WORD_START_SCORE = 0.99;

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

export function paletteFilter(value: string, search: string, keywords?: string[]): number {
  const score = defaultFilter(value, search, keywords);
  if (score < MIN_PALETTE_SCORE) return 0;
  const typed = words(search);
  const title = words(keywords?.[0] ?? '');
  const byWordStarts = typed.length > 0 && typed.every((t) => title.some((w) => w.startsWith(t)));
  return byWordStarts ? Math.max(score, WORD_START_SCORE) : score;
}

/** What the palette needs of a command to score it. */
export interface Scored {
  id: string;
  title: string;
  keywords: readonly string[];
}

/**
 * The palette's groups, the one holding the best match first (then the usual order): cmdk sorts the items inside a
 * group but left the groups as rendered, so "rep" listed all of Menu's loose matches before Reports.
 */
export function groupsByBestMatch<G extends string>(order: readonly G[], commands: ReadonlyArray<Scored & { group: G }>, typed: string): G[] {
  if (typed.trim() === '') return [...order];
  const best = new Map<G, number>();
  for (const command of commands) {
    const score = paletteFilter(command.id, typed, [command.title, ...command.keywords]);
    best.set(command.group, Math.max(best.get(command.group) ?? 0, score));
  }
  return [...order].sort((a, b) => (best.get(b) ?? 0) - (best.get(a) ?? 0));
}
