// banner_list, banner_list_delete, banner_list_update, banner_add, banner_detail, banner_detail_update (sales §7, the
// admin API) and banner_image.php, the GET that serves a banner's picture.
import { z } from 'zod';
import { bannerRecord, bannerRows, fromDataUrl, readImage, toDataUrl } from '../admin/banners';
import { oneOrZero } from '../../core/forms/fields';
import { defineCall } from '../call';
import { ApiError } from '../envelope';
import { idField } from '../../core/forms/fields';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

const bannerIdBody = z.object({ banner_id: idField() });

async function existing(db: Kysely<Database>, bannerId: number) {
  const row = await bannerRows(db).where('banner_id', '=', bannerId).executeTakeFirst();
  if (!row) throw new ApiError(404, `No banner with banner_id ${bannerId}`);
  return row;
}

const rankField = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: 'must be a whole number from 0 to 9999' })
      .int({ error: 'must be a whole number from 0 to 9999' })
      .min(0, { error: 'must be a whole number from 0 to 9999' })
      .max(9999, { error: 'must be a whole number from 0 to 9999' }),
  );

export const bannerList = defineCall({
  path: 'banner_list.php',
  base: 'adminapi',
  schema: z.object({}).passthrough(),
  async run({ db }) {
    const rows = await bannerRows(db).orderBy('rank').orderBy('banner_id').execute();
    return { body: rows.map(bannerRecord) };
  },
});

export const bannerListDelete = defineCall({
  path: 'banner_list_delete.php',
  base: 'adminapi',
  write: true,
  schema: bannerIdBody,
  async run({ db, body, audit }) {
    const before = await existing(db, body.banner_id);
    await db.deleteFrom('banners').where('banner_id', '=', body.banner_id).execute();
    await audit({ entity: 'banner', entityId: body.banner_id, before });
    return { msg: 'Banner deleted successfully', body: null };
  },
});

export const bannerListUpdate = defineCall({
  path: 'banner_list_update.php',
  base: 'adminapi',
  write: true,
  schema: z.object({ banner_id: idField(), rank: rankField(), active: oneOrZero() }),
  async run({ db, body, audit, now }) {
    const before = await existing(db, body.banner_id);
    await db
      .updateTable('banners')
      .set({ rank: body.rank, active: body.active, updated_at: now.toISOString() })
      .where('banner_id', '=', body.banner_id)
      .execute();
    const after = await existing(db, body.banner_id);
    await audit({ entity: 'banner', entityId: body.banner_id, before, after });
    return { msg: 'Updated Successfully', body: bannerRecord(after) };
  },
});

export const bannerAdd = defineCall({
  path: 'banner_add.php',
  base: 'adminapi',
  write: true,
  schema: z.object({ image: z.unknown().optional() }),
  async run({ db, body, audit, now }) {
    const image = await readImage(body.image, 'Please select an image!');
    const last = await db
      .selectFrom('banners')
      .select((eb) => eb.fn.max('rank').as('rank'))
      .executeTakeFirst();
    const at = now.toISOString();
    const row = await db
      .insertInto('banners')
      .values({ image: toDataUrl(image), rank: Number(last?.rank ?? 0) + 1, active: 1, created_at: at, updated_at: at })
      .returning('banner_id')
      .executeTakeFirstOrThrow();
    const after = await existing(db, row.banner_id);
    await audit({ entity: 'banner', entityId: row.banner_id, after: { ...after, type: image.type, bytes: image.bytes.length } });
    return { msg: 'Banner added successfully!', body: bannerRecord(after) };
  },
});

/** The spec's call table lists banner_add.php beside the product API's calls (sales §6): the same call answers there too. */
export const bannerAddOnProductApi = { ...bannerAdd, base: 'api' as const };

export const bannerDetail = defineCall({
  path: 'banner_detail.php',
  base: 'adminapi',
  schema: bannerIdBody,
  async run({ db, body }) {
    return { body: bannerRecord(await existing(db, body.banner_id)) };
  },
});

export const bannerDetailUpdate = defineCall({
  path: 'banner_detail_update.php',
  base: 'adminapi',
  write: true,
  schema: z.object({ banner_id: idField(), image: z.unknown().optional() }),
  async run({ db, body, audit, now }) {
    const before = await existing(db, body.banner_id);
    const image = await readImage(body.image, 'Please select an image to update!');
    // The stamp also changes the picture's address, so no browser keeps showing the old one.
    const at = now.toISOString() === before.updated_at ? new Date(now.getTime() + 1).toISOString() : now.toISOString();
    await db
      .updateTable('banners')
      .set({ image: toDataUrl(image), updated_at: at })
      .where('banner_id', '=', body.banner_id)
      .execute();
    const after = await existing(db, body.banner_id);
    await audit({ entity: 'banner', entityId: body.banner_id, before, after: { ...after, type: image.type, bytes: image.bytes.length } });
    return { msg: 'Banner updated successfully!', body: bannerRecord(after) };
  },
});

export const bannerImage = defineCall({
  path: 'banner_image.php',
  base: 'adminapi',
  schema: z.object({ banner_id: idField(), v: z.string().optional() }),
  async run({ db, body }) {
    const row = await db.selectFrom('banners').select('image').where('banner_id', '=', body.banner_id).executeTakeFirst();
    const image = row ? fromDataUrl(row.image) : null;
    if (!image) throw new ApiError(404, `No banner with banner_id ${body.banner_id}`);
    return new Response(new Uint8Array(image.bytes), {
      status: 200,
      headers: {
        'content-type': image.type,
        'content-length': String(image.bytes.length),
        // The address carries the picture's stamp (v=…), so it may be kept as long as it is asked for.
        'cache-control': 'private, max-age=31536000, immutable',
        'content-security-policy': "default-src 'none'",
      },
    });
  },
});
