import { STAFF_ROLE, type TSetupUser } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { Insertable, Updateable } from 'kysely';
import type { UsersTable } from '../../db/schema';

/** The columns of a user in setup; `future_bookings` counts the bookings that have not ended by `now`. */
const columns = (
  now: Date,
) => sql`u.id, u.username, u.email, u.first_name, u.last_name, u.language, u.is_active, u.version,
  ${STAFF_ROLE} = any(u.roles) as is_staff, u.password_hash is not null as has_password,
  (select count(*) from bookings bk where bk.user_id = u.id and bk.cancelled_at is null and bk.end_at > ${now}) as future_bookings`;

type Row = Omit<TSetupUser, 'future_bookings'> & { future_bookings: string };
const present = (r: Row): TSetupUser => ({ ...r, future_bookings: Number(r.future_bookings) });

export async function findSetupUser(db: DbOrTrx, id: number, now: Date): Promise<TSetupUser | undefined> {
  const { rows } = await sql<Row>`select ${columns(now)} from users u where u.id = ${id}`.execute(db);
  return rows[0] ? present(rows[0]) : undefined;
}

export async function searchSetupUsers(
  db: DbOrTrx,
  q: { query?: string; status: 'active' | 'inactive' | 'all'; page: number; limit: number },
  now: Date,
): Promise<{ count: number; results: TSetupUser[] }> {
  const words = (q.query ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const where = sql.join(
    [
      sql`true`,
      // A twin of the retention run (decision 316) is nobody to manage: never listed.
      sql`not exists (select 1 from retention_twins t where t.twin_id = u.id)`,
      ...(q.status === 'active' ? [sql`u.is_active`] : q.status === 'inactive' ? [sql`not u.is_active`] : []),
      ...words.map(
        (w) =>
          sql`(u.username ilike ${w} or u.first_name ilike ${w} or u.last_name ilike ${w} or coalesce(u.email, '') ilike ${w})`,
      ),
    ],
    sql` and `,
  );
  const total = await sql<{ n: string }>`select count(*) as n from users u where ${where}`.execute(db);
  // Page first, then count each listed user's future bookings (50 lookups, not one per user).
  const { rows } = await sql<Row>`
    with page as (
      select u.id from users u where ${where}
      order by u.is_active desc, lower(u.last_name), lower(u.first_name), u.id
      limit ${q.limit} offset ${(q.page - 1) * q.limit}
    )
    select ${columns(now)} from page join users u on u.id = page.id
    order by u.is_active desc, lower(u.last_name), lower(u.first_name), u.id`.execute(db);
  return { count: Number(total.rows[0].n), results: rows.map(present) };
}

/** Lower-cased usernames and e-mail addresses already in use. */
export async function takenIdentities(db: DbOrTrx, usernames: string[], emails: string[]) {
  const rows = await db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) =>
      eb.or([
        eb(sql`lower(username)`, 'in', usernames.length ? usernames : ['']),
        eb(sql`lower(email)`, 'in', emails.length ? emails : ['']),
      ]),
    )
    .execute();
  return {
    usernames: new Set(rows.map((r) => r.username.toLowerCase())),
    emails: new Set(rows.filter((r) => r.email).map((r) => r.email!.toLowerCase())),
  };
}

/** A user row, locked for the rest of the transaction. */
export function userForUpdate(db: DbOrTrx, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function insertUser(db: DbOrTrx, values: Insertable<UsersTable>): Promise<number> {
  const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: DbOrTrx, id: number, values: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(values).where('id', '=', id).execute();
}

/** Ends the user's open check-ins at `now` (never before they began); answers their desks. */
export function endOpenCheckins(db: DbOrTrx, userId: number, now: Date) {
  return db
    .updateTable('checkins')
    .set({ deactivated_at: sql<Date>`greatest(created, ${now}::timestamptz)` })
    .where('user_id', '=', userId)
    .where('deactivated_at', 'is', null)
    .returning('desk_id')
    .execute();
}

/** Blocks other writers of users until the transaction ends (an import checks, then inserts). */
export async function lockUsersTable(trx: DbOrTrx): Promise<void> {
  await sql`lock table users in share row exclusive mode`.execute(trx);
}

export function insertUsers(db: DbOrTrx, values: Insertable<UsersTable>[]) {
  return db.insertInto('users').values(values).returning(['id', 'username']).execute();
}
