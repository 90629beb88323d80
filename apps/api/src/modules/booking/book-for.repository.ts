import { type ExpressionBuilder, sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { Database } from '../../db/schema';

/** People one can book for (decision 355): active, a person (no service account), not erased. */
const bookable = (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.and([
    eb('users.is_active', '=', true),
    eb('users.service_account', '=', false),
    eb('users.erased_at', 'is', null),
  ]);

/** Whether `userId` shares a group with `bookerId`. */
const sharesGroup = (eb: ExpressionBuilder<Database, 'users'>, bookerId: number) =>
  eb.exists(
    eb
      .selectFrom('group_members as mine')
      .innerJoin('group_members as theirs', 'theirs.group_id', 'mine.group_id')
      .select(sql`1`.as('one'))
      .where('mine.user_id', '=', bookerId)
      .whereRef('theirs.user_id', '=', 'users.id'),
  );

/** The colleague a booking is made for: whether they share a group with the booker, and the booker's name; undefined: nobody to book for. */
export function colleagueToBookFor(db: DbOrTrx, bookerId: number, colleagueId: number) {
  return db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      sharesGroup(eb, bookerId).as('shares_group'),
      eb
        .selectFrom('users as booker')
        .select(sql<string>`trim(booker.first_name || ' ' || booker.last_name)`.as('name'))
        .where('booker.id', '=', bookerId)
        .as('booker_name'),
    ])
    .where('users.id', '=', colleagueId)
    .where(bookable)
    .executeTakeFirst();
}

/** `text` as a LIKE pattern that matches it anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The people `bookerId` may book for whose name or user name holds `text`, by name. */
export function colleaguesToBookFor(
  db: DbOrTrx,
  bookerId: number,
  opts: { anyone: boolean; text: string; limit: number },
) {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.first_name', 'users.last_name'])
    .where('users.id', '!=', bookerId)
    .where(bookable)
    .$if(!opts.anyone, (q) => q.where((eb) => sharesGroup(eb, bookerId)))
    .where((eb) =>
      eb.or([
        eb(sql<string>`users.first_name || ' ' || users.last_name`, 'ilike', containing(opts.text)),
        eb('users.username', 'ilike', containing(opts.text)),
      ]),
    )
    .orderBy('users.first_name')
    .orderBy('users.last_name')
    .orderBy('users.id')
    .limit(opts.limit)
    .execute();
}
