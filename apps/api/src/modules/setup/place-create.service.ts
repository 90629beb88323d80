import type {
  TBuildingCreate,
  TDeskBulkCreate,
  TDeskCreate,
  TFloorCreate,
  TPlanMime,
  TRoomCreate,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { DbOrTrx } from '../../db/database';
import { recordAudit } from './audit';
import { createDesks } from './desks.repository';
import { insertPlace, setFloorPlan } from './place-inserts.repository';
import { nextPosition } from './places.repository';
import { guardName, lockPlace, requireLiveParent } from './places.service';

type App = Pick<FastifyInstance, 'db' | 'clock'>;

/** Adds a building at the end of the list; answers its id. */
export async function createBuilding(app: App, staffId: number, body: TBuildingCreate): Promise<number> {
  return app.db.transaction().execute(async (trx) => {
    const position = await nextPosition(trx, 'buildings', null);
    const id = await guardName(() =>
      insertPlace(trx, 'buildings', {
        name: body.name,
        booking_limit: body.booking_limit ?? null,
        closing_time: body.closing_time ?? null,
        position,
        ...(body.opens_at ? { opens_at: body.opens_at, closes_at: body.closes_at! } : {}),
      }),
    );
    await audit(trx, app, staffId, 'building', id, body);
    return id;
  });
}

/** Adds a floor at the end of a live building's floors; answers its id. */
export async function createFloor(app: App, staffId: number, buildingId: number, body: TFloorCreate) {
  return app.db.transaction().execute(async (trx) => {
    await requireLiveParent(trx, 'floors', buildingId);
    const position = await nextPosition(trx, 'floors', buildingId);
    const id = await guardName(() =>
      insertPlace(trx, 'floors', {
        building_id: buildingId,
        name: body.name,
        booking_limit: body.booking_limit ?? null,
        position,
      }),
    );
    await audit(trx, app, staffId, 'floor', id, { building_id: buildingId, ...body });
    return id;
  });
}

/** Adds a room at the end of a live floor's rooms; answers its id. */
export async function createRoom(app: App, staffId: number, floorId: number, body: TRoomCreate): Promise<number> {
  return app.db.transaction().execute(async (trx) => {
    await requireLiveParent(trx, 'rooms', floorId);
    const position = await nextPosition(trx, 'rooms', floorId);
    const id = await guardName(() =>
      insertPlace(trx, 'rooms', {
        floor_id: floorId,
        name: body.name,
        type: body.type,
        capacity: body.capacity ?? null,
        equipment: body.equipment ?? [],
        position,
      }),
    );
    await audit(trx, app, staffId, 'room', id, { floor_id: floorId, ...body });
    return id;
  });
}

/** Adds a desk at the end of a live room's desks (its label is its name unless given); answers its id. */
export async function createDesk(app: App, staffId: number, roomId: number, body: TDeskCreate): Promise<number> {
  return app.db.transaction().execute(async (trx) => {
    await requireLiveParent(trx, 'desks', roomId);
    const position = await nextPosition(trx, 'desks', roomId);
    const { label, ...rest } = body;
    const id = await guardName(() =>
      insertPlace(trx, 'desks', { room_id: roomId, ...rest, label: label ?? body.name, position }),
    );
    await audit(trx, app, staffId, 'desk', id, { room_id: roomId, ...body });
    return id;
  });
}

/** Many desks from clicks on the plan, in one live room; answers their ids. */
export async function createDeskBatch(
  app: App,
  staffId: number,
  roomId: number,
  desks: TDeskBulkCreate['desks'],
): Promise<number[]> {
  return app.db.transaction().execute(async (trx) => {
    await requireLiveParent(trx, 'desks', roomId);
    const created = await guardName(() => createDesks(trx, roomId, desks));
    await recordAudit(trx, {
      userId: staffId,
      at: app.clock.now(),
      action: 'desk.bulk_create',
      entityType: 'room',
      entityId: roomId,
      details: { desk_ids: created },
    });
    return created;
  });
}

/** Sets a live floor's plan image (already checked by preparePlan), with its audit record. */
export async function uploadFloorPlan(
  app: App,
  staffId: number,
  floorId: number,
  plan: { image: Buffer; mime: TPlanMime; fileName: string },
): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    await lockPlace(trx, 'floors', floorId);
    await setFloorPlan(trx, floorId, plan, app.clock.now());
    await recordAudit(trx, {
      userId: staffId,
      at: app.clock.now(),
      action: 'floor.plan_upload',
      entityType: 'floor',
      entityId: floorId,
      details: { mime: plan.mime, bytes: plan.image.length, file_name: plan.fileName },
    });
  });
}

/** Removes a live floor's plan image, with its audit record. */
export async function removeFloorPlan(app: App, staffId: number, floorId: number): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    await lockPlace(trx, 'floors', floorId);
    await setFloorPlan(trx, floorId, null, app.clock.now());
    await recordAudit(trx, {
      userId: staffId,
      at: app.clock.now(),
      action: 'floor.plan_remove',
      entityType: 'floor',
      entityId: floorId,
    });
  });
}

function audit(trx: DbOrTrx, app: App, staffId: number, entity: string, id: number, details: Record<string, unknown>) {
  return recordAudit(trx, {
    userId: staffId,
    at: app.clock.now(),
    action: `${entity}.create`,
    entityType: entity,
    entityId: id,
    details,
  });
}
