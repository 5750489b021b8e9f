// audit_log.php (owner only, server/access.ts): the audit trail, read-only. Nothing in the API writes or deletes it
// other than the rows every write adds (server/app.ts); the database refuses updates and deletes outright.
import { defineCall } from '../call';
import { auditLog } from '../audit/audit-log';
import { listFilterBody } from '../sales/fields';
import { rowsWithTotal } from '../sales/paging';

export const auditLogList = defineCall({
  path: 'audit_log.php',
  schema: listFilterBody,
  async run({ db, body, c }) {
    return { body: rowsWithTotal(await auditLog(db, body), c) };
  },
});
