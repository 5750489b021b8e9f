// The barcodes a PDF carries, read back as a scanner would: each page rendered to a 300 dpi PNG by poppler's pdftoppm
// and decoded with zxing-wasm (MIT; ZXing-C++ compiled to WebAssembly, its .wasm read from the package, never fetched).
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
let ready: Promise<unknown> | null = null;

/** The PDF's pages as PNG files' bytes, page order. */
export async function pdfPagesAsPng(pdf: Uint8Array, dpi = 300): Promise<Uint8Array[]> {
  const dir = await mkdtemp(join(tmpdir(), 'kulir-labels-'));
  try {
    await writeFile(join(dir, 'in.pdf'), pdf);
    await run('pdftoppm', ['-r', String(dpi), '-png', join(dir, 'in.pdf'), join(dir, 'page')]);
    const files = (await readdir(dir)).filter((f) => f.startsWith('page')).sort();
    return Promise.all(files.map(async (f) => new Uint8Array(await readFile(join(dir, f)))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Every Code 128 barcode on each page, page order, each page's in reading order (top to bottom, left to right). */
export async function code128OnPages(pdf: Uint8Array): Promise<string[][]> {
  ready ??= readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).then((wasm) =>
    prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer },
      fireImmediately: true,
    }),
  );
  await ready;
  const pages: string[][] = [];
  for (const png of await pdfPagesAsPng(pdf)) {
    const found = await readBarcodes(png, { formats: ['Code128'], maxNumberOfSymbols: 255, tryHarder: true });
    const placed = found
      .filter((r) => r.isValid)
      .map((r) => ({ text: r.text, x: r.position.topLeft.x, y: r.position.topLeft.y }))
      .sort((a, b) => (Math.abs(a.y - b.y) > 20 ? a.y - b.y : a.x - b.x));
    pages.push(placed.map((p) => p.text));
  }
  return pages;
}
