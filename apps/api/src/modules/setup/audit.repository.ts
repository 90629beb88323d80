import { addDays, startOfApiDate, type TAuditFacets, type TAuditList } from '@flexapp/contract';
import type { DbOrTrx } from '../../db/database';

/** The audit log, newest first, a page at a time. */
export async function listAudit(
  db: DbOrTrx,
  q: { page: number; limit: number; entity_type?: string; user_id?: number; from?: string; to?: string },
): Promise<TAuditList> {
  let base = db.selectFrom('audit_log as a');
  if (q.entity_type) base = base.where('a.entity_type', '=', q.entity_type);
  if (q.user_id) base = base.where('a.user_id', '=', q.user_id);
  // Days of the organisation (the process's time zone): from its first instant to the next day's.
  if (q.from) base = base.where('a.created_at', '>=', startOfApiDate(q.from));
  if (q.to) base = base.where('a.created_at', '<', startOfApiDate(addDays(q.to, 1)));
  const total = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'a.id',
      'a.action',
      'a.entity_type',
      'a.entity_id',
      'a.details',
      'a.created_at',
      'u.id as uid',
      'u.first_name',
      'u.last_name',
      'u.username',
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return {
    count: Number(total.n),
    page: q.page,
    page_size: q.limit,
    results: rows.map((r) => ({
      id: Number(r.id),
      user: r.uid ? { id: r.uid, name: `${r.first_name} ${r.last_name}`.trim() || r.username! } : null,
      action: r.action,
      entity_type: r.entity_type,
      entity_id: r.entity_id,
      details: (r.details ?? {}) as Record<string, unknown>,
      created_at: r.created_at.toISOString(),
    })),
  };
}

/** The people who appear in the log and the kinds of change it holds, for the activity log's filters. */
export async function auditFacets(db: DbOrTrx): Promise<TAuditFacets> {
  const people = await db
    .selectFrom('users as u')
    .where((eb) => eb.exists(eb.selectFrom('audit_log as a').select('a.id').whereRef('a.user_id', '=', 'u.id')))
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.username'])
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .execute();
  const kinds = await db.selectFrom('audit_log').select('entity_type').distinct().orderBy('entity_type').execute();
  return {
    people: people.map((p) => ({ id: p.id, name: `${p.first_name} ${p.last_name}`.trim() || p.username })),
    kinds: kinds.map((k) => k.entity_type),
  };
}
