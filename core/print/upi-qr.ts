// The UPI QR's modules as one SVG path, drawn by qrcode-generator (MIT, no dependencies, ~50 KB; kept since 2009):
// error correction M, a quiet zone of 4 modules as QR readers expect.
import qrcode from 'qrcode-generator';

export const QUIET_ZONE = 4;

export interface QrDrawing {
  /** Modules across, quiet zone included: the SVG's viewBox side. */
  size: number;
  /** One "M x y h1 v1 h-1 z" square per dark module. */
  path: string;
}

/** level: error correction; the e-invoice's signed QR (up to 2,953 characters) is drawn at L, as only L holds that much. */
export function qrDrawing(text: string, level: 'L' | 'M' = 'M'): QrDrawing {
  const qr = qrcode(0, level);
  qr.addData(text, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  const squares: string[] = [];
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (qr.isDark(row, col)) squares.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: count + 2 * QUIET_ZONE, path: squares.join('') };
}
