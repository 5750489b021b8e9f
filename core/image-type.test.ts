import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, checkImage, imageTypeOf } from './image-type';

const bytes = (...parts: Array<number[] | string>) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('imageTypeOf', () => {
  it('knows JPEG, PNG, GIF and WebP by their first bytes', () => {
    expect(imageTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(imageTypeOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(imageTypeOf(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(imageTypeOf(bytes('GIF87a'))).toBe('image/gif');
    expect(imageTypeOf(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else, whatever its name would say', () => {
    expect(imageTypeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageTypeOf(bytes('%PDF-1.7'))).toBeNull();
    expect(imageTypeOf(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(imageTypeOf(bytes([0x89], 'PNG'))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });
});

describe('checkImage', () => {
  it('takes a picture up to 2 MB and refuses an empty, oversized or non-picture file with a reason', () => {
    const png = (size: number) => {
      const b = new Uint8Array(size);
      b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      return b;
    };
    expect(checkImage(png(MAX_IMAGE_BYTES))).toEqual({ ok: true, type: 'image/png' });
    expect(checkImage(png(MAX_IMAGE_BYTES + 1))).toEqual({ ok: false, reason: 'must be at most 2 MB (this one is 2.0 MB)' });
    expect(checkImage(new Uint8Array())).toEqual({ ok: false, reason: 'the file is empty' });
    expect(checkImage(bytes('hello'))).toEqual({ ok: false, reason: 'must be a JPEG, PNG, WebP or GIF picture' });
  });
});
