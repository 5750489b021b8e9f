import { describe, expect, it } from 'vitest';
import { cssString, pageHeaderCss } from './page-header';

describe('the printed page header', () => {
  it('names the document, number and date, and counts the pages', () => {
    expect(pageHeaderCss({ title: 'TAX INVOICE', numberLabel: 'Invoice No.', number: '99', date: '12-11-2026' })).toBe(
      [
        '@page invoice {',
        '  @top-left { content: "TAX INVOICE · Invoice No. 99"; }',
        '  @top-center { content: "Date: 12-11-2026"; }',
        '  @top-right { content: "Page " counter(page) " of " counter(pages); }',
        '}',
      ].join('\n'),
    );
  });

  it('cannot be broken out of its string', () => {
    expect(cssString('a"; } body { display: none } @x { content: "\\')).toBe('"a\\"; } body { display: none } @x { content: \\"\\\\"');
    expect(cssString('two\nlines')).toBe('"two lines"');
  });
});
