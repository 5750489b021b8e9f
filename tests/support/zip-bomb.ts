// A zip bomb built in the test (nothing big is committed): one worksheet whose deflate stream is a 1-byte stored block
// followed by the same fixed-Huffman block again and again, each 806 copies of "repeat the last 258 bytes" and padded to
// a whole byte so the blocks can be chained. 1,311 bytes unpack to 207,948; a 6 MB file unpacks to about 1 GB.
// The zip declares the true sizes (as the bomb did) unless told to lie; the CRC is left 0 (readers skip it).

const REFS_PER_BLOCK = 806; // 3 + 13k + 7 bits is a whole number of bytes when k ≡ 6 (mod 8)
const BYTES_PER_BLOCK = 258 * REFS_PER_BLOCK;

/** Bits written least significant first, as deflate packs them. */
class BitWriter {
  private readonly bytes: number[] = [];
  private bit = 0;
  write(value: number, count: number): void {
    for (let i = 0; i < count; i += 1) {
      if (this.bit === 0) this.bytes.push(0);
      if ((value >> i) & 1) this.bytes[this.bytes.length - 1] |= 1 << this.bit;
      this.bit = (this.bit + 1) % 8;
    }
  }
  /** Huffman codes are packed most significant bit first. */
  writeCode(code: number, length: number): void {
    for (let i = length - 1; i >= 0; i -= 1) this.write((code >> i) & 1, 1);
  }
  done(): Uint8Array {
    if (this.bit !== 0) throw new Error('block is not byte-aligned');
    return Uint8Array.from(this.bytes);
  }
}

function repeatBlock(): Uint8Array {
  const bits = new BitWriter();
  bits.write(0, 1); // not final
  bits.write(1, 2); // fixed Huffman
  for (let i = 0; i < REFS_PER_BLOCK; i += 1) {
    bits.writeCode(0b11000101, 8); // length 258 (code 285)
    bits.writeCode(0, 5); // distance 1
  }
  bits.writeCode(0, 7); // end of block (256)
  return bits.done();
}

export function zipBomb(options: { unpackedBytes: number; declaredBytes?: number; name?: string }): Uint8Array<ArrayBuffer> {
  const blocks = Math.ceil((options.unpackedBytes - 1) / BYTES_PER_BLOCK);
  const block = repeatBlock();
  const first = Uint8Array.from([0x00, 0x01, 0x00, 0xfe, 0xff, 0x3c]); // stored, not final, 1 byte: "<"
  const last = Uint8Array.from([0x01, 0x00, 0x00, 0xff, 0xff]); // stored, final, empty
  const compressedSize = first.length + blocks * block.length + last.length;
  const unpacked = 1 + blocks * BYTES_PER_BLOCK;
  const declared = options.declaredBytes ?? unpacked;
  const name = new TextEncoder().encode(options.name ?? 'xl/worksheets/sheet1.xml');

  const local = new DataView(new ArrayBuffer(30));
  local.setUint32(0, 0x04034b50, true);
  local.setUint16(4, 20, true);
  local.setUint16(8, 8, true);
  local.setUint32(18, compressedSize, true);
  local.setUint32(22, declared, true);
  local.setUint16(26, name.length, true);
  const central = new DataView(new ArrayBuffer(46));
  central.setUint32(0, 0x02014b50, true);
  central.setUint16(4, 20, true);
  central.setUint16(6, 20, true);
  central.setUint16(10, 8, true);
  central.setUint32(20, compressedSize, true);
  central.setUint32(24, declared, true);
  central.setUint16(28, name.length, true);
  const centralStart = 30 + name.length + compressedSize;
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, 1, true);
  end.setUint16(10, 1, true);
  end.setUint32(12, 46 + name.length, true);
  end.setUint32(16, centralStart, true);

  const out = new Uint8Array(centralStart + 46 + name.length + 22);
  let at = 0;
  const put = (part: Uint8Array) => {
    out.set(part, at);
    at += part.length;
  };
  put(new Uint8Array(local.buffer));
  put(name);
  put(first);
  for (let i = 0; i < blocks; i += 1) put(block);
  put(last);
  put(new Uint8Array(central.buffer));
  put(name);
  put(new Uint8Array(end.buffer));
  return out;
}
