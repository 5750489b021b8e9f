// What a picture file is, by its first bytes (not its name or the type the browser claims): JPEG, PNG, WebP or GIF.

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

/** Banner pictures: at most 2 MB each. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export type ImageCheck = { ok: true; type: ImageType } | { ok: false; reason: string };

/** The spec's banner rule made exact: a real picture of one of four kinds, not empty, at most 2 MB. */
export function checkImage(bytes: Uint8Array): ImageCheck {
  if (bytes.length === 0) return { ok: false, reason: 'the file is empty' };
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, reason: `must be at most 2 MB (this one is ${(bytes.length / (1024 * 1024)).toFixed(1)} MB)` };
  const type = imageTypeOf(bytes);
  if (type === null) return { ok: false, reason: 'must be a JPEG, PNG, WebP or GIF picture' };
  return { ok: true, type };
}
