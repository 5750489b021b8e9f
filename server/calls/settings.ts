// setting_detail, setting_update (back-office §7). The seller's state and CGST/SGST rates are read fresh by every
// bill (server/sales/save-order.ts), so a change here applies to the very next one.
import { z } from 'zod';
import { settingsRecord, settingsUpdateBody } from '../admin/settings';
import { BOOKS_LOCK_OWNER_ONLY } from '../books-lock';
import { defineCall } from '../call';
import { toDmy, todayInKolkata } from '../../core/dates';
import { ApiError } from '../envelope';
import { readSettings } from '../sales/catalogue';

export const settingDetail = defineCall({
  path: 'setting_detail.php',
  schema: z.object({}).passthrough(),
  async run({ db }) {
    return { body: settingsRecord(await readSettings(db)) };
  },
});

export const settingUpdate = defineCall({
  path: 'setting_update.php',
  write: true,
  schema: settingsUpdateBody,
  async run({ db, body, audit, now, user }) {
    const before = await readSettings(db);
    const lockMoves = body.books_locked_until !== undefined && body.books_locked_until !== before.books_locked_until;
    // Closed periods (issue 21): only the owner moves "books closed up to"; the audit row says from what to what.
    if (lockMoves && !user?.isOwner) throw new ApiError(403, BOOKS_LOCK_OWNER_ONLY);
    const today = todayInKolkata(now);
    if (lockMoves && body.books_locked_until && body.books_locked_until > today) {
      throw new ApiError(400, `books_locked_until: the books cannot be closed past today (${toDmy(today, '-')})`);
    }
    await db
      .updateTable('settings')
      .set({ ...body, updated_at: now.toISOString() })
      .where('id', '=', 1)
      .execute();
    const after = await readSettings(db);
    await audit({ entity: 'settings', entityId: 1, before, after });
    if (lockMoves) {
      await audit({
        entity: 'books_locked_until',
        entityId: 1,
        before: { books_locked_until: before.books_locked_until },
        after: { books_locked_until: after.books_locked_until },
      });
    }
    return { msg: 'Settings updated successfully!', body: settingsRecord(after) };
  },
});
