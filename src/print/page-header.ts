// The running header of a printed A4 bill (issue 22): every page names the document, its number and date, and says
// "Page x of y", so a page that holds only the totals still says whose they are. Chromium draws @page margin boxes;
// the text is the bill's own, so the rule is written per bill.

// eslint-disable-next-line no-control-regex -- control characters are what cssString drops
const CONTROLS = /[\u0000-\u001f\u007f]/g;

/** A CSS string literal: quotes and backslashes escaped, line breaks and other controls dropped. */
export function cssString(text: string): string {
  const escaped = text.replace(CONTROLS, ' ').replace(/\\/g, '\\\\').replace(/"/g, '\\"');
  return `"${escaped}"`;
}

export interface PageHeader {
  title: string;
  numberLabel: string;
  number: string;
  date: string;
}

export function pageHeaderCss({ title, numberLabel, number, date }: PageHeader): string {
  return [
    '@page invoice {',
    `  @top-left { content: ${cssString(`${title} · ${numberLabel} ${number}`)}; }`,
    `  @top-center { content: ${cssString(`Date: ${date}`)}; }`,
    '  @top-right { content: "Page " counter(page) " of " counter(pages); }',
    '}',
  ].join('\n');
}
