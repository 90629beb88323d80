import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { ChatChannelsTable } from '../../db/schema';

const columns = [
  'id',
  'building_id',
  'platform',
  'url',
  'events',
  'language',
  'show_first_names',
  'enabled',
  'created_at',
] as const;
export type ChannelRow = {
  id: number;
  building_id: number;
  platform: ChatChannelsTable['platform'];
  url: string;
  events: string[];
  language: 'en' | 'nl';
  show_first_names: boolean;
  enabled: boolean;
  created_at: Date;
};

export const channelRows = (db: DbOrTrx): Promise<ChannelRow[]> =>
  db.selectFrom('chat_channels').select(columns).orderBy('id').execute();

export const insertChannel = (db: DbOrTrx, row: Omit<ChannelRow, 'id' | 'enabled'>): Promise<ChannelRow> =>
  db.insertInto('chat_channels').values(row).returning(columns).executeTakeFirstOrThrow();

export const updateChannel = (
  db: DbOrTrx,
  id: number,
  changes: Partial<Pick<ChannelRow, 'events' | 'language' | 'show_first_names' | 'enabled'>>,
): Promise<ChannelRow | undefined> =>
  db.updateTable('chat_channels').set(changes).where('id', '=', id).returning(columns).executeTakeFirst();

export async function deleteChannel(db: DbOrTrx, id: number): Promise<boolean> {
  const result = await db.deleteFrom('chat_channels').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export const buildingExists = async (db: DbOrTrx, id: number): Promise<boolean> =>
  !!(await db
    .selectFrom('buildings')
    .select('id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst());

/** The channel a delivery goes to, or undefined when it goes to a webhook endpoint. */
export const channelOfDelivery = (db: DbOrTrx, deliveryId: string) =>
  db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('chat_channels as c', 'c.id', 'd.channel_id')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .select(['d.status', 'c.id', 'c.platform', 'c.url', 'c.language', 'c.show_first_names', 'c.enabled', 'e.type'])
    .select(sql<Record<string, unknown>>`e.payload->'data'`.as('data'))
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();

/** The desk or room a message names, and the first name of a person (null when none). */
export async function messageFacts(
  db: DbOrTrx,
  ids: { deskId: number | null; roomId: number | null; userId: number | null },
): Promise<{ place: string | null; firstName: string | null }> {
  const desk = ids.deskId
    ? await db.selectFrom('desks').select('name').where('id', '=', ids.deskId).executeTakeFirst()
    : undefined;
  const room =
    !desk && ids.roomId
      ? await db.selectFrom('rooms').select('name').where('id', '=', ids.roomId).executeTakeFirst()
      : undefined;
  const user = ids.userId
    ? await db.selectFrom('users').select('first_name').where('id', '=', ids.userId).executeTakeFirst()
    : undefined;
  return { place: desk?.name ?? room?.name ?? null, firstName: user?.first_name?.trim() || null };
}
