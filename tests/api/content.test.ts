import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';

type Page = { page_id: string; title: string; html: string; updated_at: string };

describe.each(TEST_DIALECTS)('content pages on %s', (dialect) => {
  let api: TestApi;
  let keeper: string;
  let clerk: string;

  beforeAll(async () => {
    api = await startApi(dialect);
    const k = await api.addEmployee({ flags: ['settings'] });
    keeper = await api.signIn(k.email, k.password);
    const c = await api.addEmployee({ flags: ['customer'] });
    clerk = await api.signIn(c.email, c.password);
  });
  afterAll(() => api.dispose());

  it("content_list.php lists the spec's seven pages in its order", async () => {
    const reply = await api.call<Page[]>('content_list.php', {}, { cookie: keeper });
    expect(reply.body.map((p) => p.title)).toEqual([
      'Home',
      'About US',
      'Contact us',
      'Whole Sale Purchase',
      'Privacy Policy',
      'Shipping & Delivery Policy',
      'Terms & Conditions',
    ]);
    expect((await api.call('content_list.php', {})).status).toBe(401);
    expect((await api.call('content_list.php', {}, { cookie: clerk })).status).toBe(403);
  });

  it('content_update.php saves the page cleaned of scripts, handlers and javascript: links; content_detail.php reads it', async () => {
    const html =
      '<h2 onclick="x()">About</h2><p><b>Kulir</b> <a href="javascript:alert(1)">bad</a> <a href="tel:+919443012345">call</a></p><script>alert(1)</script>';
    const reply = await api.call<Page>('content_update.php', { page_id: 'about-us', html }, { cookie: keeper });
    expect(reply.head).toEqual({ code: 200, msg: 'Content updated successfully!' });
    const clean = '<h2>About</h2><p><b>Kulir</b> <a rel="noopener noreferrer">bad</a> <a href="tel:+919443012345" rel="noopener noreferrer">call</a></p>';
    expect(reply.body).toMatchObject({ page_id: 'about-us', title: 'About US', html: clean });
    const detail = await api.call<Page>('content_detail.php', { page_id: 'about-us' }, { cookie: keeper });
    expect(detail.body.html).toBe(clean);
  });

  it('validates the page and the html, and guards both calls', async () => {
    expect((await api.call('content_detail.php', { page_id: 'nope' }, { cookie: keeper })).head.msg).toMatch(/^page_id: must be one of home, about-us/);
    expect((await api.call('content_detail.php', {}, { cookie: keeper })).head.msg).toBe('page_id: is required');
    expect((await api.call('content_update.php', { page_id: 'home' }, { cookie: keeper })).head.msg).toBe('html: is required');
    expect((await api.call('content_update.php', { page_id: 'home', html: 'x'.repeat(200_001) }, { cookie: keeper })).head.msg).toBe(
      'html: must be at most 200000 characters',
    );
    await api.db.deleteFrom('content_pages').where('page_id', '=', 'terms-conditions').execute();
    expect((await api.call('content_detail.php', { page_id: 'terms-conditions' }, { cookie: keeper })).status).toBe(404);
    expect((await api.call('content_update.php', { page_id: 'home', html: '' })).status).toBe(401);
    expect((await api.call('content_update.php', { page_id: 'home', html: '' }, { cookie: clerk })).status).toBe(403);
    expect((await api.call('content_detail.php', { page_id: 'home' }, { cookie: clerk })).status).toBe(403);
  });
});
