import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrDrawing, QUIET_ZONE } from './upi-qr';

/** The drawing as pixels (4 per module), read back by jsQR: what a phone's camera would see. */
function decode(text: string): string | undefined {
  const { size, path } = qrDrawing(text);
  const scale = 4;
  const side = size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)/g)) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const at = ((Number(y) * scale + dy) * side + Number(x) * scale + dx) * 4;
        pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
      }
    }
  }
  return jsQR(pixels, side, side)?.data;
}

describe('the UPI QR drawing', () => {
  it('reads back as the exact upi:// link', () => {
    const link = 'upi://pay?pa=kulircooling@okaxis&pn=Kulir%20Cooling%20Centre&am=122766.00&cu=INR&tn=42';
    expect(decode(link)).toBe(link);
  });

  it('keeps a quiet zone of 4 modules on every side', () => {
    const { size, path } = qrDrawing('upi://pay?pa=a@b&am=1.00&cu=INR');
    const cells = [...path.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => [Number(x), Number(y)]);
    expect(Math.min(...cells.flat())).toBe(QUIET_ZONE);
    expect(Math.max(...cells.flat())).toBe(size - QUIET_ZONE - 1);
  });
});
