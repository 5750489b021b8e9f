import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from './content-html';

describe('sanitizeContentHtml', () => {
  it("keeps what the editor's toolbar makes", () => {
    const html =
      '<h1>Kulir</h1><h2>About</h2><h3>Us</h3><p><strong>Bold</strong> <b>b</b> <em>it</em> <i>i</i> <u>under</u></p>' +
      '<ol><li>one</li></ol><ul><li>two</li></ul><div>line<br></div>';
    expect(sanitizeContentHtml(html)).toBe(
      '<h1>Kulir</h1><h2>About</h2><h3>Us</h3><p><strong>Bold</strong> <b>b</b> <em>it</em> <i>i</i> <u>under</u></p>' +
        '<ol><li>one</li></ol><ul><li>two</li></ul><div>line<br /></div>',
    );
  });

  it('keeps http, https, mailto and tel links, with rel="noopener noreferrer"', () => {
    for (const href of ['https://kulir.example/shop', 'http://kulir.example', 'mailto:sales@kulir.example', 'tel:+919443012345']) {
      expect(sanitizeContentHtml(`<a href="${href}" target="_blank">x</a>`)).toBe(`<a href="${href}" rel="noopener noreferrer">x</a>`);
    }
  });

  it('drops javascript:, data:, vbscript: and protocol-relative links, keeping the text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/x',
    ]) {
      expect(sanitizeContentHtml(`<a href="${href}">click</a>`), href).toBe('<a rel="noopener noreferrer">click</a>');
    }
  });

  it('drops scripts with their text, event handlers, styles and other tags', () => {
    expect(sanitizeContentHtml('<p onclick="alert(1)" style="color:red" class="x">Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
    expect(sanitizeContentHtml('<img src=x onerror=alert(1)><svg onload=alert(1)><b>ok</b></svg>')).toBe('<b>ok</b>');
    expect(sanitizeContentHtml('<iframe src="https://evil.example"></iframe><style>p{}</style><h4>Four</h4>')).toBe('Four');
    expect(sanitizeContentHtml('<a href="https://x.example" onmouseover="alert(1)">x</a>')).toBe('<a href="https://x.example" rel="noopener noreferrer">x</a>');
  });

  it('answers an empty page for empty input', () => {
    expect(sanitizeContentHtml('')).toBe('');
  });
});
