import { addDays, startOfApiDate, type TAuditFacets, type TAuditList, type TAuditQuery } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

const personName = (first: string | null, last: string | null, username: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim() || username || '';

/** A cursor's parts: the last entry seen (decision 250). */
function parseCursor(cursor: string): { at: Date; id: string } {
  const cut = cursor.lastIndexOf('_');
  return { at: new Date(cursor.slice(0, cut)), id: cursor.slice(cut + 1) };
}

/** The name of the thing an entry concerns, as it is called now (places stay after deletion, decision 250). */
const entityName = sql<string | null>`CASE a.entity_type
  WHEN 'building' THEN (SELECT name FROM buildings WHERE id = a.entity_id)
  WHEN 'floor' THEN (SELECT name FROM floors WHERE id = a.entity_id)
  WHEN 'room' THEN (SELECT name FROM rooms WHERE id = a.entity_id)
  WHEN 'desk' THEN (SELECT name FROM desks WHERE id = a.entity_id)
  WHEN 'timetable' THEN (SELECT name FROM timetables WHERE id = a.entity_id)
  WHEN 'group' THEN (SELECT display_name FROM groups WHERE id = a.entity_id)
  WHEN 'user' THEN (SELECT nullif(trim(first_name || ' ' || last_name), '') FROM users WHERE id = a.entity_id)
  WHEN 'auth' THEN (SELECT nullif(trim(first_name || ' ' || last_name), '') FROM users WHERE id = a.entity_id)
END`;

type Details = Record<string, unknown>;
const ids = (v: unknown): number[] =>
  (Array.isArray(v) ? v : [v]).filter((x): x is number => typeof x === 'number' && Number.isInteger(x));
/** Details' keys that hold ids of people, of a group and of buildings, shown by name (decision 461). */
const PEOPLE_KEYS = ['user_id', 'joined', 'left'];

/**
 * The page's details with the people, groups and buildings they refer to by id named as they are called now (an
 * erased person by their pseudonym): "Person: Gina de Vries", not "Person (id): 59" (decision 461). An id that names
 * nothing any more stays a number.
 */
async function withNames(db: DbOrTrx, all: Details[]): Promise<Details[]> {
  const people = new Set(all.flatMap((d) => PEOPLE_KEYS.flatMap((k) => ids(d[k]))));
  const groups = new Set(all.flatMap((d) => ids(d.group_id)));
  const buildings = new Set(all.flatMap((d) => ids(d.building_ids)));
  if (people.size + groups.size + buildings.size === 0) return all;
  // One round trip for the page: each kind's names, a person's from their parts as the log names its actors.
  const { rows } = await sql<{
    kind: 'person' | 'group' | 'building';
    id: number;
    a: string;
    b: string | null;
    c: string | null;
  }>`
    select 'person' as kind, id, first_name as a, last_name as b, username as c from users where id = any(${[...people]}::int[])
    union all select 'group', id, display_name, null, null from groups where id = any(${[...groups]}::int[])
    union all select 'building', id, name, null, null from buildings where id = any(${[...buildings]}::int[])`.execute(
    db,
  );
  const byKind = {
    person: new Map<number, string>(),
    group: new Map<number, string>(),
    building: new Map<number, string>(),
  };
  for (const r of rows) byKind[r.kind].set(r.id, r.kind === 'person' ? personName(r.a, r.b, r.c) : r.a);
  const { person: namesOfPeople, group: groupName, building: buildingName } = byKind;
  const named = (names: Map<number, string>, v: unknown) =>
    Array.isArray(v) ? v.map((x) => names.get(x as number) ?? x) : (names.get(v as number) ?? v);
  return all.map((d) => {
    const out: Details = { ...d };
    for (const k of PEOPLE_KEYS) if (k in d) out[k] = named(namesOfPeople, d[k]);
    if ('group_id' in d) out.group_id = named(groupName, d.group_id);
    if ('building_ids' in d) out.building_ids = named(buildingName, d.building_ids);
    return out;
  });
}

/** The activity log, newest first, one keyset page at a time (created_at, id), filtered. */
export async function listAudit(db: DbOrTrx, q: TAuditQuery): Promise<TAuditList> {
  let base = db.selectFrom('audit_log as a');
  if (q.entity_type) base = base.where('a.entity_type', '=', q.entity_type);
  if (q.user_id) base = base.where('a.user_id', '=', q.user_id);
  if (q.building_id) base = base.where('a.building_id', '=', q.building_id);
  // Days of the organisation (the process's time zone): from its first instant to the next day's.
  if (q.from) base = base.where('a.created_at', '>=', startOfApiDate(q.from));
  if (q.to) base = base.where('a.created_at', '<', startOfApiDate(addDays(q.to, 1)));
  if (q.after) {
    const { at, id } = parseCursor(q.after);
    base = base.where(sql<boolean>`(a.created_at, a.id) < (${at}, ${id}::bigint)`);
  }
  const rows = await base
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('buildings as b', 'b.id', 'a.building_id')
    .select([
      'a.id',
      'a.action',
      'a.entity_type',
      'a.entity_id',
      'a.details',
      'a.created_at',
      'a.building_id',
      'b.name as building_name',
      'u.id as uid',
      'u.first_name',
      'u.last_name',
      'u.username',
      entityName.as('entity_name'),
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(q.limit + 1)
    .execute();
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  const namedDetails = await withNames(
    db,
    page.map((r) => (r.details ?? {}) as Details),
  );
  return {
    next_cursor: rows.length > q.limit && last ? `${last.created_at.toISOString()}_${last.id}` : null,
    results: page.map((r, i) => {
      const details = (r.details ?? {}) as Details;
      // A group's name as recorded, once the group is gone (decision 448).
      const recorded = [details.name, details.username, details.display_name].find(
        (v): v is string => typeof v === 'string',
      );
      return {
        id: Number(r.id),
        user: r.uid ? { id: r.uid, name: personName(r.first_name, r.last_name, r.username) } : null,
        action: r.action,
        entity_type: r.entity_type,
        entity_id: r.entity_id,
        entity_name: r.entity_name ?? recorded ?? null,
        building: r.building_id !== null ? { id: r.building_id, name: r.building_name } : null,
        details: namedDetails[i],
        created_at: r.created_at.toISOString(),
      };
    }),
  };
}

/** The people who appear in the log, the kinds of change and the buildings it holds, for the filters. */
export async function auditFacets(db: DbOrTrx): Promise<TAuditFacets> {
  const people = await db
    .selectFrom('users as u')
    .where((eb) => eb.exists(eb.selectFrom('audit_log as a').select('a.id').whereRef('a.user_id', '=', 'u.id')))
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.username'])
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .execute();
  const kinds = await db.selectFrom('audit_log').select('entity_type').distinct().orderBy('entity_type').execute();
  const buildings = await db
    .selectFrom('buildings as b')
    .where((eb) => eb.exists(eb.selectFrom('audit_log as a').select('a.id').whereRef('a.building_id', '=', 'b.id')))
    .select(['b.id', 'b.name'])
    .orderBy('b.name')
    .execute();
  return {
    people: people.map((p) => ({ id: p.id, name: personName(p.first_name, p.last_name, p.username) })),
    kinds: kinds.map((k) => k.entity_type),
    buildings: buildings.map((b) => ({ id: b.id, name: b.name })),
  };
}
