import { ErrorCode, MAX_FOLLOWED_PEOPLE, type TFollowedPeople } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { lockUser } from './favourites.repository';
import {
  countFollowed,
  deleteFollow,
  followablePerson,
  followedPeople,
  insertFollow,
  isFollowing,
} from './favourite-people.repository';

type App = Pick<FastifyInstance, 'db' | 'clock'>;

/** The colleagues the person follows (decision 360), by last then first name. */
export async function listFollowed(app: Pick<App, 'db'>, userId: number): Promise<TFollowedPeople> {
  return { people: await followedPeople(app.db, userId) };
}

/** The ids of the colleagues the person follows: a source of "who" in the who-is-in week (decision 360). */
export async function followedIds(app: Pick<App, 'db'>, userId: number): Promise<number[]> {
  return (await followedPeople(app.db, userId)).map((p) => p.id);
}

/**
 * Follows a colleague (decision 360): oneself is FOLLOW_SELF; someone inactive, erased, a service account or
 * unknown is NO_EXISTS; following again changes nothing; at most MAX_FOLLOWED_PEOPLE (counted under a lock).
 */
export async function follow(app: App, userId: number, personId: number): Promise<void> {
  if (personId === userId) throw new AppError(ErrorCode.FOLLOW_SELF);
  await app.db.transaction().execute(async (trx) => {
    if (!(await followablePerson(trx, personId))) throw new AppError(ErrorCode.NO_EXISTS);
    await lockUser(trx, userId);
    if (await isFollowing(trx, userId, personId)) return;
    if ((await countFollowed(trx, userId)) >= MAX_FOLLOWED_PEOPLE) throw new AppError(ErrorCode.FOLLOWING_FULL);
    await insertFollow(trx, userId, personId, app.clock.now());
  });
}

/** Stops following; unfollowing someone one does not follow changes nothing. */
export async function unfollow(app: Pick<App, 'db'>, userId: number, personId: number): Promise<void> {
  await deleteFollow(app.db, userId, personId);
}
