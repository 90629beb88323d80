import { ZBuildingSchema, ZDeskSchema, ZFloorSchema, ZRoomsResponseSchema } from '@flexapp/contract';
import { z } from 'zod';
import { JsonBody } from '../../lib/json-reply';
import { cachedRead, SETUP_TTL_MS, STATUS_TTL_MS } from '../../live';
import { type Viewer } from '../../lib/holder-visibility';
import { loadPlaceIndex } from './place-index';
import { presentBuilding, presentDesk, presentFloor, presentRoom } from './structure.presenter';
import { buildingRows, deskRows, desksOfFloor, desksOfRoom, floorRows, roomRows } from './structure.repository';

// The structure module's cached reads (decision 033): the answers of the place lists with each day's counts,
// shared by every caller until the desk status in their building changes (or STATUS_TTL_MS).

export const ZBuildingsSchema = z.array(ZBuildingSchema);
export const ZFloorsSchema = z.array(ZFloorSchema);
export const ZDesksSchema = z.array(ZDeskSchema);

/** The day asked for, today, and the instant the answer is for. */
export interface Day {
  date: string;
  today: string;
  now: Date;
}
type Of = { id: number; buildingId: number; day: Day };
/** The desk lists name holders: one answer per view (privacy holderView, decision 251). */
type DesksOf = Of & { viewer: Viewer; view: string };

/** Which place ids exist, and where: it changes only with the setup, whose events drop it. */
export const placeIndex = cachedRead({
  name: 'place-index',
  scope: () => 'setup',
  ttlMs: SETUP_TTL_MS,
  load: (app) => loadPlaceIndex(app.db),
});

export const buildingsBody = cachedRead({
  name: 'buildings',
  scope: () => 'all',
  key: ({ date, today }: Day) => `${date}:${today}`,
  ttlMs: STATUS_TTL_MS,
  load: async (app, { date, now }) =>
    JsonBody.of(ZBuildingsSchema, (await buildingRows(app.db, date, now)).map(presentBuilding)),
});

export const floorsBody = cachedRead({
  name: 'floors',
  scope: ({ buildingId }: Of) => buildingId,
  key: ({ id, day }) => `${id}:${day.date}:${day.today}`,
  ttlMs: STATUS_TTL_MS,
  load: async (app, { id, day }) =>
    JsonBody.of(ZFloorsSchema, (await floorRows(app.db, id, day.date, day.now)).map(presentFloor)),
});

export const roomsBody = cachedRead({
  name: 'rooms',
  scope: ({ buildingId }: Of) => buildingId,
  key: ({ id, day }) => `${id}:${day.date}:${day.today}`,
  ttlMs: STATUS_TTL_MS,
  load: async (app, { id, day }) =>
    JsonBody.of(ZRoomsResponseSchema, {
      rooms: (await roomRows(app.db, id, day.date, day.now)).map(presentRoom),
    }),
});

export const roomDesksBody = cachedRead({
  name: 'room-desks',
  scope: ({ buildingId }: DesksOf) => buildingId,
  key: ({ id, day, view }) => `${id}:${day.date}:${day.today}:${view}`,
  ttlMs: STATUS_TTL_MS,
  load: async (app, { id, day, viewer }) =>
    JsonBody.of(
      ZDesksSchema,
      (await deskRows(app.db, desksOfRoom(id), day.date, day.now)).map((r) => presentDesk(r, viewer)),
    ),
});

export const floorDesksBody = cachedRead({
  name: 'floor-desks',
  scope: ({ buildingId }: DesksOf) => buildingId,
  key: ({ id, day, view }) => `${id}:${day.date}:${day.today}:${view}`,
  ttlMs: STATUS_TTL_MS,
  load: async (app, { id, day, viewer }) =>
    JsonBody.of(
      ZDesksSchema,
      (await deskRows(app.db, desksOfFloor(id), day.date, day.now)).map((r) => presentDesk(r, viewer)),
    ),
});
