import {
  ErrorCode,
  type TAmenity,
  type TAmenityCreate,
  type TAmenityList,
  type TAmenityPlaceList,
  type TAmenityPlaces,
  type TFavouriteKind,
  type TSetupAmenities,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/database';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../setup';
import { presentMatches, presentSetup } from './amenities.presenter';
import {
  amenityForUpdate,
  amenityIdsOf,
  assignments,
  countLive,
  deleteAmenity,
  insertAmenity,
  listAmenities,
  livePlaces,
  replacePlaces,
} from './amenities.repository';

type App = Pick<FastifyInstance, 'db' | 'clock'>;
const noExists = () => new AppError(ErrorCode.NO_EXISTS);

export async function setupAmenities(app: App): Promise<TSetupAmenities> {
  const [amenities, rows, places] = await Promise.all([listAmenities(app.db), assignments(app.db), livePlaces(app.db)]);
  return presentSetup(amenities, rows, places);
}

/** A new amenity; either name used already (case aside) is 409 AMENITY_NAME_TAKEN, decided by unique indexes. */
export async function createAmenity(app: App, userId: number, body: TAmenityCreate): Promise<TAmenity> {
  try {
    return await app.db.transaction().execute(async (trx) => {
      const amenity = await insertAmenity(trx, body);
      await recordAudit(trx, {
        userId,
        at: app.clock.now(),
        action: 'amenity.create',
        entityType: 'amenity',
        entityId: amenity.id,
        details: body,
      });
      return amenity;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(ErrorCode.AMENITY_NAME_TAKEN);
    throw err;
  }
}

export async function removeAmenity(app: App, userId: number, id: number): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const gone = await deleteAmenity(trx, id);
    if (!gone) throw noExists();
    await recordAudit(trx, {
      at: app.clock.now(),
      userId,
      action: 'amenity.delete',
      entityType: 'amenity',
      entityId: id,
      details: { name: gone.name_en },
    });
  });
}

/** Replaces the places having the amenity; a desk or meeting room that does not exist makes it 404, nothing changed. */
export async function assignAmenity(app: App, userId: number, id: number, body: TAmenityPlaces): Promise<void> {
  const deskIds = [...new Set(body.desk_ids)];
  const roomIds = [...new Set(body.room_ids)];
  await app.db.transaction().execute(async (trx) => {
    if (!(await amenityForUpdate(trx, id))) throw noExists();
    if ((await countLive(trx, deskIds, roomIds)) !== deskIds.length + roomIds.length) throw noExists();
    await replacePlaces(trx, id, deskIds, roomIds);
    await recordAudit(trx, {
      at: app.clock.now(),
      userId,
      action: 'amenity.places',
      entityType: 'amenity',
      entityId: id,
      details: { desk_ids: deskIds, room_ids: roomIds },
    });
  });
}

export async function amenityList(app: App): Promise<TAmenityList> {
  return { amenities: await listAmenities(app.db) };
}

export async function placesWithAmenities(app: App, ids: number[]): Promise<TAmenityPlaceList> {
  const [rows, places] = await Promise.all([assignments(app.db), livePlaces(app.db)]);
  return presentMatches(ids, rows, places);
}

/** The amenities of a desk or meeting room that exists, else 404. */
export async function amenitiesOfPlace(app: App, kind: TFavouriteKind, id: number): Promise<TAmenityList> {
  const places = await livePlaces(app.db);
  const exists = places.some((p) => (kind === 'desk' ? p.desk_id === id : p.desk_id === null && p.room_id === id));
  if (!exists) throw noExists();
  const [all, mine] = await Promise.all([listAmenities(app.db), amenityIdsOf(app.db, kind, id)]);
  return { amenities: all.filter((a) => mine.includes(a.id)) };
}
