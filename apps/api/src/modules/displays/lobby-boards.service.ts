import { ErrorCode, type TLobbyBoard } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit } from '../setup';
import * as repo from './displays.repository';
import { deviceOf } from './displays.service';

type App = Pick<FastifyInstance, 'db' | 'clock' | 'mail' | 'liveCache' | 'urlSigner'>;
export interface LobbyDevice {
  id: number;
  building_id: number;
}

/**
 * Lobby boards (decision 330): displays paired to a building with the room displays' pairing codes and device
 * tokens. Staff enter the code the board shows on a building.
 */
export async function pairLobbyBoard(
  app: App,
  userId: number,
  body: { building_id: number; code: string },
): Promise<TLobbyBoard> {
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    if (!(await repo.liveBuilding(trx, body.building_id))) throw notFound('building');
    const pairing = await repo.openPairingForUpdate(trx, body.code, now);
    if (!pairing) throw new AppError(ErrorCode.PAIRING_CODE_INVALID);
    const board = await repo.insertLobbyBoard(trx, { buildingId: body.building_id, userId, now });
    await repo.markPairingPaired(trx, pairing.id, board.id);
    await recordAudit(trx, {
      userId,
      at: now,
      action: 'lobby_board.pair',
      entityType: 'building',
      entityId: body.building_id,
    });
    return presentBoard({ ...board, building_id: body.building_id });
  });
}

export async function listLobbyBoards(app: App, buildingId: number) {
  const rows = await repo.lobbyBoardsOfBuilding(app.db, buildingId);
  return { list: rows.map((row) => presentBoard({ ...row, building_id: buildingId })) };
}

/** The lobby board behind the Authorization header; a room display's token gets 403 DISPLAY_WRONG_SCOPE. */
export async function lobbyDevice(app: App, header: string | undefined): Promise<LobbyDevice> {
  const display = await deviceOf(app, header);
  if (display.building_id === null) throw new AppError(ErrorCode.DISPLAY_WRONG_SCOPE);
  return { id: display.id, building_id: display.building_id };
}

/** Whether the board's token still works (the stream checks it on every heartbeat); no last-seen write. */
export async function lobbyStillPaired(app: App, boardId: number): Promise<boolean> {
  return (await repo.liveDisplay(app.db, boardId)) !== undefined;
}

function presentBoard(row: { id: number; building_id: number; created_at: Date; last_seen_at: Date | null }) {
  return {
    id: row.id,
    building_id: row.building_id,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at ? row.last_seen_at.toISOString() : null,
  };
}
