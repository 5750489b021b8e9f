// A byte-level ESC/POS decoder for the tests (issue 33), written from Epson's ESC/POS command reference, not from the
// encoder's source: it reads a print job back into what a printer would do with it (text lines, raster images, QR
// codes, the cut, the drawer pulse) and throws on a byte sequence it does not know, so a test sees every command sent.
const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;
const DLE = 0x10;
const LF = 0x0a;
const CR = 0x0d;

export type EscPosItem =
  | { kind: 'text'; text: string; bold: boolean; align: 'left' | 'center' | 'right' }
  | { kind: 'image'; widthDots: number; heightDots: number; rows: boolean[][] }
  | { kind: 'qr'; data: string; model: number; size: number; errorLevel: string }
  | { kind: 'cut'; partial: boolean }
  | { kind: 'pulse'; pin: number; onMs: number; offMs: number }
  | { kind: 'feed'; lines: number }
  | { kind: 'status'; n: number };

/** The items without the blank lines between them (line feeds, the feed before the cut). */
export function printed(items: readonly EscPosItem[]): EscPosItem[] {
  return items.filter((item) => item.kind !== 'text' || item.text.trim() !== '');
}

export interface Decoded {
  items: EscPosItem[];
  /** The text lines printed, in order. */
  lines: string[];
  /** Every command met, named as in the reference ("ESC @", "GS v 0", …), in order. */
  commands: string[];
}

const ALIGNS = ['left', 'center', 'right'] as const;
const QR_LEVELS: Record<number, string> = { 48: 'L', 49: 'M', 50: 'Q', 51: 'H' };

export function decodeEscPos(bytes: Uint8Array): Decoded {
  const items: EscPosItem[] = [];
  const commands: string[] = [];
  let i = 0;
  let text = '';
  let bold = false;
  // A line is bold when any of its characters was printed emphasised (the encoder turns it off before the line feed).
  let lineBold = false;
  let align: 'left' | 'center' | 'right' = 'left';
  const qr = { data: '', model: 2, size: 3, errorLevel: 'L' };
  const at = (k: number): number => {
    const b = bytes[k];
    if (b === undefined) throw new Error(`ESC/POS: the job ends inside a command at byte ${k}`);
    return b;
  };
  const flush = () => {
    items.push({ kind: 'text', text, bold: lineBold, align });
    text = '';
    lineBold = bold;
  };
  while (i < bytes.length) {
    const b = at(i);
    if (b === LF) {
      flush();
      i += 1;
    } else if (b === CR) {
      i += 1;
    } else if (b === ESC) {
      const c = at(i + 1);
      const name = String.fromCharCode(c);
      if (c === 0x40) {
        commands.push('ESC @');
        bold = false;
        lineBold = false;
        align = 'left';
        i += 2;
      } else if (c === 0x61) {
        // ESC a n: justification 0/48 left, 1/49 centre, 2/50 right
        commands.push('ESC a');
        align = ALIGNS[at(i + 2) % 48] ?? 'left';
        i += 3;
      } else if (c === 0x45 || c === 0x47) {
        // ESC E n: emphasised; ESC G n: double-strike
        commands.push(`ESC ${name}`);
        if (c === 0x45) bold = (at(i + 2) & 1) === 1;
        i += 3;
      } else if (c === 0x70) {
        // ESC p m t1 t2: pulse to drawer pin m (0/48: pin 2, 1/49: pin 5), on t1 × 2 ms, off t2 × 2 ms
        commands.push('ESC p');
        items.push({ kind: 'pulse', pin: at(i + 2) % 48 === 0 ? 2 : 5, onMs: at(i + 3) * 2, offMs: at(i + 4) * 2 });
        i += 5;
      } else if (c === 0x64) {
        commands.push('ESC d');
        items.push({ kind: 'feed', lines: at(i + 2) });
        i += 3;
      } else if ([0x74, 0x4d, 0x2d, 0x52, 0x21, 0x33, 0x20, 0x56, 0x7b, 0x4a].includes(c)) {
        // ESC t (code table), ESC M (font), ESC - (underline), ESC R (character set), ESC ! (print mode), ESC 3 (line
        // spacing), ESC SP (right spacing), ESC V (90° rotation), ESC { (upside down), ESC J (feed n dots): one parameter
        commands.push(`ESC ${name}`);
        i += 3;
      } else if (c === 0x32) {
        commands.push('ESC 2');
        i += 2;
      } else {
        throw new Error(`ESC/POS: unknown command ESC 0x${c.toString(16)} at byte ${i}`);
      }
    } else if (b === GS) {
      const c = at(i + 1);
      if (c === 0x56) {
        // GS V m (m 0/48 full, 1/49 partial) or GS V m n (m 65 full, 66 partial: feed n then cut)
        commands.push('GS V');
        const m = at(i + 2);
        items.push({ kind: 'cut', partial: m === 1 || m === 49 || m === 66 });
        i += m === 65 || m === 66 ? 4 : 3;
      } else if (c === 0x76 && at(i + 2) === 0x30) {
        // GS v 0 m xL xH yL yH d1…dk: a raster bit image, x bytes a row, y rows, the most significant bit leftmost
        commands.push('GS v 0');
        const xBytes = at(i + 4) + at(i + 5) * 256;
        const yDots = at(i + 6) + at(i + 7) * 256;
        const start = i + 8;
        const rows: boolean[][] = [];
        for (let y = 0; y < yDots; y++) {
          const row: boolean[] = [];
          for (let x = 0; x < xBytes * 8; x++) row.push(((at(start + y * xBytes + (x >> 3)) >> (7 - (x & 7))) & 1) === 1);
          rows.push(row);
        }
        items.push({ kind: 'image', widthDots: xBytes * 8, heightDots: yDots, rows });
        i = start + xBytes * yDots;
      } else if (c === 0x28 && at(i + 2) === 0x6b) {
        // GS ( k pL pH cn fn [parameters]: the 2D code functions; cn 49 is QR Code
        const length = at(i + 3) + at(i + 4) * 256;
        const cn = at(i + 5);
        const fn = at(i + 6);
        const params = bytes.subarray(i + 7, i + 5 + length);
        if (cn !== 49) throw new Error(`ESC/POS: GS ( k for symbol ${cn}, not QR`);
        commands.push(`GS ( k ${fn}`);
        if (fn === 65) qr.model = (params[0] ?? 50) - 48;
        else if (fn === 67) qr.size = params[0] ?? 3;
        else if (fn === 69) qr.errorLevel = QR_LEVELS[params[0] ?? 48] ?? '?';
        else if (fn === 80) qr.data = new TextDecoder().decode(params.subarray(1));
        else if (fn === 81) items.push({ kind: 'qr', ...qr });
        else throw new Error(`ESC/POS: unknown QR function ${fn}`);
        i += 5 + length;
      } else if (c === 0x21 || c === 0x42 || c === 0x66 || c === 0x68 || c === 0x77 || c === 0x48 || c === 0x62) {
        // GS ! (character size), GS B (reverse), GS f/GS H (HRI), GS h/GS w (barcode), GS b (smoothing): one parameter
        commands.push(`GS ${String.fromCharCode(c)}`);
        i += 3;
      } else if (c === 0x4c || c === 0x57) {
        // GS L nL nH (left margin), GS W nL nH (print area width)
        commands.push(`GS ${String.fromCharCode(c)}`);
        i += 4;
      } else {
        throw new Error(`ESC/POS: unknown command GS 0x${c.toString(16)} at byte ${i}`);
      }
    } else if (b === FS) {
      const c = at(i + 1);
      if (c === 0x2e || c === 0x26) {
        // FS . (cancel Kanji mode), FS & (select Kanji mode)
        commands.push(`FS ${String.fromCharCode(c)}`);
        i += 2;
      } else if (c === 0x43) {
        commands.push('FS C');
        i += 3;
      } else {
        throw new Error(`ESC/POS: unknown command FS 0x${c.toString(16)} at byte ${i}`);
      }
    } else if (b === DLE && at(i + 1) === 0x04) {
      // DLE EOT n: real-time status transmission
      commands.push('DLE EOT');
      items.push({ kind: 'status', n: at(i + 2) });
      i += 3;
    } else if (b < 0x20) {
      throw new Error(`ESC/POS: unknown control byte 0x${b.toString(16)} at byte ${i}`);
    } else {
      // Code page 437/858 above 0x7f is not decoded: the receipts' text is ASCII, anything else goes as an image.
      text += String.fromCharCode(b);
      if (bold && b !== 0x20) lineBold = true;
      i += 1;
    }
  }
  if (text !== '') flush();
  const lines = items.flatMap((item) => (item.kind === 'text' ? [item.text] : []));
  return { items, lines, commands };
}
