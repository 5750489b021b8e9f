// What an import's upload answers, as the import screen tells it (spec §7 Bulk).
import type { ImportIssue } from '../catalogue/import-rows';

export interface ImportCounts {
  rows: number;
  added: number;
  updated: number;
}

export type ImportResult =
  | { ok: true; msg: string; counts: ImportCounts }
  | { ok: false; kind: 'refused'; code: number; msg: string; errors: ImportIssue[] }
  /** Spec §8: a reply that is not JSON, JSON of another shape, or no reply at all. */
  | { ok: false; kind: 'invalid' | 'unexpected' | 'network' };
