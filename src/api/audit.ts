// audit_log.php: the owner's read of the audit trail, a page at a time.
import type { AuditEntry } from '../../core/api/audit';
import { callApi, type ApiResult } from './client';

export type { AuditEntry };

export interface AuditQuery {
  from_date?: string;
  to_date?: string;
  search?: string;
  page: number;
  per_page: number;
}

export async function fetchAuditPage(query: AuditQuery): Promise<ApiResult<{ rows: AuditEntry[]; total: number }>> {
  const reply = await callApi<AuditEntry[]>('audit_log.php', query);
  if (!reply.ok) return reply;
  const rows = Array.isArray(reply.body) ? reply.body : [];
  return { ok: true, msg: reply.msg, body: { rows, total: reply.total ?? rows.length } };
}
