import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { ChatPlatform } from '../../db/schema';

const columns = ['id', 'user_id', 'platform', 'url', 'events', 'enabled', 'created_at'] as const;
export type PersonalChannelRow = {
  id: number;
  user_id: number;
  platform: ChatPlatform;
  url: string;
  events: string[];
  enabled: boolean;
  created_at: Date;
};

export const personalChannelOf = (db: DbOrTrx, userId: number): Promise<PersonalChannelRow | undefined> =>
  db.selectFrom('personal_chat_channels').select(columns).where('user_id', '=', userId).executeTakeFirst();

/** Sets the person's one channel: a new one, or the old one changed (decision 370). */
export const upsertPersonalChannel = (db: DbOrTrx, row: Omit<PersonalChannelRow, 'id'>): Promise<PersonalChannelRow> =>
  db
    .insertInto('personal_chat_channels')
    .values(row)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        platform: eb.ref('excluded.platform'),
        url: eb.ref('excluded.url'),
        events: eb.ref('excluded.events'),
        enabled: eb.ref('excluded.enabled'),
      })),
    )
    .returning(columns)
    .executeTakeFirstOrThrow();

export async function deletePersonalChannel(db: DbOrTrx, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('personal_chat_channels').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export const disablePersonalChannel = (db: DbOrTrx, id: number) =>
  db.updateTable('personal_chat_channels').set({ enabled: false }).where('id', '=', id).execute();

/** The person's channel a delivery goes to, with the message it tells (its id from the event) and their language. */
export const personalChannelOfDelivery = (db: DbOrTrx, deliveryId: string) =>
  db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('personal_chat_channels as p', 'p.id', 'd.personal_channel_id')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['d.status', 'p.id', 'p.user_id', 'p.platform', 'p.url', 'p.enabled', 'u.language'])
    .select(sql<number>`(e.payload->'data'->>'message_id')::int`.as('message_id'))
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();
