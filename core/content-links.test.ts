import { describe, expect, it } from 'vitest';
import { allowedLink } from './content-links';

describe('allowedLink', () => {
  it('takes http, https, mailto and tel links', () => {
    expect(allowedLink('https://kulir.example/about')).toBe('https://kulir.example/about');
    expect(allowedLink('http://kulir.example')).toBe('http://kulir.example/');
    expect(allowedLink('mailto:sales@kulir.example')).toBe('mailto:sales@kulir.example');
    expect(allowedLink('tel:+91 94430 12345')).toBe('tel:+919443012345');
    expect(allowedLink('  HTTPS://Kulir.Example/x  ')).toBe('https://kulir.example/x');
  });

  it('reads a bare address as https', () => {
    expect(allowedLink('kulir.example/contact')).toBe('https://kulir.example/contact');
  });

  it('refuses every other scheme, however it is written', () => {
    for (const typed of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
      'ftp://kulir.example',
    ]) {
      expect(allowedLink(typed), JSON.stringify(typed)).toBeNull();
    }
  });

  it('refuses empty, relative and malformed links', () => {
    for (const typed of ['', '   ', '/about', 'two words', 'mailto:nobody', 'tel:call-me', 'https://']) {
      expect(allowedLink(typed), JSON.stringify(typed)).toBeNull();
    }
  });
});
