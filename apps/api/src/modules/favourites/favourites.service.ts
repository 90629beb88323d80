import { ErrorCode, MAX_FAVOURITES, type TFavouriteList, type TFavouriteParams } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { presentFavourites } from './favourites.presenter';
import {
  countFavourites,
  deleteFavourite,
  existingPlace,
  favouriteRows,
  hasFavourite,
  insertFavourite,
  lockUser,
} from './favourites.repository';

type App = Pick<FastifyInstance, 'db'>;

export async function listFavourites(app: App, userId: number): Promise<TFavouriteList> {
  return { favourites: presentFavourites(await favouriteRows(app.db, userId)) };
}

/**
 * Stars a desk or meeting room (decision 260): a place that does not exist (or was deleted) is NO_EXISTS;
 * starring it again changes nothing; at most MAX_FAVOURITES per person (counted under a lock on the person).
 */
export async function addFavourite(app: App, userId: number, { kind, id }: TFavouriteParams): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    if (!(await existingPlace(trx, kind, id))) throw new AppError(ErrorCode.NO_EXISTS);
    await lockUser(trx, userId);
    if (await hasFavourite(trx, userId, kind, id)) return;
    if ((await countFavourites(trx, userId)) >= MAX_FAVOURITES) throw new AppError(ErrorCode.FAVOURITES_FULL);
    await insertFavourite(trx, userId, kind, id);
  });
}

/** Removes a star; removing one that is not there changes nothing. */
export async function removeFavourite(app: App, userId: number, { kind, id }: TFavouriteParams): Promise<void> {
  await deleteFavourite(app.db, userId, kind, id);
}
