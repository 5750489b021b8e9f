import { defaultFilter } from 'cmdk';

/**
 * cmdk's fuzzy score drops to a few thousandths when the typed letters are only scattered through an id
 * ("log out" in "catalogue.product-update"); such a match is noise, and with the catalogue's commands it outranked
 * the exact "Log out" in the ordering the palette shows. Below this score a command is not offered.
 */
export const MIN_PALETTE_SCORE = 0.01;

export function paletteFilter(value: string, search: string, keywords?: string[]): number {
  const score = defaultFilter(value, search, keywords);
  return score >= MIN_PALETTE_SCORE ? score : 0;
}
