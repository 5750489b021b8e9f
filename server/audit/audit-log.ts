// The audit trail as the owner reads it (/audit): newest first, narrowed by date (India time), and by words that
// must each appear in who, the call, the record kind or its id ("#12" matches record id 12 exactly).
import { sql, type Kysely } from 'kysely';
import type { AuditEntry } from '../../core/api/audit';
import { addDays, type IsoDate } from '../../core/dates';
import type { Database } from '../db/types';
import { containsPattern, type ListFilter } from '../sales/fields';
import { countOf, pageOf, type Page } from '../sales/paging';

export type AuditRow = AuditEntry;

/** The UTC instant a day starts in India (UTC+05:30, no daylight saving). */
export function kolkataDayStart(day: IsoDate): string {
  return new Date(`${day}T00:00:00+05:30`).toISOString();
}

const INDIA_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});

/** "2026-11-21T05:30:00.000Z" → "21-11-2026 11:00:00". */
export function indiaTime(iso: string): string {
  const parts = Object.fromEntries(INDIA_TIME.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

function parsed(json: string | null): unknown {
  if (json === null) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
}

export async function auditLog(db: Kysely<Database>, filter: ListFilter): Promise<Page<AuditRow>> {
  let query = db.selectFrom('audit_log').leftJoin('employees', 'employees.user_id', 'audit_log.user_id');
  if (filter.from) query = query.where('audit_log.at', '>=', kolkataDayStart(filter.from));
  if (filter.to) query = query.where('audit_log.at', '<', kolkataDayStart(addDays(filter.to, 1)));
  for (const word of filter.search.split(/\s+/).filter(Boolean)) {
    if (/^#\d+$/.test(word)) {
      query = query.where('audit_log.entity_id', '=', word.slice(1));
      continue;
    }
    const pattern = containsPattern(word);
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(coalesce(${eb.ref('employees.name')}, '')) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref('audit_log.call')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref('audit_log.entity')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref('audit_log.entity_id')}) like ${pattern} escape '\\'`,
      ]),
    );
  }
  const rows = query
    .select(['audit_log.id', 'audit_log.at', 'audit_log.user_id', 'employees.name', 'audit_log.call', 'audit_log.entity', 'audit_log.entity_id', 'audit_log.before_json', 'audit_log.after_json'])
    .orderBy('audit_log.id', 'desc');
  return pageOf(
    filter.page,
    { all: () => rows.execute(), page: (limit, offset) => rows.limit(limit).offset(offset).execute(), count: () => countOf(query) },
    (r): AuditRow => ({
      id: String(r.id),
      at: indiaTime(r.at),
      user_id: r.user_id === null ? null : String(r.user_id),
      user_name: r.name ?? '',
      call: r.call,
      entity: r.entity,
      entity_id: r.entity_id,
      before: parsed(r.before_json),
      after: parsed(r.after_json),
    }),
  );
}
