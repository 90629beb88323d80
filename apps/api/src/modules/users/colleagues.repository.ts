import type { TColleagueFilter, TUser } from '@flexapp/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { Database } from '../../db/schema';
import { presentUsers, userColumns } from './user-status.repository';

export interface ColleagueSearch {
  query?: string;
  isBhv?: boolean;
  include?: TColleagueFilter[];
  /** The person searching: nobody is their own colleague (issue 16). */
  excludeId?: number;
}

type Eb = ExpressionBuilder<Database, 'users'>;

/** The same expression as the trigram index users_name_search_idx (migration 0400). */
const searchText = sql<string>`flexapp_search_text(users.first_name || ' ' || users.last_name)`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const openCheckin = (eb: Eb, types?: string[]) => {
  let q = eb
    .selectFrom('checkins as c')
    .select(sql`1`.as('one'))
    .whereRef('c.user_id', '=', 'users.id')
    .where('c.deactivated_at', 'is', null)
    .where('c.is_guest', '=', false);
  if (types) q = q.where('c.type', 'in', types as ('WORKSPACE' | 'MEETING' | 'HOMEWORK')[]);
  return eb.exists(q);
};

/** Colleagues are active people who have not chosen to stay anonymous. */
function findable(db: DbOrTrx) {
  return db.selectFrom('users').where('users.is_active', '=', true).where('users.anonymous', '=', false);
}

/** The findable people a search (words, filters, the searcher left out) matches. */
export function searchedColleagues(db: DbOrTrx, search: ColleagueSearch) {
  let q = findable(db);
  if (search.excludeId !== undefined) q = q.where('users.id', '!=', search.excludeId);
  // Every word must appear in "first last", case- and accent-insensitively.
  const words = (search.query ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  for (const word of words) {
    q = q.where(sql<boolean>`${searchText} like '%' || flexapp_search_text(${escapeLike(word)}) || '%'`);
  }
  if (search.isBhv !== undefined) q = q.where('users.is_bhv', '=', search.isBhv);
  const include = search.include ?? [];
  if (include.length > 0) {
    // Multi-choice filters: a colleague matching any chosen filter is shown.
    q = q.where((eb) =>
      eb.or(
        include.map((filter) => {
          switch (filter) {
            case 'user.working_home':
              return openCheckin(eb, ['HOMEWORK']);
            case 'user.working_building':
              return openCheckin(eb, ['WORKSPACE', 'MEETING']);
            case 'user.bhv':
              return eb('users.is_bhv', '=', true);
            case 'user.no_working':
              return eb.not(openCheckin(eb));
          }
        }),
      ),
    );
  }
  return q;
}

export async function countColleagues(db: DbOrTrx, excludeId?: number): Promise<number> {
  let q = findable(db);
  if (excludeId !== undefined) q = q.where('users.id', '!=', excludeId);
  const row = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of colleagues (by last name, first name) and how many match in all. */
export async function searchColleagues(
  db: DbOrTrx,
  search: ColleagueSearch,
  page: { offset: number; limit: number },
  now: Date,
): Promise<{ filtered: number; users: TUser[] }> {
  const [countRow, rows] = await Promise.all([
    searchedColleagues(db, search)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    // The page's ids first (an index-only scan of users_name_order_idx, however deep the
    // page), then only those rows.
    db
      .selectFrom('users')
      .select(userColumns)
      .where(
        'users.id',
        'in',
        searchedColleagues(db, search)
          .select('users.id')
          .orderBy('users.last_name')
          .orderBy('users.first_name')
          .orderBy('users.id')
          .offset(page.offset)
          .limit(page.limit),
      )
      .orderBy('users.last_name')
      .orderBy('users.first_name')
      .orderBy('users.id')
      .execute(),
  ]);
  return { filtered: Number(countRow.n), users: await presentUsers(db, rows, now) };
}

export async function findColleague(db: DbOrTrx, id: number, now: Date): Promise<TUser | undefined> {
  const row = await findable(db).select(userColumns).where('users.id', '=', id).executeTakeFirst();
  return row ? (await presentUsers(db, [row], now))[0] : undefined;
}
