import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

/** Rows one transaction of the nightly job touches at most (decision 316): short locks beside the requests. */
export const RETENTION_BATCH = 500;

const n = (r: { numUpdatedRows?: bigint; numDeletedRows?: bigint; numAffectedRows?: bigint }) =>
  Number(r.numUpdatedRows ?? r.numDeletedRows ?? r.numAffectedRows ?? 0);

/**
 * Where the previous batch stopped (keyset batches, decision 414): its last row's sort key as PostgreSQL's text
 * (a timestamp keeps its microseconds) and id.
 */
export interface After {
  key: string;
  id: number;
}

/**
 * A real person's row: neither erased (a pseudonym already) nor a twin. An EXISTS, not a join: PostgreSQL hashes
 * it once per query or probes the index per row, where a join's estimate can pick a nested loop (decision 414).
 */
const personWhere = (userId: ReturnType<typeof sql.ref>) => sql`exists (
  select 1 from users p where p.id = ${userId} and p.erased_at is null
    and not exists (select 1 from retention_twins t where t.twin_id = p.id))`;

/** Rows after `after` in (key, id) order; the key's own index serves it, ties are filtered (decision 414). */
const afterWhere = (
  key: ReturnType<typeof sql.ref>,
  id: ReturnType<typeof sql.ref>,
  type: 'timestamptz' | 'date',
  after: After | null,
) => {
  if (after === null) return sql`true`;
  const at = sql`${after.key}::${sql.raw(type)}`;
  return sql`${key} >= ${at} and (${key} > ${at} or ${id} > ${after.id})`;
};

/**
 * Makes the missing twins of these people in one statement (decision 414): an inactive, anonymous account with no
 * name of its own, whose username is random, so nothing in it points back (decision 316). A transaction lock keeps
 * two runs from making two twins for one person.
 */
export async function makeTwins(db: DbOrTrx, userIds: number[], now: Date): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  await sql`select pg_advisory_xact_lock(hashtextextended('retention-twins', 0))`.execute(db);
  await sql`with fresh as (
      select p.id as user_id, 'retained-' || gen_random_uuid() as username from unnest(${ids}::int[]) p(id)
      where not exists (select 1 from retention_twins t where t.user_id = p.id)
    ), made as (
      insert into users (username, first_name, last_name, roles, anonymous, is_active, inactive_since, created_at,
        updated_at)
      select username, 'Anonymous', 'person', '{}', true, false, ${now}, ${now}, ${now} from fresh
      returning id, username
    )
    insert into retention_twins (user_id, twin_id)
    select f.user_id, m.id from fresh f join made m on m.username = f.username
    on conflict (user_id) do nothing`.execute(db);
}

/**
 * Ended check-ins created before `before`, after `after`, that still name a person (as the one checked in or the
 * host); user_id/host_id are those people (null when that side is no person).
 */
export async function checkinBatch(db: DbOrTrx, before: Date, after: After | null) {
  const { rows } = await sql<{ id: number; key: string; user_id: number | null; host_id: number | null }>`
    select c.id, c.created::text as key,
           case when ${personWhere(sql.ref('c.user_id'))} then c.user_id end as user_id,
           case when ${personWhere(sql.ref('c.visit_person_id'))} then c.visit_person_id end as host_id
    from checkins c
    where c.created < ${before} and c.deactivated_at is not null
      and ${afterWhere(sql.ref('c.created'), sql.ref('c.id'), 'timestamptz', after)}
      and (${personWhere(sql.ref('c.user_id'))} or ${personWhere(sql.ref('c.visit_person_id'))})
    order by c.created, c.id limit ${RETENTION_BATCH} for update of c skip locked`.execute(db);
  return rows;
}

/** The check-ins' people and hosts become their twins (makeTwins made them first). */
export async function moveCheckins(db: DbOrTrx, ids: number[]) {
  if (ids.length === 0) return;
  await sql`update checkins c set user_id = t.twin_id from retention_twins t
    where c.id = any(${ids}::int[]) and t.user_id = c.user_id`.execute(db);
  await sql`update checkins c set visit_person_id = t.twin_id from retention_twins t
    where c.id = any(${ids}::int[]) and t.user_id = c.visit_person_id`.execute(db);
}

/** Bookings of days before `beforeDate` (YYYY-MM-DD), after `after`, that still belong to a person. */
export async function bookingBatch(db: DbOrTrx, beforeDate: string, after: After | null) {
  const { rows } = await sql<{ id: number; key: string; user_id: number }>`
    select b.id, b.date::text as key, b.user_id from bookings b
    where b.date < ${beforeDate}::date and b.user_id is not null and ${personWhere(sql.ref('b.user_id'))}
      and ${afterWhere(sql.ref('b.date'), sql.ref('b.id'), 'date', after)}
    order by b.date, b.id limit ${RETENTION_BATCH} for update of b skip locked`.execute(db);
  return rows;
}

/** The bookings become the twins'; their titles (free text) go; cancelled by the person: by the twin. */
export async function moveBookings(db: DbOrTrx, ids: number[]) {
  if (ids.length === 0) return;
  await sql`update bookings b set user_id = t.twin_id, title = null,
      cancelled_by = case when b.cancelled_by = b.user_id then t.twin_id else b.cancelled_by end
    from retention_twins t where b.id = any(${ids}::int[]) and t.user_id = b.user_id`.execute(db);
}

/** Questionnaire answers given before `before`, after `after`, that still belong to a person. */
export async function answerBatch(db: DbOrTrx, before: Date, after: After | null) {
  const { rows } = await sql<{ id: number; key: string; user_id: number }>`
    select q.id, q.created_at::text as key, q.user_id from questionnaire_responses q
    where q.created_at < ${before} and q.user_id is not null and ${personWhere(sql.ref('q.user_id'))}
      and ${afterWhere(sql.ref('q.created_at'), sql.ref('q.id'), 'timestamptz', after)}
    order by q.created_at, q.id limit ${RETENTION_BATCH} for update of q skip locked`.execute(db);
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

/**
 * Guest check-ins created before `before`, after `after`, that still carry the guest's name, company, e-mail or
 * phone lose them; answers the rows changed (their keys, for the next batch).
 */
export async function anonymiseGuestCheckins(db: DbOrTrx, before: Date, after: After | null) {
  const { rows } = await sql<After>`with batch as (
      select id from checkins
      where is_guest and created < ${before} and ${afterWhere(sql.ref('created'), sql.ref('id'), 'timestamptz', after)}
        and (guest_name <> 'Guest' or guest_company is not null or guest_email is not null
          or guest_phonenumber is not null)
      order by created, id limit ${RETENTION_BATCH} for update skip locked
    ), done as (
      update checkins c set guest_name = 'Guest', guest_company = null, guest_email = null, guest_phonenumber = null
      from batch where c.id = batch.id returning c.id, c.created)
    select id, created::text as key from done order by created, id`.execute(db);
  return rows;
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
