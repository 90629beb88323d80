import type { DbOrTrx } from '../../db/database';

/** True when `personId` is someone one can follow: an active person, not a service account, not erased. */
export async function followablePerson(db: DbOrTrx, personId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', personId)
    .where('is_active', '=', true)
    .where('service_account', '=', false)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The people `userId` follows who are still active, not service accounts and not erased. */
export function followedPeople(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('favourite_people as fp')
    .innerJoin('users as u', 'u.id', 'fp.person_id')
    .select(['u.id', 'u.first_name', 'u.last_name'])
    .where('fp.user_id', '=', userId)
    .where('u.is_active', '=', true)
    .where('u.service_account', '=', false)
    .where('u.erased_at', 'is', null)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
}

export async function countFollowed(db: DbOrTrx, userId: number): Promise<number> {
  const { n } = await db
    .selectFrom('favourite_people')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Follows; following again changes nothing (the primary key decides). */
export async function insertFollow(db: DbOrTrx, userId: number, personId: number, at: Date) {
  await db
    .insertInto('favourite_people')
    .values({ user_id: userId, person_id: personId, created_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'person_id']).doNothing())
    .execute();
}

export async function deleteFollow(db: DbOrTrx, userId: number, personId: number) {
  await db.deleteFrom('favourite_people').where('user_id', '=', userId).where('person_id', '=', personId).execute();
}

export async function isFollowing(db: DbOrTrx, userId: number, personId: number): Promise<boolean> {
  const row = await db
    .selectFrom('favourite_people')
    .select('person_id')
    .where('user_id', '=', userId)
    .where('person_id', '=', personId)
    .executeTakeFirst();
  return row !== undefined;
}
