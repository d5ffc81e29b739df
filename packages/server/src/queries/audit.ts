// The audit log: one row per staff action, appended and never changed (a trigger refuses UPDATE,
// DELETE and TRUNCATE on the table, so no code path of the product can rewrite what staff did).
import type { AdminPage, AuditAction, AuditRow, AuditTarget } from '@reel/api/moderation';
import type { Database } from '../db/client.js';

export interface AuditEntry {
  actorId: number | null;
  actor: string;
  action: AuditAction;
  targetType: AuditTarget;
  targetId: number;
  reason?: string;
  before?: unknown;
  after?: unknown;
}

export async function appendAudit(database: Database, e: AuditEntry): Promise<void> {
  await database.query(
    `INSERT INTO audit_log (actor_id, actor, action, target_type, target_id, reason, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
    [
      e.actorId,
      e.actor,
      e.action,
      e.targetType,
      e.targetId,
      e.reason ?? '',
      e.before === undefined ? null : JSON.stringify(e.before),
      e.after === undefined ? null : JSON.stringify(e.after),
    ],
  );
}

export interface AuditFilter {
  action: AuditAction | null;
  actor: string;
  targetType: AuditTarget | null;
  targetId: number | undefined;
}

interface AuditDbRow {
  audit_id: number;
  at: Date | string;
  actor_id: number | null;
  actor: string;
  action: AuditAction;
  target_type: AuditTarget;
  target_id: number;
  reason: string;
  before: unknown;
  after: unknown;
  total: number;
}

/** Newest first; every filter optional. */
export async function auditPage(database: Database, f: AuditFilter, page: number, size: number): Promise<AdminPage<AuditRow>> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    where.push(clause.replace('?', () => `$${params.length}`));
  };
  if (f.action) add('action = ?', f.action);
  if (f.actor) add('lower(actor) = lower(?)', f.actor);
  if (f.targetType) add('target_type = ?', f.targetType);
  if (f.targetId !== undefined) add('target_id = ?', f.targetId);
  params.push(size, (page - 1) * size);
  const rows = await database.query<AuditDbRow>(
    `SELECT audit_id, at, actor_id, actor, action, target_type, target_id, reason, before, after, count(*) OVER ()::int AS total
       FROM audit_log ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY audit_id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return {
    items: rows.map(({ total: _total, ...r }) => ({ ...r, audit_id: Number(r.audit_id), at: new Date(r.at).toISOString() })),
    total: rows.length ? Number(rows[0].total) : await countAudit(database, where, params.slice(0, -2)),
    page,
  };
}

async function countAudit(database: Database, where: string[], params: unknown[]): Promise<number> {
  const rows = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM audit_log ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
    params,
  );
  return Number(rows[0].n);
}
