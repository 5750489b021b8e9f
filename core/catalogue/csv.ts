// What a CSV file is written in, before a CSV parser reads it: the text encoding (UTF-16 when it starts with its
// byte-order mark, as Excel's "Unicode Text" does; else UTF-8 when valid; else Windows-1252, as Excel on Windows saves
// "CSV") and the delimiter (comma; semicolon where the decimal mark is a comma; tab from "Text" exports).

export type CsvDelimiter = ',' | ';' | '\t';
export type CsvEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

const DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t'];

/** The UTF-16 byte-order marks: without one, a file is not taken for UTF-16. */
export function utf16Of(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

/** UTF-16 by its byte-order mark; valid UTF-8 as UTF-8; anything else as Windows-1252 (every byte is a character there). */
export function csvEncodingOf(bytes: Uint8Array): CsvEncoding {
  const utf16 = utf16Of(bytes);
  if (utf16) return utf16;
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
