// The audit trail as the console shows it: newest first, filtered by staff member, object, action and
// Asia/Dhaka days, a page at a time; and the same rows as CSV. Reads only: nothing here writes.
import { and, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuery } from '../../../contracts/staff.ts';
import type { Db } from '../../db/client.ts';
import { staffAudit } from '../../db/schema/index.ts';
import { dhakaDayEnd, dhakaDayStart } from '../../lib/dhaka-days.ts';

const PAGE = 200;
/** A CSV export stops here: a larger one is a range too wide to read, and the filters narrow it. */
const CSV_MAX_ROWS = 50_000;

function filters(q: AuditQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [
    q.staff ? eq(staffAudit.actorUsername, q.staff) : undefined,
    q.object_type ? eq(staffAudit.objectType, q.object_type) : undefined,
    q.object_id ? eq(staffAudit.objectId, q.object_id) : undefined,
    q.action ? eq(staffAudit.action, q.action) : undefined,
    q.from ? gte(staffAudit.at, dhakaDayStart(q.from)) : undefined,
    q.to ? lte(staffAudit.at, dhakaDayEnd(q.to)) : undefined,
    q.before_seq ? lt(staffAudit.seq, q.before_seq) : undefined,
  ];
  return and(...where);
}

type Row = typeof staffAudit.$inferSelect;
const asEntry = (r: Row): AuditEntry => ({
  seq: r.seq ?? 0,
  at: r.at.toISOString(),
  actor_id: r.actorId,
  actor_username: r.actorUsername,
  actor_role: r.actorRole,
  action: r.action,
  object_type: r.objectType,
  object_id: r.objectId,
  before: r.before,
  after: r.after,
  address: r.address,
  hash: r.hash ?? '',
});

export async function listAudit(db: Db, q: AuditQuery, limit = PAGE): Promise<AuditEntry[]> {
  return (await db.select().from(staffAudit).where(filters(q)).orderBy(desc(staffAudit.seq)).limit(limit)).map(asEntry);
}

/** A spreadsheet cell: quoted, and a leading = + - @ neutralised so no spreadsheet runs it as a formula. */
const cell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

const COLUMNS: (keyof AuditEntry)[] = ['seq', 'at', 'actor_username', 'actor_role', 'action', 'object_type', 'object_id', 'before', 'after', 'address', 'hash'];

export async function auditCsv(db: Db, q: AuditQuery): Promise<string> {
  const entries = await listAudit(db, q, CSV_MAX_ROWS);
  return [COLUMNS.join(','), ...entries.map((e) => COLUMNS.map((c) => cell(e[c])).join(','))].join('\r\n') + '\r\n';
}
