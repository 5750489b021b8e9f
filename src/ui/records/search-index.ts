// Client-side search over a list held whole (50,000 customers): one lower-cased haystack per row, built once.
// A query that extends the previous one only re-reads the previous matches; the last few answers are kept, so
// erasing back to an earlier query (Backspace) costs nothing.

export interface SearchIndex {
  readonly size: number;
  /** Positions of the rows whose haystack contains the query (trimmed, any case), in list order. */
  search(query: string): readonly number[];
}

const KEPT_ANSWERS = 16;

/** The last few answers of a search, by key, the oldest let go first: erasing back to an earlier text costs nothing. */
export function keptAnswers<T>(size = KEPT_ANSWERS) {
  const answers = new Map<string, T>();
  return {
    get: (key: string): T | undefined => answers.get(key),
    keep(key: string, answer: T): T {
      answers.delete(key);
      answers.set(key, answer);
      if (answers.size > size) answers.delete(answers.keys().next().value as string);
      return answer;
    },
  };
}

export function createSearchIndex(haystacks: readonly string[]): SearchIndex {
  const lowered = haystacks.map((h) => h.toLowerCase());
  const everyRow = lowered.map((_, i) => i);
  const answers = keptAnswers<readonly number[]>();
  let lastQuery = '';
  return {
    size: lowered.length,
    search(query) {
      const needle = query.trim().toLowerCase();
      if (needle === '') return everyRow;
      const known = answers.get(needle);
      if (known) {
        lastQuery = needle;
        return known;
      }
      const pool = lastQuery !== '' && needle.includes(lastQuery) ? (answers.get(lastQuery) ?? everyRow) : everyRow;
      const hits: number[] = [];
      for (let k = 0; k < pool.length; k += 1) {
        const i = pool[k];
        if (lowered[i].includes(needle)) hits.push(i);
      }
      lastQuery = needle;
      return answers.keep(needle, hits);
    },
  };
}

/** Joins a row's searchable fields so that no query can match across two of them. */
export function haystack(...fields: ReadonlyArray<string | number | null | undefined>): string {
  return fields.map((f) => (f === null || f === undefined ? '' : String(f))).join('\u0000');
}
