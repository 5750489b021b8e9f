import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../core/image-type';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';

// A real 1×1 PNG and the first bytes of a GIF, JPEG and WebP.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(20)]);
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

type BannerRow = { banner_id: string; image: string; rank: string; active: string };

describe.each(TEST_DIALECTS)('banners on %s', (dialect) => {
  let api: TestApi;
  let keeper: string;
  let clerk: string;

  const call = <B = unknown>(path: string, body: unknown, cookie = keeper) => api.call<B>(path, body, { base: 'adminapi', cookie: cookie || undefined });
  const add = async (bytes: Buffer) => (await call<BannerRow>('banner_add.php', { image: dataUrl(bytes) })).body;
  const picture = (path: string, cookie = keeper) => api.app.request(path, { headers: { cookie } });

  beforeAll(async () => {
    api = await startApi(dialect);
    const k = await api.addEmployee({ flags: ['settings'] });
    keeper = await api.signIn(k.email, k.password);
    const c = await api.addEmployee({ flags: ['customer'] });
    clerk = await api.signIn(c.email, c.password);
  });
  afterAll(() => api.dispose());

  it('banner_list.php answers no rows before any banner', async () => {
    const reply = await call('banner_list.php', {});
    expect(reply.head).toEqual({ code: 200, msg: 'success' });
    expect(reply.body).toEqual([]);
  });

  it('banner_add.php takes a base64 data string, ranks the banner last and serves its bytes with its type', async () => {
    const reply = await call<BannerRow>('banner_add.php', { image: dataUrl(PNG) });
    expect(reply.head).toEqual({ code: 200, msg: 'Banner added successfully!' });
    expect(reply.body).toEqual({
      banner_id: expect.stringMatching(/^\d+$/),
      image: expect.stringMatching(/^\/adminapi\/banner_image\.php\?banner_id=\d+&v=/),
      rank: '1',
      active: '1',
    });
    const served = await picture(reply.body.image);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    const second = await add(GIF);
    expect(second.rank).toBe('2');
    expect((await picture(second.image)).headers.get('content-type')).toBe('image/gif');
  });

  it("banner_add.php answers on the product API as the spec's call table lists it, with the same rules", async () => {
    const reply = await api.call<BannerRow>('banner_add.php', { image: dataUrl(PNG) }, { cookie: keeper });
    expect(reply.head.code).toBe(200);
    expect((await call<BannerRow[]>('banner_list.php', {})).body.map((b) => b.banner_id)).toContain(reply.body.banner_id);
    expect((await api.call('banner_add.php', { image: 'not a picture' }, { cookie: keeper })).status).toBe(400);
    expect((await api.call('banner_add.php', { image: dataUrl(PNG) })).status).toBe(401);
  });

  it('banner_add.php takes a multipart file too (JPEG, WebP), checked by its bytes', async () => {
    for (const [bytes, type] of [
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      const form = new FormData();
      form.set('image', new File([new Uint8Array(bytes)], 'banner.bin', { type: 'application/octet-stream' }));
      const response = await api.app.request('/adminapi/banner_add.php', { method: 'POST', headers: { cookie: keeper }, body: form });
      const reply = (await response.json()) as { head: { code: number; msg: string }; body: BannerRow };
      expect(reply.head).toEqual({ code: 200, msg: 'Banner added successfully!' });
      expect((await picture(reply.body.image)).headers.get('content-type')).toBe(type);
    }
  });

  it('banner_add.php refuses no image, a non-picture and a picture over 2 MB, clearly', async () => {
    expect((await call('banner_add.php', {})).head).toEqual({ code: 400, msg: 'Please select an image!' });
    expect((await call('banner_add.php', { image: '' })).head).toEqual({ code: 400, msg: 'Please select an image!' });
    const svg = await call('banner_add.php', { image: dataUrl(Buffer.from('<svg onload="alert(1)"/>'), 'image/png') });
    expect(svg.head).toEqual({ code: 400, msg: 'image: must be a JPEG, PNG, WebP or GIF picture' });
    expect((await call('banner_add.php', { image: 'not base64 at all!' })).head.code).toBe(400);
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const tooBig = await call('banner_add.php', { image: dataUrl(big) });
    expect(tooBig.status).toBe(413);
    expect(tooBig.head.msg).toMatch(/^image: must be at most 2 MB/);
    const form = new FormData();
    form.set('image', new File([new Uint8Array(Buffer.from('%PDF-1.7 ...'))], 'banner.png', { type: 'image/png' }));
    const pdf = await api.app.request('/adminapi/banner_add.php', { method: 'POST', headers: { cookie: keeper }, body: form });
    expect(pdf.status).toBe(400);
    expect((await call('banner_add.php', { image: dataUrl(PNG) }, '')).status).toBe(401);
    expect((await call('banner_add.php', { image: dataUrl(PNG) }, clerk)).status).toBe(403);
  });

  it('banner_list.php sorts by rank; banner_list_update.php saves rank and active per banner', async () => {
    const first = await add(PNG);
    const second = await add(PNG);
    const update = await call<BannerRow>('banner_list_update.php', { banner_id: second.banner_id, rank: '0', active: '0' });
    expect(update.head).toEqual({ code: 200, msg: 'Updated Successfully' });
    expect(update.body).toMatchObject({ banner_id: second.banner_id, rank: '0', active: '0' });
    const list = await call<BannerRow[]>('banner_list.php', {});
    expect(list.body[0]).toMatchObject({ banner_id: second.banner_id, rank: '0', active: '0' });
    expect(list.body.map((b) => Number(b.rank))).toEqual([...list.body.map((b) => Number(b.rank))].sort((a, b) => a - b));
    expect(list.body.some((b) => b.banner_id === first.banner_id)).toBe(true);
    expect((await call('banner_list_update.php', { banner_id: first.banner_id, rank: '-1', active: '1' })).head.msg).toBe(
      'rank: must be a whole number from 0 to 9999',
    );
    expect((await call('banner_list_update.php', { banner_id: first.banner_id, rank: 'top', active: '1' })).status).toBe(400);
    expect((await call('banner_list_update.php', { banner_id: first.banner_id, rank: '1', active: 'on' })).head.msg).toBe('active: must be "1" or "0"');
    expect((await call('banner_list_update.php', { banner_id: 99999, rank: '1', active: '1' })).status).toBe(404);
    expect((await call('banner_list_update.php', { banner_id: first.banner_id, rank: '1', active: '1' }, '')).status).toBe(401);
    expect((await call('banner_list_update.php', { banner_id: first.banner_id, rank: '1', active: '1' }, clerk)).status).toBe(403);
  });

  it('banner_detail.php and banner_detail_update.php replace the picture under a new address', async () => {
    const banner = await add(PNG);
    const detail = await call<BannerRow>('banner_detail.php', { banner_id: banner.banner_id });
    expect(detail.body).toEqual(banner);
    const reply = await call<BannerRow>('banner_detail_update.php', { banner_id: banner.banner_id, image: dataUrl(GIF, 'image/gif') });
    expect(reply.head).toEqual({ code: 200, msg: 'Banner updated successfully!' });
    expect(reply.body.image).not.toBe(banner.image);
    expect((await picture(reply.body.image)).headers.get('content-type')).toBe('image/gif');
    expect((await call('banner_detail_update.php', { banner_id: banner.banner_id })).head).toEqual({ code: 400, msg: 'Please select an image to update!' });
    expect((await call('banner_detail_update.php', { banner_id: banner.banner_id, image: dataUrl(Buffer.from('MZ...')) })).status).toBe(400);
    expect((await call('banner_detail_update.php', { banner_id: 99999, image: dataUrl(PNG) })).status).toBe(404);
    expect((await call('banner_detail.php', { banner_id: 99999 })).status).toBe(404);
    expect((await call('banner_detail.php', {})).head.msg).toMatch(/^banner_id: /);
    expect((await call('banner_detail.php', { banner_id: banner.banner_id }, '')).status).toBe(401);
    expect((await call('banner_detail.php', { banner_id: banner.banner_id }, clerk)).status).toBe(403);
    expect((await call('banner_detail_update.php', { banner_id: banner.banner_id, image: dataUrl(PNG) }, clerk)).status).toBe(403);
  });

  it('banner_list_delete.php deletes; the picture is gone too', async () => {
    const banner = await add(PNG);
    const reply = await call('banner_list_delete.php', { banner_id: banner.banner_id });
    expect(reply.head).toEqual({ code: 200, msg: 'Banner deleted successfully' });
    expect((await picture(banner.image)).status).toBe(404);
    expect((await call('banner_list_delete.php', { banner_id: banner.banner_id })).status).toBe(404);
    expect((await call('banner_list_delete.php', { banner_id: 1 }, '')).status).toBe(401);
    expect((await call('banner_list_delete.php', { banner_id: 1 }, clerk)).status).toBe(403);
  });

  it('banner_image.php needs a session and the settings flag', async () => {
    const banner = await add(PNG);
    expect((await api.app.request(banner.image)).status).toBe(401);
    expect((await picture(banner.image, clerk)).status).toBe(403);
  });
});
