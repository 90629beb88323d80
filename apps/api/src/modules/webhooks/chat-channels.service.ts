import {
  ErrorCode,
  type TChatChannel,
  type TChatChannelCreate,
  type TChatChannelUpdate,
  type TChatEvent,
  ZChatChannelCreateSchema,
} from '@flexapp/contract';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/errors';
import {
  buildingExists,
  type ChannelRow,
  channelRows,
  deleteChannel,
  insertChannel,
  updateChannel,
} from './chat-channels.repository';
import { registerReceiver } from './receivers.service';

const present = (row: ChannelRow): TChatChannel => ({
  id: row.id,
  building_id: row.building_id,
  platform: row.platform,
  url: row.url,
  events: row.events as TChatEvent[],
  language: row.language,
  show_first_names: row.show_first_names,
  enabled: row.enabled,
  created_at: row.created_at.toISOString(),
});

export const listChannels = async (db: Db): Promise<TChatChannel[]> => (await channelRows(db)).map(present);

/** A building's channel; its URL passes the webhooks' checks, SSRF guard included (decision 258). */
export async function createChannel(db: Db, now: Date, input: TChatChannelCreate): Promise<TChatChannel> {
  const body = ZChatChannelCreateSchema.parse(input);
  if (!(await buildingExists(db, body.building_id)))
    throw new AppError(ErrorCode.VALIDATION_ERROR, undefined, { building_id: ['Unknown building'] });
  const row = await registerReceiver(db, body.url, (url) =>
    insertChannel(db, {
      building_id: body.building_id,
      platform: body.platform,
      url,
      events: [...new Set(body.events)],
      language: body.language,
      show_first_names: body.show_first_names,
      created_at: now,
    }),
  );
  return present(row);
}

export async function changeChannel(db: Db, id: number, input: TChatChannelUpdate): Promise<TChatChannel> {
  const row = await updateChannel(db, id, {
    ...input,
    ...(input.events ? { events: [...new Set(input.events)] } : {}),
  });
  if (!row) throw notFound();
  return present(row);
}

export async function removeChannel(db: Db, id: number): Promise<void> {
  if (!(await deleteChannel(db, id))) throw notFound();
}
