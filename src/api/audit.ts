// audit_log.php: the owner's read of the audit trail, a page at a time.
import { callApi, type ApiResult } from './client';

export interface AuditEntry {
  id: string;
  /** dd-mm-yyyy HH:MM:SS, India time. */
  at: string;
  user_id: string | null;
  user_name: string;
  call: string;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
}

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
