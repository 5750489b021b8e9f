// Each page's text of a PDF, read with Mozilla's PDF.js (pdfjs-dist, Apache-2.0): what a reader of the printed bill or
// price list sees, page by page.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

export async function pdfPageTexts(pdf: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({
    data: new Uint8Array(pdf),
    // In Node, PDF.js reads its standard fonts from a folder path.
    standardFontDataUrl: `${join(pdfjsRoot, 'standard_fonts')}/`,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  await document.destroy();
  return pages;
}
