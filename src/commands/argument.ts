// A palette command's argument: the text typed after its words ("find product fan" → "fan").

/** The text after `prefix` and a space, any case; null when the text does not start so or nothing follows. */
export function argumentAfter(prefix: string, typed: string): string | null {
  const text = typed.trimStart();
  if (!text.toLowerCase().startsWith(`${prefix.toLowerCase()} `)) return null;
  const argument = text.slice(prefix.length).trim();
  return argument === '' ? null : argument;
}
