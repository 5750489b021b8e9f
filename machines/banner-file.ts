// A chosen banner file, checked by its bytes (core/image-type) before it is sent as a base64 data string (spec §5).
// The banner machine (machines/banner.ts) reads the picture through it.
import { checkImage } from '../core/image-type';

export type BannerFile = { ok: true; dataUrl: string } | { ok: false; reason: string };

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export async function readBannerFile(file: Blob): Promise<BannerFile> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = checkImage(bytes);
  if (!checked.ok) return { ok: false, reason: `image: ${checked.reason}` };
  return { ok: true, dataUrl: `data:${checked.type};base64,${toBase64(bytes)}` };
}
