// A QR code as the screen draws it, photographed and read back by jsQR: the test reads what a phone would.
import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

export async function readQr(qr: Locator): Promise<string | undefined> {
  const png = PNG.sync.read(await qr.screenshot({ scale: 'device' }));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}
