// setting_detail, setting_update (back-office §7). The seller's state and CGST/SGST rates are read fresh by every
// bill (server/sales/save-order.ts), so a change here applies to the very next one.
import { z } from 'zod';
import { settingsRecord, settingsUpdateBody } from '../admin/settings';
import { defineCall } from '../call';
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
  async run({ db, body, audit, now }) {
    const before = await readSettings(db);
    await db.updateTable('settings').set({ ...body, updated_at: now.toISOString() }).where('id', '=', 1).execute();
    const after = await readSettings(db);
    await audit({ entity: 'settings', entityId: 1, before, after });
    return { msg: 'Settings updated successfully!', body: settingsRecord(after) };
  },
});
