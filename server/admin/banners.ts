// Banner pictures: checked by their bytes, kept in the database as a data URL (so both dialects and every backup
// hold them), and served by banner_image.php with their own content type.
import type { Kysely } from 'kysely';
import { checkImage, MAX_IMAGE_BYTES, type ImageType } from '../../core/image-type';
import type { Database } from '../db/types';
import { ApiError } from '../envelope';

export interface BannerRecord {
  banner_id: string;
  /** Where the picture is served (banner_image.php); changes whenever the picture does. */
  image: string;
  rank: string;
  active: '1' | '0';
}

type BannerRow = { banner_id: number; rank: number; active: number; updated_at: string };

export function bannerRecord(row: BannerRow): BannerRecord {
  return {
    banner_id: String(row.banner_id),
    image: `/adminapi/banner_image.php?banner_id=${row.banner_id}&v=${encodeURIComponent(row.updated_at)}`,
    rank: String(row.rank),
    active: row.active === 1 ? '1' : '0',
  };
}

/** Everything but the picture's bytes. */
export function bannerRows(db: Kysely<Database>) {
  return db.selectFrom('banners').select(['banner_id', 'rank', 'active', 'updated_at']);
}

export interface StoredImage {
  type: ImageType;
  bytes: Buffer;
}

export function toDataUrl(image: StoredImage): string {
  return `data:${image.type};base64,${image.bytes.toString('base64')}`;
}

export function fromDataUrl(stored: string): StoredImage | null {
  const match = /^data:(image\/(?:jpeg|png|webp|gif));base64,(.*)$/s.exec(stored);
  if (!match) return null;
  return { type: match[1] as ImageType, bytes: Buffer.from(match[2], 'base64') };
}

// Base64 of 2 MB is about 2.7 MB; anything much longer is refused before it is decoded.
const MAX_BASE64 = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 1024;

/** The bytes of an upload: a multipart file, or (spec §5) a base64 data string such as "data:image/png;base64,…". */
async function bytesOf(input: unknown): Promise<Buffer | null> {
  if (input instanceof File) {
    if (input.size > MAX_IMAGE_BYTES) return Buffer.alloc(MAX_IMAGE_BYTES + 1);
    return input.size === 0 ? null : Buffer.from(await input.arrayBuffer());
  }
  if (typeof input !== 'string' || input.trim() === '') return null;
  const text = input.trim();
  const data = text.startsWith('data:') ? text.slice(text.indexOf(',') + 1) : text;
  if (data.length > MAX_BASE64) return Buffer.alloc(MAX_IMAGE_BYTES + 1);
  if (!/^[A-Za-z0-9+/=\s_-]*$/.test(data)) throw new ApiError(400, 'image: must be a picture file or a base64 data string');
  return Buffer.from(data, 'base64');
}

/**
 * The upload field `image`: a real JPEG, PNG, WebP or GIF of at most 2 MB (413 when larger). `missing` is the
 * spec's message for no picture at all.
 */
export async function readImage(input: unknown, missing: string): Promise<StoredImage> {
  const bytes = await bytesOf(input);
  if (bytes === null) throw new ApiError(400, missing);
  const checked = checkImage(bytes);
  if (!checked.ok) throw new ApiError(bytes.length > MAX_IMAGE_BYTES ? 413 : 400, `image: ${checked.reason}`);
  return { type: checked.type, bytes };
}
