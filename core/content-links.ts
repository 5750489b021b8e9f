// Links on the content pages (back-office §2): http, https, mailto and tel only. Shared by the editor and the server.

export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/**
 * The link to store for what was typed, or null when it is not allowed. A bare address ("kulir.example/about") is
 * taken as https; anything with another scheme (javascript:, data:, file:, …) is refused.
 */
export function allowedLink(typed: string): string | null {
  const text = typed.trim();
  // Browsers ignore tabs and newlines inside a URL ("java\tscript:" is javascript:): no control character is taken.
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (text === '' || /[\u0000-\u001f\u007f]/.test(text)) return null;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(text);
  if (!scheme) {
    if (text.startsWith('/') || /\s/.test(text)) return null;
    return allowedLink(`https://${text}`);
  }
  const name = scheme[1].toLowerCase();
  if (!(LINK_SCHEMES as readonly string[]).includes(name)) return null;
  if (name === 'http' || name === 'https') {
    try {
      const url = new URL(text);
      return url.hostname ? url.href : null;
    } catch {
      return null;
    }
  }
  const rest = text.slice(scheme[0].length);
  if (name === 'tel') return /^\+?[0-9 ()-]{3,20}$/.test(rest) ? `tel:${rest.replace(/[ ()-]/g, '')}` : null;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+(\?.*)?$/.test(rest) ? `mailto:${rest}` : null;
}
