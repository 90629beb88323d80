import type { TUser } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { searchedColleagues } from './colleagues.repository';
import { presentUsers, userColumns } from './user-status.repository';

/** What the people index keeps of every person: enough to filter and to see that a change matters. */
export interface PersonFacts {
  id: number;
  findable: boolean;
  isBhv: boolean;
  /** Name, emergency-responder flag and findability: a change in any of them reorders or refilters searches. */
  fingerprint: string;
}

/** Kinds of open check-in, as bits: what the colleague filters ask. */
export const OPEN_HOME = 1;
export const OPEN_BUILDING = 2;
const bitOf = (type: string) => (type === 'HOMEWORK' ? OPEN_HOME : OPEN_BUILDING);

/** The facts of everyone (`ids` undefined) or of the given people. */
export async function loadFacts(db: DbOrTrx, ids?: number[]): Promise<PersonFacts[]> {
  let q = db.selectFrom('users').select(['id', 'first_name', 'last_name', 'is_bhv', 'is_active', 'anonymous']);
  if (ids) q = q.where('id', 'in', ids.length ? ids : [-1]);
  const rows = await q.execute();
  return rows.map((r) => {
    const findable = r.is_active && !r.anonymous;
    return {
      id: r.id,
      findable,
      isBhv: r.is_bhv,
      fingerprint: `${r.first_name}\u0000${r.last_name}\u0000${r.is_bhv}\u0000${findable}`,
    };
  });
}

/** The kinds of open (not guest) check-in per person, of everyone or of the given people. */
export async function loadOpenKinds(db: DbOrTrx, ids?: number[]): Promise<Map<number, number>> {
  let q = db
    .selectFrom('checkins')
    .select(['user_id', 'type'])
    .where('deactivated_at', 'is', null)
    .where('is_guest', '=', false)
    .where('user_id', 'is not', null);
  if (ids) q = q.where('user_id', 'in', ids.length ? ids : [-1]);
  const kinds = new Map<number, number>();
  for (const row of await q.execute()) kinds.set(row.user_id!, (kinds.get(row.user_id!) ?? 0) | bitOf(row.type));
  return kinds;
}

/**
 * The ids of the findable people a search's words (and emergency-responder choice) match, in the list's
 * order (last name, first name, id): PostgreSQL's own matching, accent folding and collation, so the
 * index answers exactly as the direct query would.
 */
export async function matchingIds(db: DbOrTrx, query: string | undefined, isBhv: boolean | undefined) {
  const rows = await searchedColleagues(db, { query, isBhv })
    .select('users.id')
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.id')
    .execute();
  return Int32Array.from(rows, (r) => r.id);
}

/**
 * People as the colleague list shows them at `now`, and until when that stays true without an event:
 * the end of their soonest pending booking (it then leaves the list); never, without one.
 */
export async function presentPeople(
  db: DbOrTrx,
  ids: number[],
  now: Date,
): Promise<{ user: TUser; validUntil: number }[]> {
  if (ids.length === 0) return [];
  const [rows, ends] = await Promise.all([
    db.selectFrom('users').select(userColumns).where('users.id', 'in', ids).execute(),
    db
      .selectFrom('bookings')
      .select(['user_id', sql<Date>`min(end_at)`.as('ends')])
      .where('user_id', 'in', ids)
      .where('cancelled_at', 'is', null)
      .where('end_at', '>', now)
      .groupBy('user_id')
      .execute(),
  ]);
  const endOf = new Map(ends.map((e) => [e.user_id, new Date(e.ends).getTime()]));
  const users = await presentUsers(db, rows, now);
  return users.map((user) => ({ user, validUntil: endOf.get(user.id) ?? Number.POSITIVE_INFINITY }));
}
