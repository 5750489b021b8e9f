// What a CSV file is written in, before a CSV parser reads it: the text encoding (UTF-8, else Windows-1252, as Excel on
// Windows saves "CSV") and the delimiter (comma; semicolon where the decimal mark is a comma; tab from "Text" exports).

export type CsvDelimiter = ',' | ';' | '\t';
export type CsvEncoding = 'utf-8' | 'windows-1252';

const DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t'];

/** Valid UTF-8 is read as UTF-8; anything else as Windows-1252 (every byte is a character there). */
export function csvEncodingOf(bytes: Uint8Array): CsvEncoding {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  // Checked in slices, so a large file is never held twice as one string.
  const SLICE = 64 * 1024;
  try {
    for (let at = 0; at < bytes.length; at += SLICE) decoder.decode(bytes.subarray(at, at + SLICE), { stream: at + SLICE < bytes.length });
    decoder.decode();
  } catch {
    return 'windows-1252';
  }
  return 'utf-8';
}

/**
 * The delimiter of the header row (the text up to its first line break outside quotes): the candidate found most often
 * outside quotes; a comma when there is a tie or none.
 */
export function csvDelimiterOf(text: string): CsvDelimiter {
  const counts = new Map<CsvDelimiter, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch as CsvDelimiter)) counts.set(ch as CsvDelimiter, (counts.get(ch as CsvDelimiter) ?? 0) + 1);
  }
  let best: CsvDelimiter = ',';
  for (const d of DELIMITERS) if ((counts.get(d) ?? 0) > (counts.get(best) ?? 0)) best = d;
  return best;
}
