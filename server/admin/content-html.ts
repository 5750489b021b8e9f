// The content pages' HTML, cleaned on the server to what the editor's toolbar can make (spec §2): headings 1-3,
// paragraphs, bold, italic, underline, links (http, https, mailto, tel only), ordered and bullet lists. Anything else,
// scripts, on* attributes, styles and javascript: links included, is dropped.
import sanitizeHtml from 'sanitize-html';
import { LINK_SCHEMES } from '../../core/content-links';

export const CONTENT_TAGS = ['h1', 'h2', 'h3', 'p', 'div', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ol', 'ul', 'li'] as const;

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...CONTENT_TAGS],
    allowedAttributes: { a: ['href', 'rel'] },
    allowedSchemes: [...LINK_SCHEMES],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    // Dropped with their content: a script's text must not survive as page text.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
    transformTags: {
      a: (tagName, attribs): sanitizeHtml.Tag => ({
        tagName,
        attribs: attribs.href ? { href: attribs.href, rel: 'noopener noreferrer' } : {},
      }),
    },
    exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && frame.text.trim() === '',
  });
}
