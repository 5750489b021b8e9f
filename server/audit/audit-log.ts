// The audit trail as the owner reads it (/audit): newest first, narrowed by date (India time), and by words that
// must each appear in who, the call, the record kind or its id ("#12" matches record id 12 exactly). A bill or a credit
// note is named by its printed number with its series (issue 32: "GST 103", "R-31", "CN-4"), and found by it: "103",
// "R-31" and "CN-4" match that document; its internal id stays in entity_id, on the wire.
import { sql, type Kysely } from 'kysely';
import type { AuditEntry } from '../../core/api/audit';
import { billName, orderSeries } from '../../core/bill-series';
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
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
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

/** A document typed in the search: "103" (any bill, quotation or credit note numbered so), "R-31", "CN-4", "GST 103", "Quotation 26". */
const PRINTED = /^(r-|cn-|gst |quotation )?(\d{1,9})$/i;

/** The words of a search, "GST 103" and "Quotation 26" kept together as one document's name. */
function searchWords(search: string): string[] {
  const words = search.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as string;
    const next = words[i + 1];
    if (/^(gst|quotation)$/i.test(word) && next !== undefined && /^\d+$/.test(next)) {
      out.push(`${word} ${next}`);
      i += 1;
    } else out.push(word);
  }
  return out;
}

const PRINTED_KINDS: Readonly<Record<string, ReadonlyArray<'gst' | 'retail' | 'estimate'>>> = {
  '': ['gst', 'retail', 'estimate'],
  'r-': ['retail'],
  'gst ': ['gst'],
  'quotation ': ['estimate'],
  'cn-': [],
};

/** The printed name of each bill and credit note the entries are about: from the books, else (a deleted quotation) from the entry's own image. */
async function documentNames(db: Kysely<Database>, rows: ReadonlyArray<{ entity: string; entity_id: string }>): Promise<Map<string, string>> {
  const ids = (entity: string) => [...new Set(rows.filter((r) => r.entity === entity && /^\d{1,15}$/.test(r.entity_id)).map((r) => Number(r.entity_id)))];
  const names = new Map<string, string>();
  const orderIds = ids('order');
  if (orderIds.length > 0) {
    for (const o of await db.selectFrom('orders').select(['order_id', 'kind', 'bill_no']).where('order_id', 'in', orderIds).execute()) {
      names.set(`order:${o.order_id}`, billName(orderSeries(o.kind), Number(o.bill_no)));
    }
  }
  const noteIds = ids('credit_note');
  if (noteIds.length > 0) {
    for (const n of await db.selectFrom('credit_notes').select(['credit_note_id', 'cn_no']).where('credit_note_id', 'in', noteIds).execute()) {
      names.set(`credit_note:${n.credit_note_id}`, billName('credit_note', Number(n.cn_no)));
    }
  }
  const debitIds = ids('debit_note');
  if (debitIds.length > 0) {
    for (const n of await db.selectFrom('debit_notes').select(['debit_note_id', 'dn_no']).where('debit_note_id', 'in', debitIds).execute()) {
      names.set(`debit_note:${n.debit_note_id}`, billName('debit_note', Number(n.dn_no)));
    }
  }
  return names;
}

/** A removed quotation's name, from the image the entry kept of it. */
function nameInImage(before: unknown): string | null {
  const own = before && typeof before === 'object' ? (before as { kind?: unknown; bill_no?: unknown }) : null;
  if (!own || typeof own.kind !== 'string' || (typeof own.bill_no !== 'number' && typeof own.bill_no !== 'string')) return null;
  return billName(orderSeries(own.kind), own.bill_no);
}

export async function auditLog(db: Kysely<Database>, filter: ListFilter): Promise<Page<AuditRow>> {
  let query = db.selectFrom('audit_log').leftJoin('employees', 'employees.user_id', 'audit_log.user_id');
  if (filter.from) query = query.where('audit_log.at', '>=', kolkataDayStart(filter.from));
  if (filter.to) query = query.where('audit_log.at', '<', kolkataDayStart(addDays(filter.to, 1)));
  for (const word of searchWords(filter.search)) {
    if (/^#\d+$/.test(word)) {
      query = query.where('audit_log.entity_id', '=', word.slice(1));
      continue;
    }
    const printed = PRINTED.exec(word);
    const pattern = containsPattern(word);
    query = query.where((eb) => {
      const documents =
        printed === null
          ? []
          : (() => {
              const no = Number(printed[2]);
              const kinds = PRINTED_KINDS[(printed[1] ?? '').toLowerCase()] ?? [];
              const bills =
                kinds.length === 0
                  ? []
                  : [
                      eb.and([
                        eb('audit_log.entity', '=', 'order'),
                        eb(
                          'audit_log.entity_id',
                          'in',
                          eb
                            .selectFrom('orders')
                            .select(sql<string>`cast(order_id as text)`.as('id'))
                            .where('kind', 'in', kinds)
                            .where('bill_no', '=', no),
                        ),
                      ]),
                    ];
              const notes =
                printed[1] === undefined || printed[1].toLowerCase() === 'cn-'
                  ? [
                      eb.and([
                        eb('audit_log.entity', '=', 'credit_note'),
                        eb(
                          'audit_log.entity_id',
                          'in',
                          eb
                            .selectFrom('credit_notes')
                            .select(sql<string>`cast(credit_note_id as text)`.as('id'))
                            .where('cn_no', '=', no),
                        ),
                      ]),
                    ]
                  : [];
              return [...bills, ...notes];
            })();
      return eb.or([
        sql<boolean>`lower(coalesce(${eb.ref('employees.name')}, '')) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref('audit_log.call')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref('audit_log.entity')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref('audit_log.entity_id')}) like ${pattern} escape '\\'`,
        ...documents,
      ]);
    });
  }
  const rows = query
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.user_id',
      'employees.name',
      'audit_log.call',
      'audit_log.entity',
      'audit_log.entity_id',
      'audit_log.before_json',
      'audit_log.after_json',
    ])
    .orderBy('audit_log.id', 'desc');
  const page = await pageOf(
    filter.page,
    { all: () => rows.execute(), page: (limit, offset) => rows.limit(limit).offset(offset).execute(), count: () => countOf(query) },
    (r) => r,
  );
  const names = await documentNames(db, page.rows);
  return {
    total: page.total,
    rows: page.rows.map((r): AuditRow => {
      const before = parsed(r.before_json);
      return {
        id: String(r.id),
        at: indiaTime(r.at),
        user_id: r.user_id === null ? null : String(r.user_id),
        user_name: r.name ?? '',
        call: r.call,
        entity: r.entity,
        entity_id: r.entity_id,
        record: names.get(`${r.entity}:${r.entity_id}`) ?? (r.entity === 'order' ? nameInImage(before) : null) ?? `${r.entity} #${r.entity_id}`,
        before,
        after: parsed(r.after_json),
      };
    }),
  };
}
