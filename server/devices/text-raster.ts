// Text a receipt printer's own fonts cannot print (Tamil, Devanagari, the rupee sign: anything outside ASCII), drawn
// as a 1-bit-ready bitmap for ESC/POS's raster image (issue 33): @napi-rs/canvas (Skia, prebuilt, MIT) shapes and
// draws it with the Noto fonts the app already ships (npm @fontsource, OFL-1.1), wrapped to the roll's width.
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import type { Align } from './receipt-blocks';

export interface TextBitmap {
  width: number;
  height: number;
  /** RGBA, 4 bytes a dot, black text on white. */
  data: Uint8ClampedArray;
}

/** Font A's height in dots: a raster line as tall as a printed one. */
const FONT_DOTS = 24;
const LINE_DOTS = 30;
const FAMILIES = ['Kulir Receipt Latin', 'Kulir Receipt Tamil', 'Kulir Receipt Devanagari'];

const require = createRequire(import.meta.url);
let registered = false;

function registerFonts(): void {
  if (registered) return;
  const file = (family: string, subset: string, weight: number) => require.resolve(`@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff`);
  for (const weight of [400, 700]) {
    GlobalFonts.registerFromPath(file('noto-sans-tamil', 'latin', weight), 'Kulir Receipt Latin');
    GlobalFonts.registerFromPath(file('noto-sans-tamil', 'latin-ext', weight), 'Kulir Receipt Latin');
    GlobalFonts.registerFromPath(file('noto-sans-tamil', 'tamil', weight), 'Kulir Receipt Tamil');
    GlobalFonts.registerFromPath(file('noto-sans-devanagari', 'devanagari', weight), 'Kulir Receipt Devanagari');
  }
  registered = true;
}

function fontOf(bold: boolean, large: boolean): string {
  return `${bold ? 'bold ' : ''}${large ? FONT_DOTS * 1.5 : FONT_DOTS}px ${FAMILIES.map((f) => `"${f}"`).join(', ')}`;
}

/** The text's lines, broken between words to fit the width (a word wider than the line is broken between letters). */
function wrap(ctx: SKRSContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/(?<=\s)/)) {
      const tried = line + word;
      if (line === '' || ctx.measureText(tried.trimEnd()).width <= width) {
        line = tried;
        continue;
      }
      lines.push(line.trimEnd());
      line = word;
    }
    while (ctx.measureText(line.trimEnd()).width > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && ctx.measureText(line.slice(0, cut)).width > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

/** The text drawn black on white, `width` dots wide, as many lines tall as it needs. */
export function textBitmap(text: string, width: number, options: { align: Align; bold: boolean; large?: boolean }): TextBitmap {
  registerFonts();
  const font = fontOf(options.bold, options.large === true);
  const measure = createCanvas(width, LINE_DOTS).getContext('2d');
  measure.font = font;
  const lines = wrap(measure, text, width);
  const lineDots = options.large ? Math.round(LINE_DOTS * 1.5) : LINE_DOTS;
  const canvas = createCanvas(width, lines.length * lineDots);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000';
  ctx.font = font;
  ctx.textBaseline = 'middle';
  ctx.textAlign = options.align;
  const x = options.align === 'center' ? width / 2 : options.align === 'right' ? width : 0;
  lines.forEach((line, i) => ctx.fillText(line, x, i * lineDots + lineDots / 2));
  const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
  return { width: image.width, height: image.height, data: image.data };
}
