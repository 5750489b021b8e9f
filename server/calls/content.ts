// content_list, content_detail, content_update: the content pages of /content and /contentedit. The spec does not
// show a save; this one saves for real, with the HTML cleaned to the editor's own toolbar on the way in.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { sanitizeContentHtml } from '../admin/content-html';
import { CONTENT_PAGES } from '../bootstrap';
import { defineCall } from '../call';
import type { Database } from '../db/types';
import { ApiError } from '../envelope';

const MAX_HTML = 200_000;
const PAGE_IDS = CONTENT_PAGES.map(([id]) => id);

const pageIdField = () => z.string({ error: 'is required' }).refine((id) => PAGE_IDS.includes(id), { error: `must be one of ${PAGE_IDS.join(', ')}` });

async function existing(db: Kysely<Database>, pageId: string) {
  const page = await db.selectFrom('content_pages').selectAll().where('page_id', '=', pageId).executeTakeFirst();
  if (!page) throw new ApiError(404, `No content page ${pageId}`);
  return page;
}

const pageRecord = (p: { page_id: string; title: string; html: string; updated_at: string }) => ({
  page_id: p.page_id,
  title: p.title,
  html: p.html,
  updated_at: p.updated_at,
});

export const contentList = defineCall({
  path: 'content_list.php',
  schema: z.object({}).passthrough(),
  async run({ db }) {
    const pages = await db.selectFrom('content_pages').select(['page_id', 'title', 'updated_at']).execute();
    // The spec's order (Home, About US, …), not the table's.
    pages.sort((a, b) => PAGE_IDS.indexOf(a.page_id) - PAGE_IDS.indexOf(b.page_id));
    return { body: pages };
  },
});

export const contentDetail = defineCall({
  path: 'content_detail.php',
  schema: z.object({ page_id: pageIdField() }),
  async run({ db, body }) {
    return { body: pageRecord(await existing(db, body.page_id)) };
  },
});

export const contentUpdate = defineCall({
  path: 'content_update.php',
  write: true,
  schema: z.object({
    page_id: pageIdField(),
    html: z.string({ error: 'is required' }).max(MAX_HTML, { error: `must be at most ${MAX_HTML} characters` }),
  }),
  async run({ db, body, audit, now }) {
    const before = await existing(db, body.page_id);
    const html = sanitizeContentHtml(body.html);
    await db.updateTable('content_pages').set({ html, updated_at: now.toISOString() }).where('page_id', '=', body.page_id).execute();
    const after = await existing(db, body.page_id);
    await audit({ entity: 'content_page', entityId: body.page_id, before, after });
    return { msg: 'Content updated successfully!', body: pageRecord(after) };
  },
});
