import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

/** Rows one transaction of the nightly job touches at most (decision 316): short locks beside the requests. */
export const RETENTION_BATCH = 500;

const n = (r: { numUpdatedRows?: bigint; numDeletedRows?: bigint; numAffectedRows?: bigint }) =>
  Number(r.numUpdatedRows ?? r.numDeletedRows ?? r.numAffectedRows ?? 0);

/** A real person's row: neither erased (already a pseudonym) nor somebody's twin. */
const personWhere = (userId: ReturnType<typeof sql.ref>) => sql`exists (
  select 1 from users p where p.id = ${userId} and p.erased_at is null
    and not exists (select 1 from retention_twins t where t.twin_id = p.id))`;

/**
 * The twin of each person (created when missing): an inactive, anonymous account with no name of its own,
 * whose username is random, so nothing in it points back (decision 316). Answers person id -> twin id.
 */
export async function twinsOf(db: DbOrTrx, userIds: number[], now: Date): Promise<Map<number, number>> {
  const ids = [...new Set(userIds)];
  const map = new Map<number, number>();
  if (ids.length === 0) return map;
  const known = await db.selectFrom('retention_twins').selectAll().where('user_id', 'in', ids).execute();
  for (const k of known) map.set(k.user_id, k.twin_id);
  for (const id of ids.filter((i) => !map.has(i))) {
    const twin = await db
      .insertInto('users')
      .values({
        username: `retained-${randomUUID()}`,
        first_name: 'Anonymous',
        last_name: 'person',
        roles: [],
        anonymous: true,
        is_active: false,
        inactive_since: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('retention_twins').values({ user_id: id, twin_id: twin.id }).execute();
    map.set(id, twin.id);
  }
  return map;
}

/** Ended check-ins created before `before` that still name a person (as the one checked in or the host). */
export async function checkinBatch(db: DbOrTrx, before: Date) {
  const { rows } = await sql<{ id: number; user_id: number | null; host_id: number | null }>`
    select c.id,
           case when ${personWhere(sql.ref('c.user_id'))} then c.user_id end as user_id,
           case when ${personWhere(sql.ref('c.visit_person_id'))} then c.visit_person_id end as host_id
    from checkins c
    where c.created < ${before} and c.deactivated_at is not null
      and (${personWhere(sql.ref('c.user_id'))} or ${personWhere(sql.ref('c.visit_person_id'))})
    order by c.created limit ${RETENTION_BATCH} for update of c skip locked`.execute(db);
  return rows;
}

/** The check-ins' people and hosts become their twins (twinsOf made them first). */
export async function moveCheckins(db: DbOrTrx, ids: number[]) {
  if (ids.length === 0) return;
  await sql`update checkins c set user_id = t.twin_id from retention_twins t
    where c.id = any(${ids}::int[]) and t.user_id = c.user_id`.execute(db);
  await sql`update checkins c set visit_person_id = t.twin_id from retention_twins t
    where c.id = any(${ids}::int[]) and t.user_id = c.visit_person_id`.execute(db);
}

/** Bookings of days before `beforeDate` (YYYY-MM-DD) that still belong to a person. */
export async function bookingBatch(db: DbOrTrx, beforeDate: string) {
  const { rows } = await sql<{ id: number; user_id: number }>`
    select b.id, b.user_id from bookings b
    where b.date < ${beforeDate}::date and b.user_id is not null and ${personWhere(sql.ref('b.user_id'))}
    order by b.date limit ${RETENTION_BATCH} for update of b skip locked`.execute(db);
  return rows;
}

/** The bookings become the twins'; their titles (free text) go; cancelled by the person: by the twin. */
export async function moveBookings(db: DbOrTrx, ids: number[]) {
  if (ids.length === 0) return;
  await sql`update bookings b set user_id = t.twin_id, title = null,
      cancelled_by = case when b.cancelled_by = b.user_id then t.twin_id else b.cancelled_by end
    from retention_twins t where b.id = any(${ids}::int[]) and t.user_id = b.user_id`.execute(db);
}

/** Questionnaire answers given before `before` that still belong to a person. */
export async function answerBatch(db: DbOrTrx, before: Date) {
  const { rows } = await sql<{ id: number; user_id: number }>`
    select q.id, q.user_id from questionnaire_responses q
    where q.created_at < ${before} and q.user_id is not null and ${personWhere(sql.ref('q.user_id'))}
    order by q.created_at limit ${RETENTION_BATCH} for update of q skip locked`.execute(db);
  return rows;
}

/** The answers become the twins'; the remarks (free text) go. */
export async function moveAnswers(db: DbOrTrx, ids: number[]) {
  if (ids.length === 0) return;
  await sql`update questionnaire_responses q set user_id = t.twin_id, additional_info = null
    from retention_twins t where q.id = any(${ids}::int[]) and t.user_id = q.user_id`.execute(db);
}

/**
 * Guest registrations made before `before` are deleted (a registration needs an e-mail or phone, so it cannot
 * lose them); their check-ins stay, without the guest's data (anonymiseGuestCheckins).
 */
export async function deleteGuestRegistrations(db: DbOrTrx, before: Date): Promise<number> {
  const r = await sql`delete from guest_registrations where id in (
      select id from guest_registrations where created_at < ${before}
      order by created_at limit ${RETENTION_BATCH} for update skip locked)`.execute(db);
  return n(r);
}

/** Guest check-ins created before `before` that still carry the guest's name, company, e-mail or phone. */
export async function anonymiseGuestCheckins(db: DbOrTrx, before: Date): Promise<number> {
  const r = await db
    .updateTable('checkins')
    .set({ guest_name: 'Guest', guest_company: null, guest_email: null, guest_phonenumber: null })
    .where(
      'id',
      'in',
      db
        .selectFrom('checkins')
        .select('id')
        .where('is_guest', '=', true)
        .where('created', '<', before)
        .where((eb) =>
          eb.or([
            eb('guest_name', '<>', 'Guest'),
            eb('guest_company', 'is not', null),
            eb('guest_email', 'is not', null),
            eb('guest_phonenumber', 'is not', null),
          ]),
        )
        .limit(RETENTION_BATCH),
    )
    .executeTakeFirst();
  return n(r);
}

/** Deletes up to a batch of rows created before `before` from a table that only the person reads. */
export async function deleteOlder(
  db: DbOrTrx,
  table: 'messages' | 'mail_outbox' | 'audit_log',
  before: Date,
): Promise<number> {
  const r = await sql`delete from ${sql.table(table)} where id in (
      select id from ${sql.table(table)} where created_at < ${before}
      order by created_at limit ${RETENTION_BATCH} for update skip locked)`.execute(db);
  return n(r);
}

/** Stamps accounts the job sees deactivated for the first time; answers those deactivated before `before`. */
export async function deactivatedAccounts(db: DbOrTrx, now: Date, before: Date): Promise<number[]> {
  await db
    .updateTable('users')
    .set({ inactive_since: now })
    .where('is_active', '=', false)
    .where('inactive_since', 'is', null)
    .where('erased_at', 'is', null)
    .where('service_account', '=', false)
    .execute();
  const rows = await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.is_active', '=', false)
    .where('u.erased_at', 'is', null)
    .where('u.service_account', '=', false)
    .where('u.inactive_since', '<', before)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('retention_twins as t').select('t.twin_id').whereRef('t.twin_id', '=', 'u.id'))),
    )
    .orderBy('u.id')
    .limit(RETENTION_BATCH)
    .execute();
  return rows.map((r) => r.id);
}
